// Bulk translation helper for the Lingui catalogs (locales/<lang>/*.po).
//
//   node scripts/i18n-fill.ts todo <lang> [messages|content] > todo.json
//       Untranslated messages of a language as JSON: { "<Spanish source>": "" },
//       with the translator comments (file and JSON pointer) in "_where".
//   node scripts/i18n-fill.ts apply <lang> <file.json>
//       Writes the non-empty translations of such a file into the catalogs
//       (both messages.po and content.po; a source found in neither is reported).
//
// Editing the .po files directly (any PO editor) works just as well; then
// `npm run i18n:extract` (normalises) and `npm run i18n:check`.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatter } from "@lingui/format-po";
import type { CatalogType } from "@lingui/conf";

const root = fileURLToPath(new URL("..", import.meta.url));
const po = formatter({ lineNumbers: false });
const CATALOGS = ["messages", "content"] as const;
const [command, lang, arg] = process.argv.slice(2);

const fileOf = (name: string) => join(root, "locales", lang, `${name}.po`);
const read = (name: string) =>
  po.parse(readFileSync(fileOf(name), "utf8"), {
    locale: lang,
    sourceLocale: "es",
    filename: fileOf(name),
  }) as CatalogType;

if (!lang || (command !== "todo" && command !== "apply")) {
  console.error("usage: node scripts/i18n-fill.ts todo <lang> [messages|content] | apply <lang> <file.json>");
  process.exit(2);
}

if (command === "todo") {
  const out: Record<string, string> = {};
  const where: Record<string, string[]> = {};
  for (const name of CATALOGS.filter((c) => !arg || c === arg)) {
    for (const entry of Object.values(read(name))) {
      if (entry.obsolete || entry.translation || !entry.message) continue;
      out[entry.message] = "";
      where[entry.message] = entry.comments ?? [];
    }
  }
  console.log(JSON.stringify({ ...out, _where: where }, null, 2));
} else {
  const wanted = JSON.parse(readFileSync(arg, "utf8")) as Record<string, unknown>;
  const left = new Set(
    Object.keys(wanted).filter((k) => k !== "_where" && typeof wanted[k] === "string" && wanted[k] !== ""),
  );
  for (const name of CATALOGS) {
    const file = fileOf(name);
    const existing = readFileSync(file, "utf8");
    const catalog = read(name);
    let changed = 0;
    for (const entry of Object.values(catalog)) {
      const translation = entry.message !== undefined ? wanted[entry.message] : undefined;
      if (typeof translation !== "string" || translation === "") continue;
      left.delete(entry.message!);
      if (entry.translation === translation) continue;
      entry.translation = translation;
      changed++;
    }
    if (changed)
      writeFileSync(file, await po.serialize(catalog, { locale: lang, sourceLocale: "es", filename: file, existing }));
    console.log(`${lang}/${name}.po: ${changed} translations written`);
  }
  if (left.size) console.log(`not in any catalog (copy changed or not extracted yet):\n  ${[...left].join("\n  ")}`);
}
