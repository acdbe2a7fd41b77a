// Dates of the publishing UI are shown and typed in Europe/Madrid, stored in
// UTC (issue 24), whatever the browser's own zone. Instants are written as
// everywhere in /admin (src/core/format/madrid-date.ts).
import { madridDateTime } from "../../core/format/madrid-date";

export { madridDateTime, madridScheduled } from "../../core/format/madrid-date";
const ZONE = "Europe/Madrid";

const parts = (utcMs: number) => {
  const out: Record<string, number> = {};
  for (const p of new Intl.DateTimeFormat("en-GB", {
    timeZone: ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(utcMs)) {
    if (p.type !== "literal") out[p.type] = Number(p.value);
  }
  return out as { year: number; month: number; day: number; hour: number; minute: number; second: number };
};

/** Madrid's offset from UTC at that instant, in ms (3600000 in winter, 7200000 in summer). */
const offsetAt = (utcMs: number) => {
  const p = parts(utcMs);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - (utcMs - (utcMs % 1000));
};

/** "2026-11-26T10:00" read as Madrid's wall clock → the UTC instant (ISO 8601), or undefined. */
export function madridToUtc(local: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return undefined;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  let utc = wall - offsetAt(wall);
  utc = wall - offsetAt(utc);
  return new Date(utc).toISOString();
}

/** A UTC instant as Madrid's "10:42". */
export const madridTime = (iso: string) => madridDateTime(iso).slice(-5);

/** The value of a datetime-local input for an instant, in Madrid's wall clock. */
export function utcToMadridInput(iso: string): string {
  const p = parts(Date.parse(iso));
  const two = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}
