// The business's time zone, from the site document's `booking.timeZone`
// (default Europe/Madrid): the demo slots' days and hours, the booking rules
// and the times /admin and the notifications show are that zone's. The
// process's TZ plays no part.
import { readFileSync } from "node:fs";
import { businessZone } from "../src/core/booking/zone.ts";

/** The zone a parsed site document names for its bookings. */
export function siteTimeZone(site: Record<string, unknown> | undefined): string {
  return businessZone(site?.booking as { timeZone?: string } | undefined);
}

/** The zone of a site document on disk, read once (a server without publishing serves one version). */
export function siteFileTimeZone(siteFile: string): () => string {
  let zone: string;
  try {
    zone = siteTimeZone(JSON.parse(readFileSync(siteFile, "utf8")) as Record<string, unknown>);
  } catch {
    zone = businessZone(undefined);
  }
  return () => zone;
}
