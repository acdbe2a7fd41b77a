import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { readFileSync } from "node:fs";
import type { ReactNode } from "react";
import type { BookingConfig, SiteDocument } from "../generated/schema";
import { SiteContext } from "../site-data";
import { bookingModalAtom } from "../state/booking-modal";

const i18n = setupI18n({ locale: "es", messages: { es: {} } });

/** Lingui with the source (Spanish) strings, for component tests. */
export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The shipped site document (pages/_site.json). */
export const site = JSON.parse(readFileSync("pages/_site.json", "utf8")) as SiteDocument;

/**
 * Renders `ui(booking)` with the booking modal already asked open, inside the
 * providers a page gives it (Lingui, jotai, router, site), the site's booking
 * settings patched with `patch`. Returns the jotai store and the booking settings.
 */
export function renderOpenBooking(patch: Partial<BookingConfig>, ui: (booking: BookingConfig) => ReactNode) {
  const booking = { ...site.booking!, ...patch };
  const store = createStore();
  store.set(bookingModalAtom, { open: true, opener: null });
  render(
    <WithI18n>
      <Provider store={store}>
        <SiteContext.Provider value={{ site: { ...site, booking }, data: {}, lang: "es", prefix: "" }}>
          {ui(booking)}
        </SiteContext.Provider>
      </Provider>
    </WithI18n>,
  );
  return { store, booking };
}
