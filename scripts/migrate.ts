// `npm run migrate`: upgrades page documents to the current format
// (scripts/migrations). A dry run by default: prints, per document, the
// steps and a unified diff. `npm run migrate -- --write` writes the files.
// `npm run migrate -- pages/x.json other.json` limits it to those files.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CURRENT_VERSION, migrateDocument, type Doc } from "../lib/migrations/index.ts";
import { unifiedDiff } from "../lib/migrations/line-diff.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const write = args.includes("--write");
const listed = args.filter((a) => !a.startsWith("--")).map((a) => resolve(process.cwd(), a));

const pageFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.name.startsWith("_")
        ? []
        : e.isDirectory()
          ? pageFiles(join(dir, e.name))
          : e.name.endsWith(".json")
            ? [join(dir, e.name)]
            : [],
    )
    .sort();

const format = (doc: Doc) => `${JSON.stringify(doc, null, 2)}\n`;
let changed = 0;
let failed = 0;
for (const file of listed.length > 0 ? listed : pageFiles(join(root, "pages"))) {
  const name = relative(root, file).split("\\").join("/");
  const source = readFileSync(file, "utf8");
  try {
    const result = migrateDocument(JSON.parse(source) as Doc);
    if (result.applied.length === 0) continue;
    const after = format(result.doc);
    changed++;
    console.log(`${name}: version ${result.from} → ${result.to}`);
    for (const step of result.applied) console.log(`  ${step.from} → ${step.to}: ${step.why}`);
    // Diff against the document reformatted, so only the migration's changes show.
    console.log(unifiedDiff(format(JSON.parse(source) as Doc), after, name));
    if (write) writeFileSync(file, after);
  } catch (error) {
    failed++;
    console.error(`${name}: ${(error as Error).message}`);
  }
}
if (changed === 0) console.log(`migrate: every document is at version ${CURRENT_VERSION}.`);
else if (write)
  console.log(
    `migrate: wrote ${changed} document(s). Next: npm run validate, then npm run i18n:extract (catalog comments carry JSON pointers).`,
  );
else console.log(`migrate: ${changed} document(s) would change (dry run). Apply with: npm run migrate -- --write`);
process.exit(failed > 0 ? 1 : 0);
