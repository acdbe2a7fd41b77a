// The last commit this publish folder published, whose copy catalogs are in step with its pages (the
// publish synced them), kept on disk so a restarted server patches them for the first publish's changed
// files too (lib/i18n/catalog-patch.ts) instead of syncing them over every page: 0.4–0.6 s of CPU at 10×,
// 16 s at 100×, at the first publish after every start or deploy. It is trusted only with the same
// extraction code: a deploy that changes how copy is extracted (lib/i18n, lib/validate, Lingui) makes the
// next publish sync whole, as it would have in memory.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const FILE = "catalogs-synced.json";
const EXTRACTION_CODE = ["../../lib/i18n/", "../../lib/validate/"];
const LINGUI = ["cli", "conf", "format-po", "message-utils"];

let code: string | undefined;
/** The code that decides what a catalog holds: the sources of lib/i18n and lib/validate, and Lingui's versions. */
function extractionCode(): string {
  if (code) return code;
  const hash = createHash("sha1");
  for (const folder of EXTRACTION_CODE) {
    const dir = fileURLToPath(new URL(folder, import.meta.url));
    for (const name of readdirSync(dir).sort())
      if (name.endsWith(".ts") && !name.endsWith(".test.ts"))
        hash.update(`${name}\0`).update(readFileSync(join(dir, name)));
  }
  for (const name of LINGUI) {
    const manifest = fileURLToPath(new URL(`../../node_modules/@lingui/${name}/package.json`, import.meta.url));
    hash.update(`${name}\0${(JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version}\n`);
  }
  code = hash.digest("hex");
  return code;
}

/** The synced commit of the publish folder `dir`: read at start, written by each publish that goes live. */
export function syncedCatalogs(dir: string) {
  const file = join(dir, FILE);
  return {
    /** The commit, when this extraction code synced it. */
    read(): string | undefined {
      try {
        const kept = JSON.parse(readFileSync(file, "utf8")) as { commit?: string; code?: string };
        return kept.code === extractionCode() ? kept.commit : undefined;
      } catch {
        return undefined;
      }
    },
    write(commit: string) {
      // Whole or not at all: a stop while writing leaves the previous file.
      writeFileSync(`${file}.new`, JSON.stringify({ commit, code: extractionCode() }));
      renameSync(`${file}.new`, file);
    },
  };
}
