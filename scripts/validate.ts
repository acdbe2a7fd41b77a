// `npm run validate`: every page document, the site document and the shared
// collections against the schema, plus cross-document checks. One line per
// problem; exit 1 on any.
import { fileURLToPath } from "node:url";
import { formatProblem, loadContent } from "./lib/content.ts";
import { highlightProblems } from "./lib/highlight-check.ts";
import { LANGS } from "../src/lib/i18n/languages.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const started = performance.now();
const content = loadContent(root);
// Translations are part of what a page shows: a highlight lost in one language is reported too.
if (content.problems.length === 0) content.problems.push(...highlightProblems(content, LANGS));
for (const problem of content.problems) console.error(formatProblem(problem));
const ms = Math.round(performance.now() - started);
if (content.problems.length > 0) {
  console.error(`\n${content.problems.length} problem(s) in page documents.`);
  process.exit(1);
}
console.log(`validate: ${content.pages.length} page documents, ${Object.keys(content.collections).length} collections and the site document are valid (${ms} ms).`);
