// `npm test`: every check, in the order a failure is cheapest to find:
// page validation, generated files, types, lint and format, unused code and
// the build (side by side), unit tests, browser tests. Ends with one line
// `N passed, M failed` summing unit and browser tests.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";

const run = (label: string, command: string, args: string[]) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", shell: false });
  return result.status === 0;
};

/** A step run beside others: its output is kept and printed whole when it ends, so logs do not interleave. */
const runBeside = (label: string, command: string, args: string[]) =>
  new Promise<boolean>((done) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], shell: false });
    let out = "";
    child.stdout.on("data", (chunk) => (out += String(chunk)));
    child.stderr.on("data", (chunk) => (out += String(chunk)));
    child.on("error", (error) => (out += String(error)));
    child.on("close", (code) => {
      console.log(`\n▶ ${label} (${Math.round((performance.now() - started) / 1000)} s)\n${out.trimEnd()}`);
      done(code === 0);
    });
  });

mkdirSync("test-results", { recursive: true });
const steps: Array<[string, string, string[]]> = [
  ["validate page documents", "node", ["scripts/validate.ts"]],
  ["generated files up to date", "node", ["scripts/gen-types.ts", "--check"]],
  // Catalogs must hold exactly what `npm run i18n:extract` writes and every
  // component string its en, fr and it translation; page copy waiting for a
  // translator is listed, not failed (it is shown in Spanish meanwhile).
  [
    "translation catalogs in sync, component strings translated (npm run i18n:check)",
    "node",
    ["scripts/i18n-check.ts"],
  ],
  ["type-check", "npx", ["tsc", "-p", "."]],
  // Formatting and lint over the whole repository (biome.jsonc says what is left out and why); a
  // failure names the file: `npx biome check --write <file>` formats it, lint findings need a fix.
  ["lint and format (biome ci)", "npx", ["biome", "ci", "."]],
  // Unused files, exports and dependencies (knip.jsonc): delete what it names, or say in knip.jsonc why it stays.
  ["unused code (knip)", "npx", ["knip"]],
];
// The checks are independent of each other and of the build, and each is one
// mostly single-threaded process: side by side they keep both cores of the CI
// machine busy where one after another left one idle. The build is done before
// the unit tests start (some read dist/), and is the one build every browser
// spec uses (none builds the site again; publish.spec.ts's publishes are the
// feature under test).
const [checkResults, buildOk] = await Promise.all([
  Promise.all(steps.map(([label, cmd, args]) => runBeside(label, cmd, args))),
  runBeside("build", "npm", ["run", "-s", "build"]),
]);
const failedStep = steps.find((_, i) => !checkResults[i])?.[0] ?? "";

const unitOk = run("unit tests (vitest)", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile=test-results/unit.json",
]);
const e2eOk = buildOk && run("browser tests (playwright)", "npx", ["playwright", "test"]);

const count = (file: string, read: (json: Record<string, unknown>) => [number, number]): [number, number] => {
  if (!existsSync(file)) return [0, 0];
  try {
    return read(JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>);
  } catch {
    return [0, 0];
  }
};
const [unitPassed, unitFailed] = count("test-results/unit.json", (j) => [
  Number(j.numPassedTests ?? 0),
  Number(j.numFailedTests ?? 0),
]);
const e2eStats = (j: Record<string, unknown>) => (j.stats ?? {}) as Record<string, number | undefined>;
const [e2ePassed, e2eFailed] = buildOk
  ? count("test-results/e2e.json", (j) => [
      Number(e2eStats(j).expected ?? 0) + Number(e2eStats(j).flaky ?? 0),
      Number(e2eStats(j).unexpected ?? 0),
    ])
  : [0, 0];
// Browser tests that passed only on their second try (playwright.config.ts, retries): named in the
// list reporter's summary above, counted here so a green run does not hide them.
const [e2eFlaky] = buildOk ? count("test-results/e2e.json", (j) => [Number(e2eStats(j).flaky ?? 0), 0]) : [0];

const failed =
  unitFailed +
  e2eFailed +
  (failedStep || !buildOk ? 1 : 0) +
  (unitOk ? 0 : unitFailed ? 0 : 1) +
  (e2eOk || !buildOk ? 0 : e2eFailed ? 0 : 1);
if (failedStep) console.log(`\n✗ ${failedStep} failed`);
if (!buildOk) console.log("\n✗ build failed");
const flakyNote = e2eFlaky ? ` (${e2eFlaky} of them only on a second try: flaky, listed above)` : "";
console.log(`\n${unitPassed + e2ePassed} passed${flakyNote}, ${failed} failed`);
process.exit(failed === 0 && unitOk && buildOk && e2eOk ? 0 : 1);
