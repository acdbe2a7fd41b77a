import type { Page } from "./test.ts";

// Every browser test runs with reduced motion unless its claim is what moves (playwright.config.ts's
// `reducedMotion`, issue 44: the suite's time). With motion on, a page of the site never stops animating while a
// test reads it (the promo bar, the client strip, the cube, the heroes: infinite CSS animations; the editor's
// preview shows the same pages), and chromium draws every frame. Measured with scripts/bench-cpu.ts on 2 workers:
// forms.spec and content-pages.spec 103.6 CPU-seconds with motion, 82.7 without (GPU process 19.7 → 7.1, renderers
// 51.7 → 42.8); the editor and publishing specs in docs/quality.md (issue 44).
// Motion stays on where it is the claim, or part of it:
// - for a whole file or describe (`test.use(keepMotion)`): home-cube-catalogue-demo (the cube and the carousel; its
//   inline form and the cube's modal cards without), anchors (the late sections under a smooth scroll),
//   quality-faults (the slow font's "no shift at all"; reduced motion measured dearer there, not understood);
// - for one test (`await withMotion(page)` before the page opens): the sheets' closing before focus returns, the
//   counters' count, the promo bar's countdown, shake and shifts, the theme's first paint (booking-modal,
//   calculator-pricing, home-chrome), the smooth scroll to an anchor (below-fold, engine);
// - for a context a test opens itself (`browser.newContext({ ...keepMotion })`): the publishing specs' visitor whose
//   published page must not shift (section-phone, section-schedule).
// quality-routes checks that nothing moves under reduced motion.
export const keepMotion = { reducedMotion: "no-preference" } as const;

/** Reduced motion again, inside a file that keeps motion (`test.use(keepMotion)`). */
export const withoutMotion = { reducedMotion: "reduce" } as const;

/**
 * Motion back on for one test, where what moves is part of the claim (a sheet's closing animation before focus
 * returns, a countdown that shakes): called before the page is opened.
 */
export const withMotion = (page: Page) => page.emulateMedia({ reducedMotion: "no-preference" });
