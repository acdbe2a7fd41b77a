// "Historial" by day (Madrid's calendar), each version with its time and the
// person: what a marketer scans for ("what did Ana change on Tuesday?").
import { utcToMadridInput } from "./madrid-time";

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
export const madridDay = (iso: string) => utcToMadridInput(iso).slice(0, 10);

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

/** What a version changed, said by its fields' labels: the first few, then how many more. */
export function changedFields(labels: readonly string[], named = 3): string {
  if (labels.length === 0) return "Sin cambios en los campos";
  const shown = labels.slice(0, named).join(", ");
  const rest = labels.length - named;
  return rest > 0 ? `${shown} y ${rest === 1 ? "1 campo más" : `${rest} campos más`}` : shown;
}
