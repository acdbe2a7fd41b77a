// `npm run i18n:check` (part of `npm test`): what CI asks of the translations.
// - Fails when a catalog is not what `npm run i18n:extract` writes (`lingui
//   check sync`): the editor's save keeps the copy catalogs in step, a
//   developer runs the extract after adding a `t` macro.
// - Fails when a component string (locales/<lang>/messages.po) has no
//   translation: those come with code, reviewed with it.
// - Lists, without failing, the page copy waiting for a translator
//   (locales/<lang>/content.po): a marketer's Spanish edit is live at once, and
//   the translated pages show that text, with whatever is tied to it, in
//   Spanish until it is translated (lib/i18n/localize.ts).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadContent } from "../lib/validate/content.ts";
import { translationGaps } from "../lib/i18n/localize.ts";
import { gapReport } from "../lib/i18n/translation-report.ts";
import { untranslatedMessages } from "../lib/i18n/messages-catalog.ts";
import { LANGS } from "../src/core/i18n/languages.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
let failed = false;

const sync = spawnSync(process.execPath, [join(root, "node_modules/@lingui/cli/dist/lingui.js"), "check", "sync"], {
  cwd: root,
  stdio: "inherit",
});
if (sync.status !== 0) {
  console.error("✗ catalogs out of sync with the sources: run `npm run i18n:extract` and commit locales/.");
  failed = true;
}

for (const lang of LANGS.filter((l) => l !== "es")) {
  const missing = untranslatedMessages(join(root, "locales", lang, "messages.po"));
  if (missing.length === 0) continue;
  failed = true;
  console.error(`✗ locales/${lang}/messages.po: ${missing.length} component string(s) without translation:`);
  for (const source of missing) console.error(`  ${JSON.stringify(source)}`);
}

const content = loadContent(root);
if (content.problems.length === 0) for (const line of gapReport(translationGaps(content, LANGS))) console.log(line);
process.exit(failed ? 1 : 0);
