import { atom } from "jotai";

export interface BookingModalState {
  open: boolean;
  /** Element that opened the modal; focus returns to it on close. */
  opener: HTMLElement | null;
}

export const bookingModalAtom = atom<BookingModalState>({ open: false, opener: null });
