// The selected day's time slots as a radio group (native radios: arrow keys
// move and select). Loading shows six skeleton cells; none shows the spec's
// message. The list scrolls past 8rem. Each chip is the business's hour; a
// visitor whose zone reads another hour sees theirs under it, and the line
// under the list says whose is whose ("10:00 en Madrid · 03:00 en tu hora").
import { useLingui } from "@lingui/react/macro";
import type { TimeSlot } from "../core/booking/slots";
import type { SlotsState } from "./useSlots";
import type { ZoneCopy } from "../i18n/zone-copy";
import * as s from "./styles";

interface Props {
  state: SlotsState;
  value: TimeSlot | null;
  onChange(slot: TimeSlot): void;
  labelledBy: string;
  zones: ZoneCopy;
}

export function SlotPicker({ state, value, onChange, labelledBy, zones }: Props) {
  const { t } = useLingui();
  if (state.status === "idle") return <p css={s.slotHint}>{t`Elige un día para ver las horas disponibles.`}</p>;
  if (state.status === "loading") {
    return (
      <div css={s.slotGrid} aria-busy="true" data-testid="slot-skeleton">
        <span className="visually-hidden" role="status">{t`Cargando horarios…`}</span>
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} css={s.skeletonCell} aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (state.slots.length === 0) {
    return (
      <p css={s.slotEmpty} role="status">
        {t`No hay horarios disponibles para esta fecha`}
      </p>
    );
  }
  // Whether this day's hours read differently for the visitor (never for a visitor in the business's zone).
  const differs = state.slots.some((slot) => zones.visitor(slot.startISO) !== null);
  return (
    <>
      <div role="radiogroup" aria-labelledby={labelledBy} css={[s.slotGrid, s.slotList]}>
        {state.slots.map((slot) => {
          const yours = differs ? zones.visitor(slot.startISO) : null;
          return (
            <label key={slot.startISO} css={s.slotChip}>
              <input
                type="radio"
                name="booking-slot"
                value={slot.startISO}
                checked={value?.startISO === slot.startISO}
                onChange={() => onChange(slot)}
                aria-label={differs ? zones.both(slot.startISO) : undefined}
              />
              <span>
                {slot.label}
                {yours && (
                  <small css={s.slotYours} data-testid="slot-yours" aria-hidden="true">
                    {yours.time}
                    {yours.dayShift !== 0 && <sup>{zones.shift(yours)}</sup>}
                  </small>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {differs && (
        <p css={s.slotSummary} data-testid="slot-summary" aria-live="polite">
          {value && state.slots.some((x) => x.startISO === value.startISO) ? zones.both(value.startISO) : zones.legend}
        </p>
      )}
    </>
  );
}
