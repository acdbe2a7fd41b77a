// When a scheduled section shows (a section's `schedule`: schema/defs/section-common.schema.json).
// Its times are written as Madrid wall-clock times ("2026-11-30T23:59"), as a
// marketer reads them on a calendar, or as instants with an offset. The window
// is [from, until): shown from `from` on, gone at `until`. Node-safe: the build
// marks the sections with it, the server cuts them out, validate and the editor
// read it.
import { DEFAULT_TIME_ZONE, instantOf } from "../booking/zone.ts";

export interface SectionSchedule {
  from?: string;
  until?: string;
}

/** A schedule as instants (ms since the epoch); an end left out is open. */
export interface ShownWindow {
  from?: number;
  until?: number;
}

const WALL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant a schedule time names, or null for one that is no date
 * ("2026-02-30T10:00", "25:00"). A wall time is read in `zone`: across the
 * spring change a time that does not exist (02:30 on the last Sunday of
 * March) is the instant an hour later on the clock (03:30), and in the autumn
 * a time that happens twice (02:30 on the last Sunday of October) is its second
 * one, winter time: what @date-fns/tz's offsets give (src/core/booking/zone.ts).
 */
export function scheduleInstant(text: string, zone = DEFAULT_TIME_ZONE): number | null {
  if (WITH_OFFSET.test(text)) {
    const ms = Date.parse(text);
    if (Number.isNaN(ms)) return null;
    // The date must read back as written at its offset: Date.parse may roll 2026-02-30 over to March 2nd.
    const offset = /(Z|[+-]\d{2}:\d{2})$/.exec(text)![1]!;
    const minutes =
      offset === "Z"
        ? 0
        : (offset.startsWith("-") ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
    return new Date(ms + minutes * 60_000).toISOString().slice(0, 16) === text.slice(0, 16) ? ms : null;
  }
  const wall = WALL.exec(text);
  if (!wall) return null;
  const seconds = Number(wall[3] ?? 0);
  const start = seconds > 59 ? null : instantOf(wall[1]!, wall[2]!, zone);
  return start ? start.getTime() + seconds * 1000 : null;
}

/** A section's window as instants; a time that is no date leaves that end open (validate reports it). */
export function shownWindow(schedule: SectionSchedule | undefined, zone = DEFAULT_TIME_ZONE): ShownWindow {
  const from = schedule?.from === undefined ? null : scheduleInstant(schedule.from, zone);
  const until = schedule?.until === undefined ? null : scheduleInstant(schedule.until, zone);
  return { ...(from !== null ? { from } : {}), ...(until !== null ? { until } : {}) };
}

/** Whether a section with this window shows at `now`: from `from` (included) until `until` (excluded). */
export const isShownAt = (window: ShownWindow, now: number): boolean =>
  (window.from === undefined || now >= window.from) && (window.until === undefined || now < window.until);

/** The first moment after `now` at which one of `windows` starts or ends, or undefined when none is left. */
export function nextChange(windows: readonly ShownWindow[], now: number): number | undefined {
  let next: number | undefined;
  for (const w of windows)
    for (const at of [w.from, w.until])
      if (at !== undefined && at > now && (next === undefined || at < next)) next = at;
  return next;
}

/** What is wrong with a schedule, if anything: an end that is no date, or `until` not after `from`. */
export type ScheduleProblem =
  | { kind: "not-a-date"; end: "from" | "until"; value: string }
  | { kind: "until-not-after-from"; from: string; until: string };

export function scheduleProblems(schedule: SectionSchedule, zone = DEFAULT_TIME_ZONE): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  for (const end of ["from", "until"] as const) {
    const value = schedule[end];
    // Text of another shape is the schema's to report (its pattern), once.
    if (
      typeof value === "string" &&
      (WALL.test(value) || WITH_OFFSET.test(value)) &&
      scheduleInstant(value, zone) === null
    )
      problems.push({ kind: "not-a-date", end, value });
  }
  const { from, until } = shownWindow(schedule, zone);
  if (from !== undefined && until !== undefined && until <= from)
    problems.push({ kind: "until-not-after-from", from: schedule.from!, until: schedule.until! });
  return problems;
}
