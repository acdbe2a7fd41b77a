// A stand-in for `node scripts/build.ts` in the publisher's tests: writes
// one index.html per page path with the page's title, in seconds instead of
// minutes. FAKE_BUILD_FAIL=1 fails it; FAKE_BUILD_MS makes it slow (a kill
// during the build); FAKE_BUILD_GATE names a file it waits for after its first
// page, so a test acts mid-build for as long as it needs and then lets it end
// at once, instead of sleeping through a build long enough for a slow machine.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { LANGS } from "../../../src/core/i18n/languages.ts";
import { langPrefix } from "../../../src/core/i18n/paths.ts";
import { RETIRED_FILE, retiredAddresses } from "../../../src/core/retired.ts";
import { REDIRECTS_FILE, redirectsJson } from "../../../src/core/redirects-file.ts";

const out = process.env.SITE_DIST!;
const pages = join(process.cwd(), "pages");
if (process.env.FAKE_BUILD_FAIL === "1") {
  console.error("prerender: a section threw while rendering /");
  process.exit(1);
}
mkdirSync(out, { recursive: true });
for (const name of readdirSync(pages).filter((f) => f.endsWith(".json") && !f.startsWith("_"))) {
  const doc = JSON.parse(readFileSync(join(pages, name), "utf8")) as { path: string; meta: { title: string } };
  if (doc.path.includes(":")) continue;
  const dir = join(out, doc.path);
  mkdirSync(dir, { recursive: true });
  // Written slowly, file by file, so a kill lands in the middle.
  // A <head> and a <body> as the real build's pages have: a release's preview puts its banner in both.
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html><head><title>${doc.meta.title}</title></head><body></body></html>`,
  );
  await new Promise((r) => setTimeout(r, Number(process.env.FAKE_BUILD_MS ?? 0) / 20));
  const gate = process.env.FAKE_BUILD_GATE;
  while (gate && !existsSync(gate)) await new Promise((r) => setTimeout(r, 50));
}
// Retired pages answer 410 (lib/render/prerender.ts writes the same file).
const site = JSON.parse(readFileSync(join(pages, "_site.json"), "utf8")) as {
  retired?: string[];
  redirects?: Array<{ from: string; to: string }>;
};
if (site.retired?.length) writeFileSync(join(out, RETIRED_FILE), JSON.stringify(retiredAddresses(site.retired, LANGS)));
// Moved pages answer 301 (lib/render/prerender.ts writes the same file, in every language).
const moved = LANGS.flatMap((lang) =>
  (site.redirects ?? []).map((r) => ({ path: `${langPrefix(lang)}${r.from}`, to: `${langPrefix(lang)}${r.to}` })),
);
if (moved.length) writeFileSync(join(out, REDIRECTS_FILE), redirectsJson(moved));
writeFileSync(join(out, "404.html"), "<!doctype html><title>Página no encontrada</title>");
