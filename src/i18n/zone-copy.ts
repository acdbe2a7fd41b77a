// The words that say whose time a booking time is: the business's zone by
// its city ("10:00 en Madrid") and, when the visitor's zone reads another
// hour, theirs beside it ("03:00 en tu hora"). The times themselves come from
// the pure functions of src/core/booking/zone.ts; only the sentences are here,
// in the Lingui catalogs.
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { timeIn, visitorTime, zoneCity, type VisitorTime } from "../core/booking/zone";

export interface ZoneCopy {
  /** The business's city ("Madrid"). */
  readonly city: string;
  /** The visitor's zone. */
  readonly visitorZone: string;
  /** The visitor's city ("Tokyo"). */
  readonly yourCity: string;
  /** The slot list's heading note: "Hora de Madrid". */
  readonly businessHours: string;
  /** Under the slots while none is chosen, when the visitor's hours differ: what the small times are. */
  readonly legend: string;
  /** The visitor's reading of an instant, or null when it is the business's. */
  visitor(instant: string): VisitorTime | null;
  /** The visitor's time as a chip shows it small: "03:00", with "+1" / "−1" beside it on another day. */
  shift(v: VisitorTime): string;
  /** "10:00 en Madrid". */
  business(instant: string): string;
  /** "10:00 en Madrid · 03:00 en tu hora" (or "10:00 en Madrid" when the visitor's zone reads the same). */
  both(instant: string): string;
  /** "03:00 en tu hora (Tokyo)", for the confirmation (after the visitor's own day). */
  yours(v: VisitorTime): string;
}

export function useZoneCopy(businessTz: string, visitorTz: string): ZoneCopy {
  const { t } = useLingui();
  return useMemo(() => {
    const city = zoneCity(businessTz);
    const yourCity = zoneCity(visitorTz);
    const visitorText = ({ time, dayShift }: VisitorTime) =>
      dayShift > 0 ? t`${time} del día siguiente` : dayShift < 0 ? t`${time} del día anterior` : time;
    return {
      city,
      visitorZone: visitorTz,
      yourCity,
      businessHours: t`Hora de ${city}`,
      legend: t`Horas de ${city}; debajo, la tuya (${yourCity})`,
      visitor: (instant) => visitorTime(instant, businessTz, visitorTz),
      shift: ({ dayShift }) => (dayShift === 0 ? "" : dayShift > 0 ? `+${dayShift}` : `−${-dayShift}`),
      business(instant) {
        const time = timeIn(instant, businessTz);
        return t`${time} en ${city}`;
      },
      both(instant) {
        const time = timeIn(instant, businessTz);
        const v = visitorTime(instant, businessTz, visitorTz);
        if (!v) return t`${time} en ${city}`;
        const yours = visitorText(v);
        return t`${time} en ${city} · ${yours} en tu hora`;
      },
      // The confirmation writes the visitor's day before it: no "del día siguiente" here.
      yours({ time }) {
        return t`${time} en tu hora (${yourCity})`;
      },
    } satisfies ZoneCopy;
  }, [t, businessTz, visitorTz]);
}
