// Slots of the chosen day through the configured provider: retried up to 3
// times, a stale answer (another day chosen meanwhile) is dropped, a final
// failure is logged and reads as an empty list.
import { useEffect, useState } from "react";
import { loadSlotsForDay, SLOT_LOOKUP_RETRIES, type SlotProvider, type TimeSlot } from "../core/booking/slots";

export type SlotsState = { status: "idle" } | { status: "loading" } | { status: "ready"; slots: TimeSlot[] };

/** Slots of `isoDate`, a calendar day of the business; `reload` changes to look the same day up again (a slot was just taken). */
export function useSlots(provider: SlotProvider, isoDate: string | null, reload = 0): SlotsState {
  const [state, setState] = useState<SlotsState & { date?: string }>({ status: "idle" });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` is the trigger to look the same day up again
  useEffect(() => {
    const day = isoDate && /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? isoDate : null;
    if (!day) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    loadSlotsForDay(provider, day, SLOT_LOOKUP_RETRIES, {
      signal: controller.signal,
      backoffMs: (attempt) => 250 * attempt,
    })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("[booking] slot lookup failed", error);
        return [];
      })
      .then((slots) => {
        if (!controller.signal.aborted) setState({ status: "ready", slots });
      });
    return () => controller.abort();
  }, [provider, isoDate, reload]);
  return state;
}
