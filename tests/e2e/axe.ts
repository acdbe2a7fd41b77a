import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * An axe run on `page`, reporting violations only. Chain `include`/`withRules` after it (`options` would
 * replace the settings below).
 *
 * Legacy mode: axe runs in the page itself (axe.run). The default runs axe.runPartial in each frame,
 * sends every node's result (passes included) to Node as JSON, then opens a blank page of its own, injects
 * axe there too and finishes the run in it: on the home page at 390 px that was 3.6 CPU-seconds of the
 * browser's against 1.2 in the page (and 30 s against 9.5 s wall on the shared 2-core machine), with the
 * same violations. What the default adds is cross-origin frames, and the site has none: every route's test
 * fails on a request to another origin (quality-routes.spec.ts); same-origin frames are still read.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode();
