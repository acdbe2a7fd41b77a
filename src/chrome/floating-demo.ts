// The floating 'Demo gratis' button, without React: a copy of its prerendered
// <template> (src/booking/FloatingDemoButton.tsx) goes on the page, hidden
// while a primary call to action is at least half in view or the booking
// modal is open (the modal announces itself with a "booking-modal" event).
// A press opens the modal, whose code (React) loads then.
import { watchPrimaryCta } from "./primary-cta";

/** The booking modal announces when it opens and closes (src/booking/BookingHost.tsx). */
export const BOOKING_MODAL_EVENT = "booking-modal";

export function startFloatingDemo(openBooking: (opener: HTMLElement) => void, root: ParentNode = document): void {
  const template = root.querySelector<HTMLTemplateElement>("template[data-floating-demo-template]");
  const button = template?.content.firstElementChild?.cloneNode(true);
  if (!(button instanceof HTMLButtonElement)) return;
  document.body.append(button);
  // Until the first measurement, as if a call to action were in view: nothing pops up.
  let ctaInView = true;
  let modalOpen = false;
  const update = () => {
    const hidden = ctaInView || modalOpen;
    button.toggleAttribute("data-hidden", hidden);
    button.inert = hidden;
    if (hidden) {
      button.setAttribute("aria-hidden", "true");
      button.tabIndex = -1;
    } else {
      button.removeAttribute("aria-hidden");
      button.removeAttribute("tabindex");
    }
  };
  watchPrimaryCta((inView) => {
    ctaInView = inView;
    update();
  });
  window.addEventListener(BOOKING_MODAL_EVENT, (event) => {
    modalOpen = (event as CustomEvent<{ open: boolean }>).detail.open;
    update();
  });
  button.addEventListener("click", () => openBooking(button));
}
