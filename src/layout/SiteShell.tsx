import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { GlobalStyles } from "../theme/GlobalStyles";
import { Island } from "../components/Island";
import { useSite } from "../site-data";
import { SkipLink } from "./SkipLink";
import { Header } from "./Header";
import { MobileMenu } from "./header/MobileMenu";
import { navEntries } from "./header/nav-model";
import { PromoBar } from "./promo/PromoBar";
import { Footer } from "./Footer";
import { BookingHost } from "../booking/BookingHost";
import { FloatingDemoButton } from "../booking/FloatingDemoButton";
import { Toaster } from "../components/toast";

/**
 * The shell's islands: React roots the browser starts with the first island
 * a page needs (src/runtime/islands.tsx). The rest of the shell (promo bar,
 * header, mobile menu, footer) is prerendered markup whose behaviour is plain
 * script (src/chrome): a page with no island runs no React.
 */
export const shellIslands = {
  booking: () => <BookingHost />,
  toaster: () => <Toaster />,
} as const;

/** Everything around a page: skip link, promo bar, header, <main id="main">, footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { site, data } = useSite();
  return (
    <>
      <GlobalStyles />
      <SkipLink />
      <PromoBar />
      <Header />
      <MobileMenu entries={navEntries(site, data)} />
      <main id="main" tabIndex={-1} css={css`min-height: 60vh;`}>
        {children}
      </main>
      <Footer />
      {site.booking && <FloatingDemoButton label={site.booking.floatingButton.label} />}
      <Island name="booking">{shellIslands.booking()}</Island>
      <Island name="toaster">{shellIslands.toaster()}</Island>
    </>
  );
}
