// `npm run validate`: every page document, the site document and the shared
// collections against the schema, plus cross-document checks. One line per
// problem; exit 1 on any. Then the copy that the translated pages show in
// Spanish until a translator gets to it: a report, never a failure (a
// Spanish copy edit must not break the build; the page shows it in Spanish).
// The publish gate (lib/gate/) runs too, as in the editor and at
// publish: its blocking findings fail like schema problems, its warnings are
// listed; with a build in dist/, the built pages' rules as well.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatProblem, loadContent } from "../lib/validate/content.ts";
import { gateProblems } from "../lib/gate/index.ts";
import { builtSiteProblems } from "../lib/gate/built-html.ts";
import { budgetFor, validateBudgets } from "./audit/budget.ts";
import { translationGaps } from "../lib/i18n/localize.ts";
import { gapReport } from "../lib/i18n/translation-report.ts";
import { LANGS } from "../src/core/i18n/languages.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const started = performance.now();
const content = loadContent(root);
const dist = join(root, "dist");
const budgets = validateBudgets(JSON.parse(readFileSync(join(root, "budgets.json"), "utf8")));
// `--documents-only` (npm run build): dist/ then is the build about to be replaced, not the one these documents make.
const documentsOnly = process.argv.includes("--documents-only");
const built =
  !documentsOnly && existsSync(join(dist, "index.html"))
    ? builtSiteProblems(root, dist, (route) => budgetFor(budgets, route).bytes)
    : undefined;
const gate = [...gateProblems(content), ...(built ?? [])];
const blocking = [...content.problems, ...gate.filter((p) => p.severity === "block")];
for (const problem of blocking) console.error(formatProblem(problem));
for (const warning of gate.filter((p) => p.severity === "warn")) console.log(`warning: ${formatProblem(warning)}`);
const ms = Math.round(performance.now() - started);
if (blocking.length > 0) {
  console.error(`\n${blocking.length} problem(s) in page documents${built ? " and the built site" : ""}.`);
  process.exit(1);
}
const builtNote = built
  ? `; the built site in dist/ (${new Date(statSync(join(dist, "index.html")).mtimeMs).toISOString().slice(0, 16)} UTC) passes the gate`
  : documentsOnly
    ? ""
    : "; no dist/: the rules on built pages did not run (npm run build, then validate)";
console.log(
  `validate: ${content.pages.length} page documents, ${Object.keys(content.collections).length} collections and the site document are valid${builtNote} (${ms} ms).`,
);
for (const line of gapReport(translationGaps(content, LANGS))) console.log(line);
