// The selected day's time slots as a radio group (native radios: arrow keys
// move and select). Loading shows six skeleton cells; none shows the spec's
// message. The list scrolls past 8rem.
import { useLingui } from "@lingui/react/macro";
import type { TimeSlot } from "../core/booking/slots";
import type { SlotsState } from "./useSlots";
import * as s from "./styles";

interface Props {
  state: SlotsState;
  value: TimeSlot | null;
  onChange(slot: TimeSlot): void;
  labelledBy: string;
}

export function SlotPicker({ state, value, onChange, labelledBy }: Props) {
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
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} css={[s.slotGrid, s.slotList]}>
      {state.slots.map((slot) => (
        <label key={slot.startISO} css={s.slotChip}>
          <input
            type="radio"
            name="booking-slot"
            value={slot.startISO}
            checked={value?.startISO === slot.startISO}
            onChange={() => onChange(slot)}
          />
          <span>{slot.label}</span>
        </label>
      ))}
    </div>
  );
}
