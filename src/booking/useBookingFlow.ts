// The booking modal's state: the session fields (restored from and saved to
// sessionStorage on every change), step-2 errors, the submit status and the
// confirmation. Rules live in src/core/booking; this only wires them to React.
import { addMinutes } from "date-fns";
import { useEffect, useRef, useState } from "react";
import {
  BookingRefusedError,
  SlotTakenError,
  validateBookingContact,
  type BookingConfirmation,
  type BookingContactErrors,
  type BookingProvider,
} from "../core/booking/booking";
import { defaultCountryFromLanguages } from "../core/booking/countries";
import { internationalPhone } from "../core/booking/phone";
import {
  clearSession,
  createEmptySession,
  loadSession,
  saveSession,
  type BookingSession,
} from "../core/booking/session";
import { DEFAULT_TIME_ZONE } from "../core/booking/zone";
import { isBookableDate, type TimeSlot } from "../core/booking/slots";

export type Field = "name" | "email" | "phone" | "restaurant" | "acceptedPrivacy" | "acceptedMarketing";
export type Status = "editing" | "submitting" | "confirmed";

const storage = () => {
  try {
    return window.sessionStorage;
  } catch (error) {
    console.warn("[booking] session storage is not available; progress will not be kept", error);
    return undefined; // blocked storage: the flow works, it just does not persist
  }
};

/** Saved progress, minus what the clock has made stale (a past day of the business, a slot now too close). */
export function restoreSession(
  key: string,
  now: Date,
  languages: readonly string[],
  timeZone: string = DEFAULT_TIME_ZONE,
): BookingSession {
  const saved = loadSession(storage(), key) ?? createEmptySession(defaultCountryFromLanguages(languages));
  if (!saved.selectedDate || !isBookableDate(saved.selectedDate, now, timeZone))
    return { ...saved, selectedDate: null, selectedSlot: null, currentStep: 1 };
  const slot = saved.selectedSlot;
  if (slot && new Date(slot.startISO) < addMinutes(now, 120)) return { ...saved, selectedSlot: null, currentStep: 1 };
  if (!slot) return { ...saved, currentStep: 1 };
  return saved;
}

export function useBookingFlow(sessionKey: string, provider: BookingProvider, timeZone: string = DEFAULT_TIME_ZONE) {
  const [session, setSession] = useState(() =>
    restoreSession(sessionKey, new Date(), navigator.languages ?? [navigator.language], timeZone),
  );
  const [errors, setErrors] = useState<BookingContactErrors>({});
  const [status, setStatus] = useState<Status>("editing");
  const [confirmation, setConfirmation] = useState<(BookingConfirmation & { slot: TimeSlot }) | null>(null);
  // Bumped when the server says the slot was just taken: the slots reload.
  const [taken, setTaken] = useState(0);
  // What the server said when it refused (too many bookings or tries), shown on the contact step.
  const [refusal, setRefusal] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // Saved on every change until the booking is confirmed.
  useEffect(() => {
    if (status !== "confirmed") saveSession(storage(), sessionKey, session);
  }, [session, status, sessionKey]);

  const update = (patch: Partial<BookingSession>) => setSession((s) => ({ ...s, ...patch }));

  return {
    session,
    errors,
    status,
    confirmation,
    /** Sets a contact field; editing a field clears its error. */
    setField(field: Field, value: string | boolean) {
      update({ [field]: value });
      if (field in errors) setErrors(({ [field as keyof BookingContactErrors]: _cleared, ...rest }) => rest);
    },
    setCountry: (selectedCountry: string) => update({ selectedCountry }),
    selectDate: (selectedDate: string) =>
      update(selectedDate === session.selectedDate ? {} : { selectedDate, selectedSlot: null }),
    /** How many times a chosen slot turned out taken (0: never); the slot list reloads on each. */
    taken,
    /** The server's reason for refusing the last booking, in the visitor's language. */
    refusal,
    selectSlot: (selectedSlot: TimeSlot | null) => update({ selectedSlot }),
    goTo: (currentStep: 1 | 2) => update({ currentStep }),
    /** Validates, then books (never retried). Resolves to the first invalid field, if any. */
    async submit(): Promise<keyof BookingContactErrors | "slot" | null> {
      if (status !== "editing") return null;
      // Checked as it is sent: the phone in its international form, by its country.
      const found = validateBookingContact({
        ...session,
        phone: session.phone.trim() ? internationalPhone(session.selectedCountry, session.phone) : "",
      });
      setErrors(found);
      const first = (["name", "email", "phone", "restaurant", "acceptedPrivacy"] as const).find((f) => found[f]);
      if (first) return first;
      const slot = session.selectedSlot;
      if (!slot) return "slot";
      setStatus("submitting");
      setRefusal(null);
      try {
        const result = await provider.book({
          name: session.name.trim(),
          email: session.email.trim(),
          phone: internationalPhone(session.selectedCountry, session.phone),
          restaurant: session.restaurant.trim() || undefined,
          slot: { startISO: slot.startISO, label: slot.label },
          acceptedPrivacy: session.acceptedPrivacy,
          acceptedMarketing: session.acceptedMarketing,
        });
        // Booked: the saved progress goes at once, so a reload during the
        // countdown, or a close while confirming, never offers this slot again.
        clearSession(storage(), sessionKey);
        if (!alive.current) return null;
        setConfirmation({ ...result, slot });
        setStatus("confirmed");
      } catch (error) {
        if (error instanceof SlotTakenError) {
          // Someone else booked it meanwhile: back to the day's slots (reloaded),
          // everything typed kept, and the modal says why.
          if (!alive.current) return null;
          setTaken((n) => n + 1);
          update({ selectedSlot: null, currentStep: 1 });
          setStatus("editing");
          return "slot";
        }
        if (error instanceof BookingRefusedError) {
          if (alive.current) {
            setRefusal(error.reason);
            setStatus("editing");
          }
          return null;
        }
        // Other failures are logged only: the visitor stays on step 2 with everything typed.
        console.error("[booking] booking failed", error);
        if (alive.current) setStatus("editing");
      }
      return null;
    },
  };
}

export type BookingFlow = ReturnType<typeof useBookingFlow>;

/** Forgets the saved progress (after a confirmed booking is closed). */
export const forgetSession = (key: string) => clearSession(storage(), key);
