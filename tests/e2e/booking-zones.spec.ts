// The booking modal for visitors in other time zones (issue 36): the hours are
// the business's (booking.timeZone: Madrid), named as Madrid's, with the
// visitor's own time beside them; the confirmation, the calendar links and
// the .ics agree on the instant. One page load per zone, at the phone's width
// (nothing here depends on it). The slots come from the in-page stand-in,
// which applies the server's rules (src/core/booking/slots.ts); the real
// server, in UTC, is booked in leads.spec.ts.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./test.ts";
import { standInBookingApi } from "./booking-api-stand-in.ts";

const PAGE = "/politica-de-privacidad";
// Tuesday 24 November 2026, 09:30 in Madrid: today's slots start at 12:00 (the 2-hour margin).
const NOW = new Date("2026-11-24T09:30:00+01:00");

const dialog = (page: Page) => page.getByRole("dialog", { name: "Agenda tu demo gratuita" });
const slots = (page: Page) => dialog(page).getByRole("radiogroup", { name: "Horas disponibles" }).getByRole("radio");

interface Visitor {
  zone: string;
  city: string;
  /** The visitor's time of 12:00 and of 19:00 in Madrid on Tuesday 24, as the chips show them. */
  noon: string;
  seven: string;
  /** The slot the visitor books (a Madrid hour) and the confirmation's second line. */
  book: string;
  yours: string;
  summary: string;
}

const VISITORS: Visitor[] = [
  // One hour behind Madrid.
  {
    zone: "Atlantic/Canary",
    city: "Canary",
    noon: "11:00",
    seven: "18:00",
    book: "12:00",
    summary: "12:00 en Madrid · 11:00 en tu hora",
    yours: "Martes, 24 de noviembre · 11:00 en tu hora (Canary)",
  },
  // Seven hours behind (no daylight saving since 2022).
  {
    zone: "America/Mexico_City",
    city: "Mexico City",
    noon: "05:00",
    seven: "12:00",
    book: "12:00",
    summary: "12:00 en Madrid · 05:00 en tu hora",
    yours: "Martes, 24 de noviembre · 05:00 en tu hora (Mexico City)",
  },
  // Eight hours ahead: Madrid's evening is Tokyo's next morning.
  {
    zone: "Asia/Tokyo",
    city: "Tokyo",
    noon: "20:00",
    seven: "03:00+1",
    book: "19:00",
    summary: "19:00 en Madrid · 03:00 del día siguiente en tu hora",
    yours: "Miércoles, 25 de noviembre · 03:00 en tu hora (Tokyo)",
  },
];

for (const visitor of VISITORS) {
  test.describe(`booking modal from ${visitor.zone}`, () => {
    test.use({ timezoneId: visitor.zone });
    test.beforeEach(async ({ page }) => {
      await page.clock.install({ time: NOW });
      await standInBookingApi(page, NOW);
    });

    test(`Madrid's hours with the visitor's beside them; the confirmation, the calendar links and the .ics agree`, async ({
      page,
    }) => {
      await page.goto(PAGE);
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(visitor.zone);
      await page.getByRole("button", { name: "Demo gratis" }).click();
      await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
      await expect(dialog(page).getByTestId("slot-zone")).toHaveText("Hora de Madrid");

      // Madrid's today, whatever the visitor's calendar says.
      await expect(dialog(page).locator('[aria-current="date"]')).toHaveAttribute("data-date", "2026-11-24");
      await dialog(page).locator('[data-date="2026-11-24"]').click();
      await expect(slots(page).first()).toBeVisible();
      const chips = dialog(page).locator('[role="radiogroup"] label');
      await expect(chips.first()).toHaveText(`12:00${visitor.noon}`);
      await expect(chips.last()).toHaveText(`19:00${visitor.seven}`);
      await expect(dialog(page).getByTestId("slot-summary")).toHaveText(
        `Horas de Madrid; debajo, la tuya (${visitor.city})`,
      );

      const slot = dialog(page).getByRole("radio", { name: new RegExp(`^${visitor.book} en Madrid`) });
      await expect(slot).toHaveAccessibleName(visitor.summary);
      const startISO = (await slot.getAttribute("value")) ?? "";
      expect(startISO).toBe(new Date(`2026-11-24T${visitor.book}:00+01:00`).toISOString());
      await slot.check();
      await expect(dialog(page).getByTestId("slot-summary")).toHaveText(visitor.summary);

      await dialog(page).getByRole("button", { name: "Siguiente", exact: true }).click();
      await page.getByLabel("Nombre", { exact: true }).fill("Ana García");
      await page.getByLabel("Email", { exact: true }).fill("ana@example.com");
      await page.getByLabel("Teléfono", { exact: true }).fill("612345678");
      await page.getByRole("checkbox", { name: "Acepto la política de privacidad" }).check();
      await dialog(page).getByRole("button", { name: "Confirmar cita" }).click();
      await expect(dialog(page).getByRole("heading", { name: "Cita confirmada" })).toBeVisible();

      await expect(dialog(page).getByTestId("booking-when")).toHaveText(
        `Martes, 24 de noviembre · ${visitor.book} en Madrid`,
      );
      await expect(dialog(page).getByTestId("booking-when-yours")).toHaveText(visitor.yours);
      const utc = startISO.replace(/[-:]/g, "").replace(/\.000Z$/, "Z");
      const google = new URL(
        (await dialog(page).getByRole("link", { name: "Google Calendar" }).getAttribute("href")) ?? "",
      );
      expect(google.searchParams.get("dates")?.split("/")[0]).toBe(utc);
      expect(google.searchParams.get("ctz")).toBe("Europe/Madrid");
      expect(google.searchParams.get("details")).toContain(
        `Hora de la cita: ${visitor.book} en Madrid (Europe/Madrid)`,
      );
      const outlook = new URL((await dialog(page).getByRole("link", { name: "Outlook" }).getAttribute("href")) ?? "");
      expect(outlook.searchParams.get("startdt")).toBe(startISO.replace(/\.000Z$/, "Z"));
      // The .ics: the instant in UTC, Madrid's hour in words.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        dialog(page).getByRole("link", { name: "Descargar .ics" }).click(),
      ]);
      const ics = await readFile((await download.path())!, "utf8");
      expect(ics).toContain(`DTSTART:${utc}\r\n`);
      expect(ics.replace(/\r\n /g, "")).toContain(`Hora de la cita: ${visitor.book} en Madrid (Europe/Madrid)`);
    });
  });
}
