// `node scripts/bench-instances.ts [-- --publishes 5]` (after `npm run build`): "Publicar" → every
// instance serves it, with three instances on this machine that share only a throwaway PostgreSQL and
// a bare repository as CONTENT_REMOTE (docs/publishing.md, "Many instances"), each with its own
// DATA_DIR and the deployed renderer (dist-ssr/). The about page's title is published `publishes`
// times through A; for each, the time from the job's "live" (read from A) until B and C serve it,
// A's phases (fetch, checks, …, build, push, commit, adopt: the job's row) and B's and C's follow
// (fetch, checkout, render, adopt: their log lines). Prints the load average beside the figures (they
// move with it). A report, not a test: asserts nothing.
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { makeContentRepo } from "../server/publish/testing/content-repo.ts";
import { tempDir } from "../server/publish/testing/temp-dirs.ts";
import { startInstance, type Instance } from "../server/testing/chaos/instances.ts";
import { startPostgres } from "../server/testing/postgres.ts";

const { values } = parseArgs({ options: { publishes: { type: "string" } } });
const publishes = Number(values.publishes ?? 5);
const TOKEN = "bench-instances-admin-token-0123456789abcdef";
const admin = { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" };
type Answer = Record<string, unknown>;

const call = async (base: string, path: string, body?: unknown): Promise<Answer> =>
  (await (
    await fetch(
      `${base}/admin/edit/api/${path}`,
      body === undefined ? { headers: admin } : { method: "POST", headers: admin, body: JSON.stringify(body) },
    )
  ).json()) as Answer;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The last render's CPU and routes on `instance` (its `[render]` log line, server/publish/releases.ts). */
const renderCpu = (instance: Instance) => {
  const line = instance
    .errors()
    .split("\n")
    .findLast((l) => l.startsWith("[render] "));
  if (!line) return "?";
  const summary = JSON.parse(line.slice("[render] ".length)) as { rendered: number; routes: number; cpuMs?: number };
  return `${summary.cpuMs ?? "?"} ms CPU, ${summary.rendered}/${summary.routes} routes`;
};
const served = async (base: string, text: string) => (await (await fetch(`${base}/about`)).text()).includes(text);

const postgres = await startPostgres();
const instances: Instance[] = [];
try {
  const project = makeContentRepo();
  const remote = tempDir("bench-remote-");
  execFileSync("git", ["init", "-q", "--bare", "-b", "main", remote]);
  execFileSync("git", ["push", "-q", remote, "main"], { cwd: project, stdio: "ignore" });
  const env = {
    DATABASE_URL: postgres.url,
    CONTENT_REMOTE: remote,
    ADMIN_TOKEN: TOKEN,
    RATE_LIMIT: "100000",
  };
  for (const name of ["a", "b", "c"])
    instances.push(await startInstance(name, { ...env, DATA_DIR: tempDir(`bench-${name}-`) }, { stdout: true }));
  const [a, b, c] = instances as [Instance, Instance, Instance];
  console.log(`three instances up (load average ${loadavg()[0]!.toFixed(1)})`);
  for (let i = 1; i <= publishes; i++) {
    const opened = await call(a.base, "page?file=pages/about.json");
    const doc = opened.doc as Answer & { meta: Answer };
    const title = `Sobre nosotros, versión ${i} ${Date.now()}`;
    await call(a.base, "save", {
      file: "pages/about.json",
      doc: { ...doc, meta: { ...doc.meta, title } },
      hash: opened.hash,
    });
    const started = performance.now();
    const job = await call(a.base, "publish", { file: "pages/about.json" });
    let state = job;
    while (state.state === undefined || state.state === "queued" || state.state === "building") {
      await pause(20);
      state = await call(a.base, `publish-status?id=${String(job.id)}`);
    }
    const live = performance.now();
    const everywhere: Record<string, number> = {};
    while (Object.keys(everywhere).length < 2 && performance.now() - live < 120_000) {
      for (const instance of [b, c])
        if (!(instance.name in everywhere) && (await served(instance.base, title)))
          everywhere[instance.name] = Math.round(performance.now() - started);
      await pause(20);
    }
    const phases = (state.phases as Array<{ name: string; ms: number }> | undefined)
      ?.map((p) => `${p.name} ${p.ms}`)
      .join(", ");
    const follows = [b, c].map((instance) => {
      const lines = instance
        .errors()
        .split("\n")
        .filter((l) => l.includes("from the remote, served"));
      return `${instance.name}: ${/\(ms: ([^)]*)\)/.exec(lines.at(-1) ?? "")?.[1] ?? "?"} (renderer ${renderCpu(instance)})`;
    });
    console.log(
      `publish ${i}: ${String(state.state)}; «Publicar» → live on A ${Math.round(live - started)} ms, served by B ${everywhere.b ?? "-"} ms, by C ${everywhere.c ?? "-"} ms (load ${loadavg()[0]!.toFixed(1)})\n  A: ${phases} (renderer ${renderCpu(a)})\n  follow ${follows.join("; ")}`,
    );
  }
} finally {
  for (const instance of instances) instance.stop();
  postgres.stop();
}
