// The data attributes the promo bar's script finds its parts by, named once: the markup
// writes them from here and the script queries them from here, so a renamed
// attribute cannot leave a widget that no longer answers.
//
// Single string constants and no functions on purpose: the bundler copies
// them into each script that uses them (rolldown's inlineConst, vite.config.ts),
// so they add no chunk and no request to the first screen, where the chrome
// script runs.

// The promo bar (src/layout/promo/PromoBar.tsx and its styles, ./promo.ts).
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
