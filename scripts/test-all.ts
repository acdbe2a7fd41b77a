// `npm test`: every check, in the order a failure is cheapest to find:
// page validation, generated files, types, unit tests, build, browser tests.
// Ends with one line `N passed, M failed` summing unit and browser tests.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";

const run = (label: string, command: string, args: string[]) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", shell: false });
  return result.status === 0;
};

mkdirSync("test-results", { recursive: true });
const steps: Array<[string, string, string[]]> = [
  ["validate page documents", "node", ["scripts/validate.ts"]],
  ["generated files up to date", "node", ["scripts/gen-types.ts", "--check"]],
  // Catalogs must hold exactly what `npm run i18n:extract` writes and every
  // component string its en, fr and it translation; page copy waiting for a
  // translator is listed, not failed (it is shown in Spanish meanwhile).
  ["translation catalogs in sync, component strings translated (npm run i18n:check)", "node", ["scripts/i18n-check.ts"]],
  ["type-check", "npx", ["tsc", "-p", "."]],
];
let failedStep = "";
for (const [label, cmd, args] of steps) if (!run(label, cmd, args) && !failedStep) failedStep = label;

const unitOk = run("unit tests (vitest)", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=test-results/unit.json"]);
const buildOk = run("build", "npm", ["run", "-s", "build"]);
const e2eOk = buildOk && run("browser tests (playwright)", "npx", ["playwright", "test"]);

const count = (file: string, read: (json: Record<string, unknown>) => [number, number]): [number, number] => {
  if (!existsSync(file)) return [0, 0];
  try {
    return read(JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>);
  } catch {
    return [0, 0];
  }
};
const [unitPassed, unitFailed] = count("test-results/unit.json", (j) => [Number(j.numPassedTests ?? 0), Number(j.numFailedTests ?? 0)]);
const [e2ePassed, e2eFailed] = buildOk
  ? count("test-results/e2e.json", (j) => {
      const stats = j.stats as Record<string, number> | undefined;
      return [Number(stats?.expected ?? 0) + Number(stats?.flaky ?? 0), Number(stats?.unexpected ?? 0)];
    })
  : [0, 0];

const failed = unitFailed + e2eFailed + (failedStep || !buildOk ? 1 : 0) + (unitOk ? 0 : unitFailed ? 0 : 1) + (e2eOk || !buildOk ? 0 : e2eFailed ? 0 : 1);
if (failedStep) console.log(`\n✗ ${failedStep} failed`);
if (!buildOk) console.log("\n✗ build failed");
console.log(`\n${unitPassed + e2ePassed} passed, ${failed} failed`);
process.exit(failed === 0 && unitOk && buildOk && e2eOk ? 0 : 1);
