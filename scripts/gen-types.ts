// `npm run gen:types`: regenerates what is derived from the schema and the
// section modules (src/sections/<type>/): schema/section.schema.json,
// src/generated/schema.ts, src/sections/registry.ts, the editor's glossary
// src/generated/editor-glossary.ts, the server's table of section types with
// forms src/generated/section-servers.ts and the authoring
// reference docs/reference.md. With --check (CI), exits 1 when any is stale.
import { readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join, relative } from "node:path";
import { glossarySource, registrySource, sectionServersSource, sectionUnion, typesSource } from "./build/generate.ts";
import { referenceMarkdown, referencePath } from "./build/reference.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const schemaDir = join(root, "schema");
const check = process.argv.includes("--check");

let generated: Array<[string, string]>;
try {
  generated = [
    [join(schemaDir, "section.schema.json"), sectionUnion(schemaDir)],
    [join(root, "src/generated/schema.ts"), await typesSource(schemaDir)],
    [join(root, "src/sections/registry.ts"), registrySource(schemaDir)],
    [join(root, "src/generated/editor-glossary.ts"), glossarySource(schemaDir)],
    [join(root, "src/generated/section-servers.ts"), sectionServersSource(schemaDir)],
    [referencePath(root), referenceMarkdown(schemaDir)],
  ];
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const stale = generated
  .filter(([file, text]) => !existsSync(file) || readFileSync(file, "utf8") !== text)
  .map(([file]) => relative(root, file));
if (check) {
  if (stale.length) {
    console.error(`Generated files are stale: ${stale.join(", ")}. Run npm run gen:types.`);
    process.exit(1);
  }
  console.log("gen:types: generated files are up to date.");
} else {
  for (const [file, text] of generated) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  console.log(`gen:types: wrote ${generated.map(([file]) => relative(root, file)).join(", ")}.`);
}
