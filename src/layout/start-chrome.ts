// The site chrome's behaviour in the browser, as plain script: the promo bar,
// the header's menus, the mobile menu, the theme toggle, the language links,
// the floating demo button, the calls to action that open the booking modal,
// 'Volver atrás' links, and behaviours of static sections (counters that
// count up, the logo strip's pause button, the not-found notice's log). Their markup is prerendered by React
// (src/layout) and never hydrated, so a page whose sections are all static
// runs no React at all. Each header widget and the promo bar keep markup,
// styles, script and attribute names together (src/layout/header, src/layout/promo);
// the behaviours sections and links share are in src/chrome.
import { startBookingOpeners } from "../chrome/booking-openers";
import { startCountUps } from "../chrome/count-up";
import { startFloatingDemo } from "../chrome/floating-demo";
import { startLanguageLinks } from "../chrome/language";
import { startMarquees } from "../chrome/marquee";
import { startMenus } from "./header/menus";
import { startMobileMenu } from "./header/mobile-menu";
import { startPromo } from "./promo/promo";
import { startThemeToggles } from "./header/theme";

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
    void import("../chrome/back-links").then((m) => m.startBackLinks());
    void import("../chrome/not-found-log").then((m) => m.logNotFound());
  }
  // Said on <html> for whoever waits for it (the browser tests): the chrome's controls answer from now on.
  document.documentElement.dataset.chrome = "ready";
}
