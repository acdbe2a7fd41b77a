// `npm run gen:types`: regenerates what is derived from the schema:
// schema/section.schema.json, src/generated/schema.ts and the authoring
// reference docs/reference.md. With --check (CI), exits 1 when any is stale.
import { readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { sectionUnion, typesSource } from "./lib/generate.ts";
import { referenceMarkdown, referencePath } from "./lib/reference.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const schemaDir = join(root, "schema");
const check = process.argv.includes("--check");

const unionFile = join(schemaDir, "section.schema.json");
const union = sectionUnion(schemaDir);
const unionStale = !existsSync(unionFile) || readFileSync(unionFile, "utf8") !== union;
if (!check) writeFileSync(unionFile, union);

const typesFile = join(root, "src/generated/schema.ts");
const types = await typesSource(schemaDir);
const typesStale = !existsSync(typesFile) || readFileSync(typesFile, "utf8") !== types;
if (!check) {
  mkdirSync(join(root, "src/generated"), { recursive: true });
  writeFileSync(typesFile, types);
}

const referenceFile = referencePath(root);
const reference = referenceMarkdown(schemaDir);
const referenceStale = !existsSync(referenceFile) || readFileSync(referenceFile, "utf8") !== reference;
if (!check) {
  mkdirSync(join(root, "docs"), { recursive: true });
  writeFileSync(referenceFile, reference);
}

if (check && (unionStale || typesStale || referenceStale)) {
  const stale = [unionStale && "schema/section.schema.json", typesStale && "src/generated/schema.ts", referenceStale && "docs/reference.md"].filter(Boolean);
  console.error(`Generated files are stale: ${stale.join(", ")}. Run npm run gen:types.`);
  process.exit(1);
}
console.log(check ? "gen:types: generated files are up to date." : "gen:types: wrote schema/section.schema.json, src/generated/schema.ts and docs/reference.md.");
