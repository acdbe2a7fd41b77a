// How the admin pages write dates and numbers: Spanish, in Madrid time; a
// demo's start in the business's zone, named.
import { zoneCity } from "../../src/core/booking/zone.ts";
import { madridDate, madridDateTime, madridScheduled, TIME_ZONE } from "../../src/core/format/madrid-date.ts";
export { madridDate };
const slotFormats = new Map<string, Intl.DateTimeFormat>();
const slotFormat = (zone: string) => {
  let f = slotFormats.get(zone);
  if (!f)
    slotFormats.set(
      zone,
      (f = new Intl.DateTimeFormat("es-ES", {
        weekday: "long",
        day: "numeric",
        month: "long",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone: zone,
      })),
    );
  return f;
};
/** "26 nov 2026, 13:05" in the business's time zone: the editor's format too (one helper, src/core). */
export const spanishDate = madridDateTime;
/** A scheduled time with its zone: "26 nov 2026, 09:30 (hora de Madrid)". */
export const spanishScheduled = madridScheduled;
/**
 * A demo's start in the business's zone (the site document's `booking.timeZone`),
 * saying whose time it is: "martes, 24 de noviembre, 10:00 (hora de Madrid)".
 */
export const spanishSlot = (iso: string, zone: string = TIME_ZONE) =>
  Number.isNaN(Date.parse(iso)) ? iso : `${slotFormat(zone).format(new Date(iso))} (hora de ${zoneCity(zone)})`;
/** At most `max` characters, cut at a word with an ellipsis. */
export const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, "")}…`;
export const count = (n: number) => n.toLocaleString("es-ES");
