// The editor's first page list and data after a server start, in CPU: what the
// editor data worker does for the first sign-in (issue 44: sign-in → page list
// and open page ready ≤ 2 s at 100×). Each run is a process of its own, as a
// restarted server's worker is: "nothing stored" first, then "stored" (the
// per-document results of the first run on disk), then a one-page edit in
// that same process. Wall time on this shared machine says little: CPU is
// the figure (the load is printed beside it).
//
//   node scripts/bench-editor-cold.ts [--scale 100] [--runs 2] [--compare] [--prof <folder>]
//
// --compare runs each time once more without the stored check results (interleaved: the load changes).
//
// --prof writes a V8 CPU profile of each run (open it in Chrome's DevTools).
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    scale: { type: "string", default: "100" },
    runs: { type: "string", default: "2" },
    prof: { type: "string" },
    child: { type: "string" },
    /** Each run once with the check results stored and once without (listPages as before stored-checks.ts). */
    compare: { type: "boolean" },
  },
});

const load = () =>
  loadavg()
    .slice(0, 1)
    .map((n) => n.toFixed(0))
    .join();
const cpuMs = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return Math.round((user + system) / 1000);
};

/** Each page file's git blob id, as the server's content source reads them (git ls-tree). */
function blobsOf(root: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".json")) {
        const bytes = readFileSync(full);
        const id = createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
        out.push([relative(root, full), id]);
      }
    }
  };
  walk(join(root, "pages"));
  return out;
}

async function child(root: string, withChecks: boolean) {
  const started = process.cpuUsage();
  const { listPages } = await import("../lib/editor/api.ts");
  const { editorData } = await import("../lib/editor/editor-data.ts");
  const { PageFactsStore } = await import("../lib/editor/page-facts.ts");
  const { StoredChecks } = await import("../lib/validate/stored-checks.ts");
  const imports = cpuMs(started);
  const facts = new PageFactsStore(join(root, "store", "facts"));
  const checks = new StoredChecks(join(root, "store", "checks"));
  const stored = withChecks ? checks : undefined;
  let at = process.cpuUsage();
  listPages(root, { blobs: new Map(blobsOf(root)), facts, stored });
  const list = cpuMs(at);
  at = process.cpuUsage();
  editorData(root);
  const data = cpuMs(at);
  // A one-page edit: the next version's list.
  const file = join(root, "pages", "escala", "1.json");
  const doc = JSON.parse(readFileSync(file, "utf8")) as { meta: { title: string } };
  doc.meta.title = `${doc.meta.title} ${Date.now()}`;
  writeFileSync(file, JSON.stringify(doc, null, 2));
  const madeBefore = { ...checks.made };
  at = process.cpuUsage();
  listPages(root, { blobs: new Map(blobsOf(root)), facts, stored });
  const edit = cpuMs(at);
  console.log(
    JSON.stringify({
      imports,
      list,
      data,
      edit,
      checksRead: JSON.stringify(checks.read),
      checksMade: JSON.stringify(madeBefore),
      checksMadeByEdit: JSON.stringify(checks.made),
      factsRead: facts.read,
      factsMade: facts.made,
    }),
  );
}

if (values.child) await child(values.child, process.env.BENCH_NO_CHECKS !== "1");
else {
  const scale = Number(values.scale);
  const project = fileURLToPath(new URL("..", import.meta.url));
  const root = mkdtempSync(join(tmpdir(), "bench-editor-cold-"));
  try {
    for (const dir of ["pages", "locales"]) cpSync(join(project, dir), join(root, dir), { recursive: true });
    for (const dir of ["schema", "public", "node_modules"]) symlinkSync(join(project, dir), join(root, dir));
    const { scaledPages } = await import("./bench/scale-content.ts");
    const added = scale > 1 ? scaledPages(root, scale) : [];
    for (const { file, doc } of added) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), JSON.stringify(doc, null, 2));
    }
    console.log(`×${scale}: ${blobsOf(root).length} documents under pages/`);
    const kinds = values.compare ? [true, false] : [true];
    for (let run = 0; run < Number(values.runs) * kinds.length; run++) {
      const withChecks = kinds[run % kinds.length]!;
      const prof = values.prof ? ["--cpu-prof", "--cpu-prof-dir", values.prof] : [];
      const out = execFileSync(process.execPath, [...prof, fileURLToPath(import.meta.url), "--child", root], {
        encoding: "utf8",
        cwd: project,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, BENCH_NO_CHECKS: withChecks ? "0" : "1" },
      });
      const f = JSON.parse(out.trim().split("\n").at(-1)!) as Record<string, number | string>;
      console.log(
        `${run === 0 ? "nothing stored" : "stored"}${withChecks ? "" : " (facts only, no check results)"}: imports ${f.imports} ms, page list ${f.list} ms, editor data ${f.data} ms, ` +
          `after a one-page edit ${f.edit} ms CPU (checks read ${f.checksRead}, made ${f.checksMade}, all made with the edit ${f.checksMadeByEdit}; ` +
          `facts read ${f.factsRead}, made ${f.factsMade}), load ${load()}`,
      );
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
