// What the editor says of a section's schedule (issue 43): «Se muestra desde
// 27 nov 2026, 00:00 hasta 30 nov 2026, 23:59 (hora de Madrid)», on the
// section's line in the outline and under its «Desde» and «Hasta» fields.
import { madridDateTime } from "../core/format/madrid-date.ts";
import { scheduleInstant, type SectionSchedule } from "../core/schedule/section-window.ts";
import { copy } from "./copy.ts";

/** A schedule time in Madrid's words, or undefined for one that is no date (validate says why). */
export function scheduleTimeText(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const at = scheduleInstant(value);
  return at === null ? undefined : madridDateTime(new Date(at).toISOString());
}

/** The sentence for a section's schedule, or undefined without one (or with no readable end). */
export function scheduleNote(schedule: unknown): string | undefined {
  if (!schedule || typeof schedule !== "object") return undefined;
  const { from, until } = schedule as SectionSchedule;
  const [start, end] = [scheduleTimeText(from), scheduleTimeText(until)];
  if (start && end) return copy.shownFromUntil(start, end);
  if (start) return copy.shownFrom(start);
  if (end) return copy.shownUntil(end);
  return undefined;
}
