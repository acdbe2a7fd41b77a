// The one way /admin and the editor write an instant (issue 41: the editor wrote
// "26/11/2026 10:42", /admin "26 nov 2026, 10:42", the mails a third form): in
// Spanish, in Madrid time whatever the browser's or server's zone, as
// "26 nov 2026, 10:42"; a scheduled time also says whose time it is.
// Node-safe: the server's views and mails and the editor both use it.

/** The business is in Madrid: every date an admin page or the editor shows is Madrid time, never UTC. */
export const TIME_ZONE = "Europe/Madrid";

const FORMAT = new Intl.DateTimeFormat("es-ES", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: TIME_ZONE,
});

/** "26 nov 2026, 10:42" (Madrid); text that is no date is given back as it is. */
export const madridDateTime = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : FORMAT.format(new Date(iso)));

/** A scheduled time, with its zone: "26 nov 2026, 09:30 (hora de Madrid)". */
export const madridScheduled = (iso: string) => `${madridDateTime(iso)} (hora de Madrid)`;

const DAY = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE });

/**
 * A day in the same words, "6 dic 2026": an instant's day in Madrid, or a calendar day
 * ("2026-12-06", as the A/B results count them) as it is.
 */
export function madridDate(dayOrIso: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(dayOrIso) ? `${dayOrIso}T12:00:00Z` : dayOrIso;
  return Number.isNaN(Date.parse(day)) ? dayOrIso : DAY.format(new Date(day));
}
