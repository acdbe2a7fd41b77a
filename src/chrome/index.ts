// The site chrome's behaviour in the browser, as plain script: the promo bar,
// the header's menus, the mobile menu, the theme toggle, the language links,
// the floating demo button, the calls to action that open the booking modal,
// 'Volver atrás' links, and behaviours of static sections (counters that
// count up, the logo strip's pause button, the not-found notice's log). Their markup is prerendered by React
// (src/layout) and never hydrated, so a page whose sections are all static
// runs no React at all.
import { startBookingOpeners } from "./booking-openers";
import { startCountUps } from "./count-up";
import { startFloatingDemo } from "./floating-demo";
import { startLanguageLinks } from "./language";
import { startMarquees } from "./marquee";
import { startMenus } from "./menus";
import { startMobileMenu } from "./mobile-menu";
import { startPromo } from "./promo";
import { startThemeToggles } from "./theme";

export function startChrome({ openBooking }: { openBooking: (opener: HTMLElement) => void }): void {
  startPromo();
  startMenus();
  startMobileMenu();
  startThemeToggles();
  startLanguageLinks();
  startFloatingDemo(openBooking);
  startBookingOpeners(openBooking);
  startCountUps();
  startMarquees();
  // Only the not-found pages have these: their few lines load there alone.
  if (document.querySelector("a[data-back], [data-log-not-found]")) {
    void import("./back-links").then((m) => m.startBackLinks());
    void import("./not-found-log").then((m) => m.logNotFound());
  }
  // Said on <html> for whoever waits for it (the browser tests): the chrome's controls answer from now on.
  document.documentElement.dataset.chrome = "ready";
}
