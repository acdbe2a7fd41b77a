// `npm run bench:cdn [-- --publishes 10]`: "Publicar" → the page changed for a
// visitor behind Varnish (issue 42's target: ≤ 3 s). Starts Debian's varnishd
// with deploy/varnish/site.vcl in front of server/main.ts (SQLite, a throwaway
// content repository of this project, the production renderer: dist-ssr/, so
// run `npm run build` first) with CDN_PURGE_URL pointing at it, publishes the
// about page's title `publishes` times through the editor's API, and for each
// measures: "Publicar" → "Publicado" (the job live, polled every 10 ms), the
// job's purge phase (the server's own figure: PURGE sent → Varnish answered),
// and "Publicado" → the new title seen through Varnish (polled every 10 ms).
// The first publish is reported apart (it renders from the server's own
// dist/). A report, not a test: asserts nothing. PORT (default 4630).
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { makeContentRepo } from "../server/publish/testing/content-repo.ts";
import { startVarnish, varnishMissing } from "../server/testing/varnish.ts";
import { percentile } from "./bench/stats.ts";

const { values } = parseArgs({ options: { publishes: { type: "string" } } });
const publishes = Number(values.publishes ?? 10);
const port = Number(process.env.PORT ?? 4630);
const token = "bench-cdn-admin-token-0123456789abcdefghij";
const admin = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
if (varnishMissing) {
  console.error("varnishd is not installed (apt-get install -y varnish)");
  process.exit(1);
}

const varnish = await startVarnish(port);
const dataDir = mkdtempSync(join(tmpdir(), "bench-cdn-"));
const server = spawn(process.execPath, ["server/main.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    CONTENT_REPO: makeContentRepo(),
    ADMIN_TOKEN: token,
    CDN_PURGE_URL: varnish.url,
  },
  stdio: ["ignore", openSync(join(dataDir, "server.log"), "w"), openSync(join(dataDir, "server.err"), "w")],
});
const origin = `http://127.0.0.1:${port}`;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function api(path: string, body?: unknown): Promise<Record<string, unknown>> {
  const init = body === undefined ? { headers: admin } : { method: "POST", headers: admin, body: JSON.stringify(body) };
  return (await (await fetch(`${origin}/admin/edit/api/${path}`, init)).json()) as Record<string, unknown>;
}

interface Run {
  toLive: number;
  purge?: number;
  liveToSeen: number;
}

async function publishOnce(title: string): Promise<Run> {
  const page = (await api("page?file=pages/about.json")) as { doc: { meta: Record<string, unknown> }; hash: string };
  await api("save", {
    file: "pages/about.json",
    doc: { ...page.doc, meta: { ...page.doc.meta, title } },
    hash: page.hash,
  });
  const started = performance.now();
  let job = await api("publish", { file: "pages/about.json" });
  const id = String(job.id);
  while (job.state === "queued" || job.state === "building") {
    await pause(10);
    job = await api(`publish-status?id=${id}`);
  }
  const live = performance.now();
  if (job.state !== "live") throw new Error(`publish ${String(job.state)}: ${String(job.message)}`);
  for (;;) {
    const html = await (await fetch(`${varnish.url}/about`)).text();
    if (html.includes(`<title>${title}</title>`)) break;
    if (performance.now() - live > 30_000) throw new Error("the new title never showed through Varnish");
    await pause(10);
  }
  const seen = performance.now();
  let phases: Array<{ name: string; ms: number }> = [];
  for (let i = 0; i < 100 && !phases.some((p) => p.name.startsWith("purge")); i++) {
    phases = ((await api(`publish-status?id=${id}`)).phases ?? []) as typeof phases;
    await pause(20);
  }
  return {
    toLive: Math.round(live - started),
    purge: phases.find((p) => p.name.startsWith("purge"))?.ms,
    liveToSeen: Math.round(seen - live),
  };
}

try {
  for (let i = 0; i < 1200; i++) {
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await pause(50);
  }
  const runs: Run[] = [];
  for (let i = 0; i <= publishes; i++) {
    // Warm the cache: the page is there, as for a visited site.
    await fetch(`${varnish.url}/about`);
    runs.push(await publishOnce(`Sobre nosotros v${i}`));
  }
  const [first, ...rest] = runs;
  const row = (name: string, of: (r: Run) => number | undefined) => {
    const xs = rest.map(of).filter((x): x is number => x !== undefined);
    return `${name.padEnd(34)} first ${String(of(first!) ?? "–").padStart(6)}   median ${String(percentile(xs, 50)).padStart(6)}   p90 ${String(percentile(xs, 90)).padStart(6)}   max ${String(Math.max(...xs)).padStart(6)}`;
  };
  console.log(
    `bench:cdn — ${publishes} publishes of /about after a first one, load average ${loadavg()[0]!.toFixed(2)}`,
  );
  console.log(row('"Publicar" → "Publicado" (ms)', (r) => r.toLive));
  console.log(row("purge phase (ms)", (r) => r.purge));
  console.log(row('"Publicado" → seen via Varnish (ms)', (r) => r.liveToSeen));
  console.log(row('"Publicar" → seen via Varnish (ms)', (r) => r.toLive + r.liveToSeen));
  console.log("target (issue 42): through Varnish ≤ 3000 ms");
} catch (error) {
  console.error((error as Error).message, readFileSync(join(dataDir, "server.err"), "utf8").slice(-2000));
  process.exitCode = 1;
} finally {
  server.kill("SIGTERM");
  await varnish.stop();
}
