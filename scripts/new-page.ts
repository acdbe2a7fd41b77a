// `npm run new-page -- /ruta "Título"`: writes pages/ruta.json, a valid
// starter document, then validates the site with it.
import { fileURLToPath } from "node:url";
import { NewPageError, createPage } from "../lib/editor/new-page.ts";
import { formatProblem, loadContent } from "../lib/validate/content.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const [path, ...words] = process.argv.slice(2);
if (!path || words.length === 0) {
  console.error('Usage: npm run new-page -- /ruta "Título de la página"');
  process.exit(1);
}
try {
  const { file } = createPage(root, path, words.join(" "));
  const problems = loadContent(root).problems.filter((p) => p.file === file);
  for (const problem of problems) console.error(formatProblem(problem));
  if (problems.length > 0) process.exit(1);
  console.log(`new-page: wrote ${file} (valid).
Next:
  - edit it (your editor completes and explains every field through "$schema");
  - npm run dev, then open ${path} (and /__sections for every section type);
  - npm run i18n:extract, translate the new entries in locales/{en,fr,it}/content.po, npm run i18n:check.`);
} catch (error) {
  if (!(error instanceof NewPageError)) throw error;
  console.error(`new-page: ${error.message}`);
  process.exit(1);
}
