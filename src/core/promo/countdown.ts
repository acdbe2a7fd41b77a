// The promo banner's countdown as pure functions of a clock value: where the
// end date comes from (stored on the first visit, spec §4), how much time is
// left, and when the banner turns urgent. Storage lives in ./storage.ts.

export const MS_PER_SECOND = 1000;
export const MS_PER_MINUTE = 60 * MS_PER_SECOND;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
export const MS_PER_DAY = 24 * MS_PER_HOUR;

export interface Remaining {
  /** Milliseconds left, never negative. */
  totalMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  expired: boolean;
}

/**
 * Reads a stored end date. Accepts epoch milliseconds or an ISO date string;
 * anything else (empty, garbage, NaN, a date absurdly far away) is `null`,
 * so the caller treats the visit as a first visit.
 */
export function parseStoredEnd(raw: string | null | undefined, now: number, maxDays = 366): number | null {
  if (raw == null) return null;
  const text = raw.trim();
  if (!text) return null;
  const value = /^\d+$/.test(text)
    ? Number(text)
    : /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(text)
      ? Date.parse(text)
      : NaN;
  if (!Number.isFinite(value) || value <= 0) return null;
  if (value - now > maxDays * MS_PER_DAY) return null;
  return value;
}

/** The end date a first visit gets: `days` from now. */
export const firstVisitEnd = (now: number, days: number): number => now + days * MS_PER_DAY;

/** Splits the time left into whole days, hours, minutes and seconds (rounded down). */
export function remaining(end: number, now: number): Remaining {
  const totalMs = Math.max(0, end - now);
  const totalSeconds = Math.floor(totalMs / MS_PER_SECOND);
  return {
    totalMs,
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    expired: totalMs <= 0,
  };
}

/** Under `urgentMinutes` left (and not over yet): the banner vibrates. */
export const isUrgent = (left: Remaining, urgentMinutes: number): boolean =>
  !left.expired && left.totalMs < urgentMinutes * MS_PER_MINUTE;

/** Two digits for a countdown cell: 7 → "07". */
export const pad2 = (n: number): string => String(Math.max(0, Math.floor(n))).padStart(2, "0");
