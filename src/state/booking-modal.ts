import { atom, useSetAtom } from "jotai";

export interface BookingModalState {
  open: boolean;
  /** Element that opened the modal; focus returns to it on close. */
  opener: HTMLElement | null;
}

export const bookingModalAtom = atom<BookingModalState>({ open: false, opener: null });

/** Opens the demo booking modal from any call to action. */
export function useOpenBooking() {
  const set = useSetAtom(bookingModalAtom);
  return (opener: HTMLElement | null) => set({ open: true, opener });
}
