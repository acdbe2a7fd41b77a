// Calls to action that open the demo booking modal ([data-open-booking],
// src/components/Cta.tsx), without React in the section: a press opens the
// modal (its code, React, loads then); focus returns to the button when it
// closes. A link's href stays the no-JS fallback.
export function startBookingOpeners(
  openBooking: (opener: HTMLElement) => void,
  root: Document | Element = document,
): void {
  root.addEventListener("click", (event) => {
    const opener = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-open-booking]") : null;
    if (!opener || event.defaultPrevented) return;
    const mouse = event as MouseEvent;
    if (mouse.button > 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
    event.preventDefault();
    openBooking(opener);
  });
}
