import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../../i18n/i18n";
import type { Remaining } from "../../core/promo/countdown";
import { Countdown } from "./PromoBar";

async function label(lang: string, left: Remaining) {
  const i18n = await loadCatalog(lang);
  const { unmount } = render(
    <I18nProvider i18n={i18n}>
      <Countdown left={left} />
    </I18nProvider>,
  );
  const text = screen.getByRole("timer").getAttribute("aria-label");
  unmount();
  return text;
}

describe("promo countdown, as a screen reader hears it", () => {
  it("uses singular and plural units in each language", async () => {
    const left = { days: 1, hours: 2, minutes: 1, seconds: 0, totalMs: 93_660_000, expired: false };
    expect(await label("es", left)).toBe("Termina en 1 día, 2 horas, 1 minuto y 0 segundos");
    expect(await label("en", left)).toBe("Ends in 1 day, 2 hours, 1 minute and 0 seconds");
    expect(await label("fr", left)).toBe("Se termine dans 1 jour, 2 heures, 1 minute et 0 seconde");
    expect(await label("it", left)).toBe("Termina tra 1 giorno, 2 ore, 1 minuto e 0 secondi");
  });
});
