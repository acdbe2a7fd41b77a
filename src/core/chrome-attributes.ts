// The data attributes the chrome's scripts (src/chrome/*.ts) find their
// widgets' parts by, named once: the markup (src/layout/header, the client
// strip) writes them from here and the scripts query them from here, so a
// renamed attribute cannot leave a menu that no longer opens.
//
//   <div {...{ [MENU_ITEM]: "" }}>                 markup: data-menu=""
//   root.querySelectorAll(`[${MENU_ITEM}]`)        behaviour: "[data-menu]"
//
// In src/core (pure constants) so the sections and the layout, which may not import the chrome,
// write the same names. Single string constants and no functions on purpose: the bundler copies
// them into each script that uses them (no shared chunk, no extra request
// on every page's first screen, where the chrome script runs).

// The header's disclosure menus (src/layout/header/Dropdown.tsx, src/chrome/menus.ts).
export const MENU_ITEM = "data-menu";
export const MENU_TRIGGER = "data-menu-trigger";
export const MENU_PANEL = "data-menu-panel";

// The mobile menu dialog (src/layout/header/MobileMenu.tsx, src/chrome/mobile-menu.ts).
export const MOBILE_MENU_OPEN = "data-mobile-menu-open";
export const MOBILE_MENU = "data-mobile-menu";
export const MOBILE_MENU_CLOSE = "data-close";
export const MOBILE_SUBMENU = "data-submenu";

// The theme switch (src/layout/header/ThemeToggle.tsx, src/chrome/theme.ts) and its labels for the other theme.
export const THEME_TOGGLE = "data-theme-toggle";
export const THEME_LABEL_DARK = "data-label-dark";
export const THEME_LABEL_LIGHT = "data-label-light";

// The logo strip's pause button (src/sections/clientStrip, src/chrome/marquee.ts);
// the strip's "true"/"false" also picks the icon in its CSS.
export const MARQUEE_TOGGLE = "data-marquee-toggle";
export const MARQUEE_PAUSED = "data-paused";
export const MARQUEE_LABEL_PAUSE = "data-label-pause";
export const MARQUEE_LABEL_RESUME = "data-label-resume";

// The promo bar (src/layout/promo/PromoBar.tsx and its styles, src/chrome/promo.ts).
export const PROMO_BAR = "data-promo-bar";
/** "pending" until the script decides, then "on" or "off" (the styles show the offer or the contact line). */
export const PROMO_STATE = "data-promo";
/** "true" once the page has scrolled past the bar. */
export const PROMO_AWAY = "data-away";
/** "true" in the last minutes of the countdown. */
export const PROMO_URGENT = "data-urgent";
export const PROMO_DAYS = "data-days";
export const PROMO_URGENT_MINUTES = "data-urgent-minutes";
export const PROMO_GLOW_MS = "data-glow-ms";
export const PROMO_OFFER = "data-promo-offer";
/** Each countdown figure: "days", "hours", "minutes", "seconds". */
export const PROMO_UNIT = "data-unit";
export const PROMO_FOCUSABLE = "data-promo-focusable";
/** "true" while the WhatsApp button glows after the offer appears. */
export const PROMO_GLOW = "data-glow";
export const PROMO_DISMISS = "data-promo-dismiss";
