import { globSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";
import { LongFirst } from "./tests/long-first.ts";

const browserTests = ["src/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"];
/** Browser-project test files that run React's server renderer (directly or through the helpers that do). */
const serverRenderingTests = globSync(browserTests).filter((file) =>
  /react-dom\/(static|server)|render-helpers|render-static|render-islands|entry-server/.test(
    readFileSync(file, "utf8"),
  ),
);
/**
 * Browser-project files that mock the editor's data (`virtual:editor`), each with values of its own: with modules
 * shared, the editor's modules keep the mock of whichever file imported them first, and shared-unpublished's
 * «Usada en 1 página» read AddSection.test's empty list, or site-text's placeholders another file's, with the
 * files' order (seen in runs of src/editor after two branches added such mocks).
 */
const ownMockTests = globSync(browserTests).filter((file) =>
  readFileSync(file, "utf8").includes('vi.mock("virtual:editor"'),
);

const nodeTests = ["scripts/**/*.test.ts", "lib/**/*.test.ts", "server/**/*.test.ts"];
const isolatedNodeTests = [
  // Mocks the JSON parser that other files' modules import: a module graph shared with them would keep the
  // real one (or hand them the counted one).
  "lib/i18n/lingui-json-extractor.test.ts",
  // Mocks compact.ts, which the server's modules import: in a shared module graph the publisher would call
  // the real one another file loaded first, and the count stays 0.
  "server/memory/compact-after-publish.test.ts",
  // Renders with React's production build (NODE_ENV=production when React loads): a React loaded once per
  // process, by whichever file came first, would run the other files' renders in production mode or this
  // one's in development mode.
  "lib/render/incremental.test.ts",
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Two environments: the browser's code runs its tests in jsdom; the server, the build and the
      // libraries they share run in Node, where they run for real (jsdom's set-up was half of their
      // files' time: 29.6 s → 13.8 s wall for lib/, scripts/audit and src/core alone).
      globalSetup: ["tests/global-setup.ts"],
      projects: [
        {
          extends: true,
          test: {
            name: "browser",
            environment: "jsdom",
            include: browserTests,
            exclude: [...configDefaults.exclude, ...serverRenderingTests, ...ownMockTests],
            setupFiles: ["tests/setup.ts"],
            // One jsdom per worker, not per file: its set-up was half of this project's time (58 s → 30 s
            // wall, 111 → 55 CPU-seconds alone). Modules are shared too: tests/setup.ts clears what a file
            // leaves in the window (storage, timers, stubs, the document) when it ends.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            // The files that run React's server renderer in jsdom (and ownMockTests), each in a window and modules of its own.
            // The renderer marks every context it renders (the site's, Lingui's, jotai's) as its own and
            // never unmarks them; with shared modules, every later client render of those contexts in the
            // same worker logged "Detected multiple renderers…", and a test that checks nothing is logged
            // failed or passed with the files' order (BookingModal.timing, in CI and in shuffled runs).
            name: "browser-ssr",
            environment: "jsdom",
            include: [...serverRenderingTests, ...ownMockTests],
            setupFiles: ["tests/setup.ts"],
          },
        },
        {
          extends: true,
          test: {
            name: "node",
            environment: "node",
            include: nodeTests,
            exclude: [...configDefaults.exclude, ...isolatedNodeTests],
            // One PostgreSQL cluster for the run's server tests, a database per test, and the servers'
            // modules compiled once for the run (both only when this project has files to run).
            globalSetup: ["tests/postgres-setup.ts", "tests/server-compile-cache.ts"],
            // One process per worker, not per file: a fresh process and its module graph cost each of the
            // ~100 files about 0.3 CPU-s before its first test. A file restores what it changes in the
            // process (environment variables, module settings) when it ends.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            // The node files whose changes to the process cannot be undone, each in a process of its own.
            name: "node-isolated",
            environment: "node",
            include: isolatedNodeTests,
          },
        },
      ],
      // One worker per core. Vitest's default for a run is cores - 1: on the 2-core CI machine one
      // worker, while many files mostly wait (a PostgreSQL cluster starting, a child server, git).
      maxWorkers: availableParallelism(),
      // The longest files first, so that none ends the run alone on one core (tests/long-first.ts).
      sequence: { sequencer: LongFirst },
      // A time-out catches a hang, not slowness: on a busy 2-core machine the first render of the
      // booking modal took over 5 s (vitest's default) and failed the tests after it too.
      testTimeout: 30_000,
      // Likewise the hooks that start and stop the throwaway PostgreSQL cluster: stopping it took over
      // 10 s (the default) at load 40, failing server/api.test.ts after all its tests had passed.
      hookTimeout: 60_000,
    },
  }),
);
