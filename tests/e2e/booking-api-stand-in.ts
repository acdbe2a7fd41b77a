// The booking modal's UI tests run with the browser's clock set to a fixed
// Tuesday morning, which the real server's clock is not; and each books
// "the first slot", which a real store gives once. So these tests answer
// /api/slots and /api/bookings in the page with the same rules the server
// applies (src/core/booking/slots.ts, one booking per slot) and the
// simulated latency the modal had (slots 600 ms, booking 1 s). The real
// server's slots and bookings are covered by leads-admin.spec.ts and
// server/api.test.ts.
import type { Page } from "@playwright/test";
import { businessDays, generateSlots } from "../../src/core/booking/slots.ts";

const TIME_ZONE = "Europe/Madrid";

export async function standInBookingApi(page: Page, now: Date): Promise<void> {
  const booked = new Set<string>();
  const started = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - started));
  await page.route("**/api/slots?*", async (route) => {
    const url = new URL(route.request().url());
    // The business's day (the site's booking.timeZone, Madrid), whatever the browser's or this process's zone.
    const date = url.searchParams.get("date");
    const days = date
      ? [date]
      : businessDays(
          new Date(url.searchParams.get("start") ?? ""),
          new Date(url.searchParams.get("end") ?? ""),
          TIME_ZONE,
        );
    await new Promise((r) => setTimeout(r, 600));
    const slots = days
      .flatMap((day) => generateSlots(day, clock(), { timeZone: TIME_ZONE }))
      .filter((s) => !booked.has(s.startISO));
    await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(slots) });
  });
  await page.route("**/api/bookings", async (route) => {
    const body = route.request().postDataJSON() as { slot: { startISO: string } };
    await new Promise((r) => setTimeout(r, 1000));
    if (booked.has(body.slot.startISO))
      return route.fulfill({ status: 409, contentType: "application/json", body: '{"error":"slot_taken"}' });
    booked.add(body.slot.startISO);
    await route.fulfill({
      status: 201,
      contentType: "application/json",
      body: JSON.stringify({ eventId: `evt_${booked.size}`, meetUrl: "https://mesalia.com/contact" }),
    });
  });
}
