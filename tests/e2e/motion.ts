import type { Page } from "./test.ts";

// The browser's motion setting for specs whose claims are not about motion (issue 44: the suite's time).
// With motion on, a page of the site never stops animating while a test reads it (the promo bar, the client
// strip, the cube, the heroes: infinite CSS animations), and chromium draws every frame. Measured with
// scripts/bench-cpu.ts on 2 workers: forms.spec and content-pages.spec 103.6 CPU-seconds with motion, 82.7 without
// (GPU process 19.7 → 7.1, renderers 51.7 → 42.8); i18n, islands, early-input, booking-zones and demo-date-min
// 48.2 → 42.6 (GPU process 7.8 → 3.7); every test passing both ways.
// What moves, and how, is tested with motion on where it is the claim: booking-modal, calculator-pricing and
// home-chrome run without it and turn it back on (withMotion below) in the tests whose claim it is (the sheets'
// closing before focus returns, the counters' count, the promo bar's countdown and shifts); home-cube-catalogue-demo
// keeps it for the cube and the carousel; below-fold, anchors and engine's anchor tests keep it; quality-routes checks
// that nothing moves under reduced motion. ab-variants runs without it.
//
//   test.use(withoutMotion);
export const withoutMotion = { reducedMotion: "reduce" } as const;

/**
 * Motion back on for one test of a file that runs without it, where what moves is part of the claim (a sheet's
 * closing animation before focus returns, a countdown that shakes): called before the page is opened.
 */
export const withMotion = (page: Page) => page.emulateMedia({ reducedMotion: "no-preference" });
