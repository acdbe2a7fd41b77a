// How the admin pages write dates and numbers: Spanish, in Madrid time.
/** The business is in Madrid: every date an admin page shows (the audit log included) is Madrid time, never UTC. */
export const TIME_ZONE = "Europe/Madrid";
const dateFormat = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE });
const slotFormat = new Intl.DateTimeFormat("es-ES", { weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE });
/** "26 nov 2026, 13:05" in the business's time zone. */
export const spanishDate = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : dateFormat.format(new Date(iso)));
export const spanishSlot = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : slotFormat.format(new Date(iso)));
/** At most `max` characters, cut at a word with an ellipsis. */
export const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, "")}…`);
export const count = (n: number) => n.toLocaleString("es-ES");
