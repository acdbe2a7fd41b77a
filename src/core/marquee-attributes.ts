// The data attributes of the logo strip's pause button, named once: the
// clientStrip section writes them and the chrome's script (src/chrome/marquee.ts)
// reads them. In src/core because a section may not import the chrome.
// Single string constants: the bundler copies them into each script (no chunk).

// The logo strip's pause button (src/sections/clientStrip, src/chrome/marquee.ts);
// the strip's "true"/"false" also picks the icon in its CSS.
export const MARQUEE_TOGGLE = "data-marquee-toggle";
export const MARQUEE_PAUSED = "data-paused";
export const MARQUEE_LABEL_PAUSE = "data-label-pause";
export const MARQUEE_LABEL_RESUME = "data-label-resume";
