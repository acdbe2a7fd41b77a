// `npm run new-section -- <type> ["Nombre en la paleta"]`: writes the folder
// src/sections/<type>/ (scripts/build/new-section.ts), formats it as the
// repository is formatted (Biome: npm test runs biome ci), then regenerates
// what is derived from the folders (npm run gen:types). Nothing else to edit.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { NewSectionError, createSection } from "./build/new-section.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const [type, ...words] = process.argv.slice(2);
if (!type) {
  console.error('Usage: npm run new-section -- <type> ["Nombre en la paleta"]   (type in camelCase, e.g. promoBand)');
  process.exit(1);
}
try {
  const files = createSection(root, type, words.join(" "));
  const biome = join(root, "node_modules/@biomejs/biome/bin/biome");
  const format = spawnSync(process.execPath, [biome, "format", "--write", `src/sections/${type}`], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (format.status !== 0) process.exit(format.status ?? 1);
  const gen = spawnSync(process.execPath, ["scripts/gen-types.ts"], { cwd: root, stdio: "inherit" });
  if (gen.status !== 0) process.exit(gen.status ?? 1);
  console.log(`new-section: wrote ${files.join(", ")}.
Next:
  - describe the fields in ${type}.schema.json (English descriptions, an example) and give each its Spanish label and help in editor.es.json, keyed by field path (items[].title);
  - "x-island": true if the component handles events, keeps state or runs effects in the browser;
  - a form the server must check: add server.ts (see src/sections/form/server.ts);
  - npm run gen:types after changing the schema or adding server.ts; npm run dev, then /__sections.`);
} catch (error) {
  if (!(error instanceof NewSectionError)) throw error;
  console.error(`new-section: ${error.message}`);
  process.exit(1);
}
