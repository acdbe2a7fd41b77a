// `npm run validate`: every page document, the site document and the shared
// collections against the schema, plus cross-document checks. One line per
// problem; exit 1 on any. Then the copy that the translated pages show in
// Spanish until a translator gets to it: a report, never a failure (a
// Spanish copy edit must not break the build; the page shows it in Spanish).
import { fileURLToPath } from "node:url";
import { formatProblem, loadContent } from "../lib/validate/content.ts";
import { translationGaps } from "../lib/i18n/localize.ts";
import { gapReport } from "../lib/i18n/translation-report.ts";
import { LANGS } from "../src/core/i18n/languages.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const started = performance.now();
const content = loadContent(root);
for (const problem of content.problems) console.error(formatProblem(problem));
const ms = Math.round(performance.now() - started);
if (content.problems.length > 0) {
  console.error(`\n${content.problems.length} problem(s) in page documents.`);
  process.exit(1);
}
console.log(`validate: ${content.pages.length} page documents, ${Object.keys(content.collections).length} collections and the site document are valid (${ms} ms).`);
for (const line of gapReport(translationGaps(content, LANGS))) console.log(line);
