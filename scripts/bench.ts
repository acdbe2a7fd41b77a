// `npm run bench`: how fast the engine is for the people who wait on it.
// Prints (and writes bench/report.md):
// - validate: every page document, and 1,000 generated documents on top
//   (a marketer's site ten times this one), median of 5 runs;
// - build: the whole production build (validate, icons, client, SSR, prerender);
// - per route of the built site: HTML bytes (raw, gzip) and the JavaScript
//   loaded before first interaction (gzip), measured in headless chromium at
//   390 px: everything requested until the sections on screen are hydrated
//   and the network is idle, idle-time loading held back (scripts/audit/js.ts);
// - the leads API: submissions/s and p99 at 50 concurrent clients on SQLite
//   and PostgreSQL (scripts/bench/leads.ts);
// - A/B tests: exposures/s, /admin/experiments with 1,000,000 exposures and
//   the beacon's bytes (scripts/bench/experiments.ts).
// Figures vary by machine: this is a report, not a test.
import { spawnSync } from "node:child_process";
import { chromium } from "@playwright/test";
import { measureInitialJs } from "./audit/js.ts";
import { serveDist } from "./audit/serve-dist.ts";
import { benchLeads, leadsTable } from "./bench/leads.ts";
import { benchExperiments } from "./bench/experiments.ts";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { loadContent } from "../lib/validate/content.ts";
import { routesFromDist } from "./audit/routes.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = resolve(process.env.SITE_DIST ?? "/tmp/bench-dist");
const ssr = resolve(process.env.SITE_SSR ?? "/tmp/bench-ssr");
const lines: string[] = [];
const log = (s = "") => {
  lines.push(s);
  process.stdout.write(`${s}\n`);
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const timed = (run: () => unknown) => {
  const start = performance.now();
  run();
  return performance.now() - start;
};
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

// Validation.
const base = loadContent(root);
if (base.problems.length > 0)
  throw new Error(`pages do not validate (${base.problems.length} problems): run npm run validate`);
const generated = Array.from({ length: 1000 }, (_, i) => {
  const source = base.pages[i % base.pages.length]!;
  const doc = structuredClone(source.doc) as Record<string, unknown>;
  doc.path = `/bench/${i}`;
  delete doc.variant;
  delete doc.experiment;
  return { file: `pages/bench/${i}.json`, doc };
});
const validateMs = median(Array.from({ length: 5 }, () => timed(() => loadContent(root))));
let generatedProblems = 0;
const generatedMs = median(
  Array.from({ length: 5 }, () =>
    timed(() => {
      generatedProblems = loadContent(root, { extraPages: generated }).problems.length;
    }),
  ),
);
log("# Engine benchmark");
log();
log(`Node ${process.version}, ${new Date().toISOString()}`);
log();
log("| what | figure |");
log("| --- | --- |");
log(`| validate ${base.pages.length} page documents + site + collections | ${validateMs.toFixed(0)} ms |`);
log(
  `| validate the same + 1,000 generated documents | ${generatedMs.toFixed(0)} ms (${((generatedMs - validateMs) / 1000).toFixed(2)} ms per document; ${generatedProblems} problems) |`,
);

// Build.
const buildStart = performance.now();
const build = spawnSync("node", ["scripts/build.ts"], {
  cwd: root,
  env: { ...process.env, SITE_DIST: dist, SITE_SSR: ssr },
  encoding: "utf8",
});
const buildMs = performance.now() - buildStart;
if (build.status !== 0) {
  process.stderr.write(build.stdout + build.stderr);
  process.exit(1);
}
const prerender = /prerender: (.*)/.exec(build.stdout)?.[1] ?? "?";
log(`| production build (validate → icons → client → SSR → prerender) | ${(buildMs / 1000).toFixed(1)} s |`);
log(`| prerender | ${prerender} |`);

// Per route.
const port = Number(process.env.BENCH_PORT ?? 4310);
const stopServer = await serveDist(dist, port);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const routes = routesFromDist(dist).filter((r) => r.kind === "page");
const rows: Array<{ path: string; raw: number; gzip: number; js: number; files: number }> = [];
for (const route of routes) {
  const html = readFileSync(
    join(dist, route.path === "/" ? "index.html" : `${route.path.slice(1)}/index.html`),
    "utf8",
  );
  // A visitor of the page's own language (Spanish pages send others elsewhere).
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: { es: "es-ES", en: "en-US", fr: "fr-FR", it: "it-IT" }[route.lang] ?? "es-ES",
  });
  const js = await measureInitialJs(await context.newPage(), `http://localhost:${port}${route.path}`, dist);
  await context.close();
  rows.push({
    path: route.path,
    raw: Buffer.byteLength(html),
    gzip: gzipSync(html).length,
    js: js.bytes,
    files: js.files?.length ?? 0,
  });
}
await browser.close();
stopServer();
log();
log("| route | HTML KB | HTML KB gzip | JS before first interaction, KB gzip (files) |");
log("| --- | ---: | ---: | ---: |");
for (const row of rows) log(`| ${row.path} | ${kb(row.raw)} | ${kb(row.gzip)} | ${kb(row.js)} (${row.files}) |`);
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
log();
log(
  `${rows.length} pages, ${kb(total)} KB of gzipped HTML in all; largest ${rows.reduce((a, b) => (a.gzip > b.gzip ? a : b)).path}.`,
);

// The leads API: what a burst of visitors sending forms costs.
log();
for (const line of leadsTable(await benchLeads(dist, port + 1))) log(line);

// A/B tests: recording exposures, reading results at scale, the visitor's extra script.
log();
for (const line of await benchExperiments(dist, port + 2)) log(line);

mkdirSync(join(root, "bench"), { recursive: true });
writeFileSync(join(root, "bench", "report.md"), `${lines.join("\n")}\n`);
