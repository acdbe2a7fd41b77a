import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN_TOKEN, E2E_SERVER_NOW } from "./tests/e2e/server-env.ts";

// One zone for the browsers (timezoneId below; a test of another visitor's zone
// sets its own with test.use({ timezoneId })) and the tests' own date
// arithmetic, whatever the machine's TZ: the site's business zone
// (booking.timeZone in pages/_site.json). The date and the hour are set per
// test with page.clock, or for the whole run with E2E_NOW (tests/e2e/test.ts).
const TIME_ZONE = "Europe/Madrid";
process.env.TZ = TIME_ZONE;
// Debian's chromium-headless-shell (the old headless mode, which Playwright's own
// downloads also use for headless runs): the same engine without the full
// browser's UI layer. On the 2-core CI machine the route checks took ~30% less
// time with it than with /usr/bin/chromium (issue 36: the suite's time). .ci/run
// installs it; without it the full chromium runs the same tests.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath = process.env.CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
// The site's server runs in UTC, as a host's usually does: its slot hours are
// the business's zone whatever its TZ (issue 36), and every booking test proves it.
const SERVER_TIME_ZONE = "UTC";
const port = Number(process.env.E2E_PORT ?? 4179);
// Each run starts with an empty store (bookings of an earlier run would take
// slots); the admin pages are on with a known token.
const dataDir = `test-results/e2e-data-${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  // Its own folder: Playwright empties it at start, and test-results/ also
  // holds the unit tests' report that \`npm test\` sums up afterwards.
  outputDir: "test-results/playwright",
  fullyParallel: true,
  // Matched to the cores, two per core: the tests mostly wait (network idle, the
  // spec's timings), and at one per core the 2-core CI machine sat ~75% idle;
  // two per core (4 there) keep it busy without starving chromium.
  workers: Number(process.env.E2E_WORKERS ?? 2 * availableParallelism()),
  // One more try for a test that failed: the run stays red for a failure that repeats, and a test that
  // passed only on its second try is listed as flaky by the list reporter and counted in `npm test`'s
  // last line, to be fixed like a failure. Two CI runs in a row were lost to a different one-off race
  // each (all fixed), at a cost of hours each; a retry costs seconds.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // The site's source language. Spanish pages send a visitor whose browser
    // prefers another language to /en, /fr or /it (src/core/i18n/language-script.ts);
    // tests that need another language set their own `locale`.
    locale: "es-ES",
    // Browsers run in the site's home zone whatever the machine's TZ, so a date a
    // test builds in Node and the one the page shows are the same day. A test that
    // depends on the date or the hour sets the page's clock too (page.clock).
    timezoneId: TIME_ZONE,
    // Reduced motion for every test whose claim is not what moves (issue 44: the suite's time): with motion on, the
    // site's pages (and the editor's preview of them) never stop animating, and chromium draws every frame for as
    // long as a test reads the page. The tests about motion turn it back on (tests/e2e/motion.ts names them).
    reducedMotion: "reduce",
    // A trace of a retried test's second try (retries above), to replay a flaky one. `trace` is a
    // worker option: a spec that set its own (editor.spec did) got workers of its own, and Playwright
    // ran it after every other desktop spec, ~70 s alone on one worker at the end of each run.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // Two widths, and a test runs at both only where they behave differently (issue 36: the
  // suite's time). By tag, on a `test.describe(title, { tag }, ...)` or a `test(title, { tag }, ...)`:
  //   (no tag)    once, in `mobile`: the phone is the site's first width, and server
  //               behaviour, HTML, forms, storage and keyboard logic are the same at any width;
  //   `@desktop`  once, in `desktop`: what only exists at >= 1280 px (the header's menus, the
  //               hover panel, the dark theme's pass over every route) or desktop tools (editor, admin);
  //   `@widths`   in both: layout, the floating button, sheets vs panes, anything a media query changes.
  // A test that needs a third width sets its own viewport (`test.use({ viewport })`) and a tag.
  // `npx playwright test --list` shows what runs where; see CONTRIBUTING.md ("Browser tests: widths").
  // `desktop` is listed first: Playwright hands the workers one project's tests after the other, in this
  // order, and each project's files alphabetically. `desktop` holds the long tests (the editor and the
  // publishing specs, 30 s to 2 min each with a server and builds of their own, at the end of its alphabet);
  // after `mobile`, they were the last tests handed out and ended the run with the other workers idle.
  // First, the ~100 short per-route checks at the end of `mobile` (quality-*) fill the run's end instead (issue 44).
  projects: [
    {
      name: "desktop",
      grep: /@desktop\b|@widths\b/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    {
      name: "mobile",
      grepInvert: /@desktop\b/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node server/main.ts`,
    // Every test posts from 127.0.0.1: the per-address limit would trip. The
    // server's clock starts at a known instant (the booking rules depend on
    // the hour); tests that book on it set their pages' clocks to the same.
    env: {
      PORT: String(port),
      SITE_DIST: process.env.SITE_DIST ?? "dist",
      DATA_DIR: dataDir,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      RATE_LIMIT: "100000",
      BOOKINGS_PER_EMAIL: "1000",
      BOOKINGS_PER_ADDRESS: "1000",
      TZ: SERVER_TIME_ZONE,
      CLOCK_START: E2E_SERVER_NOW,
    },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    // The first start clones the content repository (DATA_DIR/content-repo) and prepares the editor's
    // data; on a busy 2-core machine that took over 30 s.
    timeout: 120_000,
  },
});
