// "Historial" by day (Madrid's calendar), each version with its time and the
// person: what a marketer scans for ("what did Ana change on Tuesday?").
import { madridDateTime } from "./madrid-time";

export interface DayGroup<T> {
  /** "2026-11-27": the day's key in Madrid. */
  day: string;
  /** "Hoy", "Ayer", or "jueves, 26 de noviembre de 2026". */
  label: string;
  items: T[];
}

const LONG = new Intl.DateTimeFormat("es-ES", {
  timeZone: "Europe/Madrid",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** Madrid's calendar day of an instant, as "2026-11-27". */
export const madridDay = (iso: string) => {
  const [date] = madridDateTime(iso).split(" ");
  const [d, m, y] = date!.split("/");
  return `${y}-${m}-${d}`;
};

/** `items` (newest first) in groups of one Madrid day, labelled against `now`. */
export function byMadridDay<T extends { date: string }>(items: readonly T[], now: Date): Array<DayGroup<T>> {
  const today = madridDay(now.toISOString());
  const yesterday = madridDay(new Date(now.getTime() - 86_400_000).toISOString());
  const groups: Array<DayGroup<T>> = [];
  for (const item of items) {
    const day = madridDay(item.date);
    let group = groups[groups.length - 1];
    if (group?.day !== day) {
      const label = day === today ? "Hoy" : day === yesterday ? "Ayer" : LONG.format(new Date(item.date));
      groups.push((group = { day, label, items: [] }));
    }
    group.items.push(item);
  }
  return groups;
}

/** A commit subject without its leading «person» when that is its author (the row names them already). */
export const withoutAuthor = (message: string, author: string) =>
  message.startsWith(`«${author}» `) ? message.slice(author.length + 3) : message;
