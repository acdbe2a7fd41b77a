// `npm run gen:types`: regenerates schema/section.schema.json and
// src/generated/schema.ts. With --check, exits 1 when either is stale.
import { readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { sectionUnion, typesSource } from "./lib/generate.ts";

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

if (check && (unionStale || typesStale)) {
  console.error(`Generated files are stale: ${[unionStale && "schema/section.schema.json", typesStale && "src/generated/schema.ts"].filter(Boolean).join(", ")}. Run npm run gen:types.`);
  process.exit(1);
}
console.log(check ? "gen:types: generated files are up to date." : "gen:types: wrote schema/section.schema.json and src/generated/schema.ts.");
