// Issue 44: the inline demo form's date field refuses days before today
// before the form's code has arrived. The page is prerendered and the form
// hydrates on the visitor's intent, so a visitor who opened the date picker
// early could pick a past day. Here no module script ever loads (every .js
// request is aborted): what sets `min` is the page's own inline script, in
// the business's zone (booking.timeZone, Europe/Madrid), whatever the
// visitor's. The moment is 30 November, 23:30 UTC: already 1 December in
// Madrid, still 30 November in New York and in UTC.
import { expect, test } from "./test.ts";

test.use({ timezoneId: "America/New_York" });

for (const path of ["/agendar-demo", "/"]) {
  test(`${path}: the demo form's date field starts at today in Madrid with no module script loaded`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2026-11-30T23:30:00Z"));
    const blocked: string[] = [];
    await page.route(/\.m?js(\?.*)?$/, (route) => {
      blocked.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    const refused: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && /Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    await page.goto(path);
    const date = page.locator("#booking-demo").getByLabel("Fecha");
    await expect(date).toHaveAttribute("type", "date");
    await expect(date).toHaveAttribute("min", "2026-12-01");
    // No script of the app ran: the page's own code was asked for and refused, and the CSP allowed the inline one.
    expect(blocked.length).toBeGreaterThan(0);
    expect(refused).toEqual([]);
  });
}
