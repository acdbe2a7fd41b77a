// `node scripts/bench/publish-phases.ts [--scales 1,10,100] [--edits 6] [--render]`: the CPU of a one-page
// publish's in-process phases, without a server: the publish gate's checks (server/publish/gate.ts)
// and the copy catalogs' patch (lib/i18n/catalog-patch.ts), and with --render the renderer's (a new
// process per edit as the server runs it, lib/render/publish-render.ts, into a hard-linked copy of the
// previous release; needs dist/ and dist-ssr/ from `npm run build`), on a content repository of N × today's
// page documents (scale-content.ts). Each edit changes the about page's title, as bench:publish's
// publishes do; the first of each is reported apart (caches cold). CPU milliseconds of this
// process (process.cpuUsage), which a loaded machine inflates less than wall time. A report,
// asserts nothing.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { syncChangedCatalogs } from "../../lib/i18n/catalog-patch.ts";
import { syncContentCatalogs } from "../../lib/i18n/content-catalog.ts";
import { publishGate } from "../../server/publish/gate.ts";
import { makeContentRepo } from "../../server/publish/testing/content-repo.ts";
import { scaleContentRepo } from "./scale-content.ts";
import { percentile } from "./stats.ts";

const { values } = parseArgs({
  options: { scales: { type: "string" }, edits: { type: "string" }, render: { type: "boolean" } },
});
const scales = (values.scales ?? "1,10").split(",").map(Number);
const edits = Number(values.edits ?? 6);
const FILE = "pages/about.json";

/**
 * Every file of the content made new, as the server sees each published version: a checkout of its own
 * (new files, new modification times) behind the same link.
 */
function freshCheckout(repo: string) {
  const at = new Date(Date.now() + 1000);
  for (const folder of ["pages", "schema", "locales"])
    for (const entry of readdirSync(join(repo, folder), { recursive: true, withFileTypes: true }))
      if (entry.isFile()) utimesSync(join(entry.parentPath, entry.name), at, at);
}

const cpuMs = <T>(work: () => T): [T, number] => {
  const start = process.cpuUsage();
  const result = work();
  const { user, system } = process.cpuUsage(start);
  return [result, (user + system) / 1000];
};
const cpuMsAsync = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = process.cpuUsage();
  const result = await work();
  const { user, system } = process.cpuUsage(start);
  return [result, (user + system) / 1000];
};
const RENDERER = fileURLToPath(new URL("../../lib/render/publish-render.ts", import.meta.url));
const PROJECT = fileURLToPath(new URL("../..", import.meta.url));
/** The renderer as the server runs it (server/publish/releases.ts), `previous` → `out`; its CPU from its summary line. */
function render(content: string, out: string, previous?: string): number {
  const output = execFileSync(
    process.execPath,
    [
      RENDERER,
      "--ssr",
      join(PROJECT, "dist-ssr"),
      "--content",
      content,
      "--out",
      out,
      "--fallback",
      join(PROJECT, "dist"),
      ...(previous ? ["--previous", previous] : []),
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
  );
  return (JSON.parse(output.trim().split("\n").at(-1)!) as { cpuMs: number }).cpuMs;
}

const summary = (ms: number[]) =>
  `first ${Math.round(ms[0]!)}, then median ${Math.round(percentile(ms.slice(1), 50))} (${Math.round(Math.min(...ms.slice(1)))}–${Math.round(Math.max(...ms.slice(1)))})`;

for (const scale of scales) {
  const repo = makeContentRepo();
  if (scale > 1) scaleContentRepo(repo, scale);
  await syncContentCatalogs(repo);
  const checks: number[] = [];
  const catalogs: number[] = [];
  const renders: number[] = [];
  const releases = values.render ? mkdtempSync(join(tmpdir(), "publish-phases-")) : undefined;
  let release = releases && join(releases, "base");
  if (releases) render(repo, release!);
  for (let edit = 0; edit < edits; edit++) {
    freshCheckout(repo);
    const before = readFileSync(join(repo, FILE), "utf8");
    const doc = JSON.parse(before) as { meta: { title: string } };
    doc.meta.title = `Sobre nosotros ${scale}×${edit} | {product}`;
    // Each edit lands on the commit the one before made, as the publisher's do (the gate keeps its problems).
    const [verdict, checkMs] = cpuMs(() => publishGate(repo, repo, { [FILE]: doc }, `edit-${edit}`));
    const { problems } = verdict;
    if (problems.length > 0) throw new Error(`the gate refused the edit: ${JSON.stringify(problems[0])}`);
    verdict.landed(`edit-${edit + 1}`);
    checks.push(checkMs);
    const after = `${JSON.stringify(doc, null, 2)}\n`;
    writeFileSync(join(repo, FILE), after);
    const [, patchMs] = await cpuMsAsync(() => syncChangedCatalogs(repo, [{ file: FILE, before, after }]));
    catalogs.push(patchMs);
    if (releases) {
      const out = join(releases, `edit-${edit}`);
      renders.push(render(repo, out, release));
      rmSync(release!, { recursive: true, force: true });
      release = out;
    }
  }
  if (releases) rmSync(releases, { recursive: true, force: true });
  console.log(
    `${scale}× (load ${loadavg()[0]!.toFixed(1)}): checks CPU ms ${summary(checks)}; catalogs patched ${summary(catalogs)}${renders.length > 0 ? `; render (a new process) ${summary(renders)}` : ""}`,
  );
}
