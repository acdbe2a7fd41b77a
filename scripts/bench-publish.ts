// `node scripts/bench-publish.ts [runs]`: what a publish costs. Starts the
// server on a throwaway content repository (the project's files), and
// publishes the about page's title N times (default 5) through the API with
// the real build, timing the request to the public page showing the change,
// and the build's share (from the server's log). Prints figures, asserts
// nothing. CONTENT_REPO=<checkout> benches another repository (e.g. one with
// 10× the pages).
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeContentRepo } from "../server/publish/testing/content-repo.ts";

const runs = Number(process.argv[2] ?? 5);
const port = Number(process.env.PORT ?? 4620);
const token = "bench-admin-token-0123456789-abcdefghijklmnop";
const repo = process.env.CONTENT_REPO ?? makeContentRepo();
const url = `http://localhost:${port}`;
const server = spawn(process.execPath, ["server/main.ts"], { env: { ...process.env, PORT: String(port), CONTENT_REPO: repo, DATA_DIR: mkdtempSync(join(tmpdir(), "bench-publish-")), ADMIN_TOKEN: token }, stdio: ["ignore", "pipe", "pipe"] });
let log = "";
server.stdout.on("data", (c) => (log += String(c)));
server.stderr.on("data", (c) => (log += String(c)));
while (!log.includes("Serving")) await new Promise((r) => setTimeout(r, 200));
const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
const api = async (path: string, body?: unknown) => (await fetch(`${url}/admin/edit/api/${path}`, body === undefined ? { headers } : { method: "POST", headers, body: JSON.stringify(body) })).json() as Promise<Record<string, unknown>>;
const title = async () => /<title>(.*?)<\/title>/.exec(await (await fetch(`${url}/about`)).text())?.[1] ?? "";
const times: number[] = [];
const builds: number[] = [];
try {
  for (let i = 0; i < runs; i++) {
    const page = (await api("page?file=pages/about.json")) as { hash: string; doc: { meta: Record<string, unknown> } };
    const wanted = `Sobre nosotros ${Date.now()}`;
    await api("save", { file: "pages/about.json", doc: { ...page.doc, meta: { ...page.doc.meta, title: `${wanted} | {product}` } }, hash: page.hash });
    const started = performance.now();
    const job = await api("publish", { file: "pages/about.json" });
    while (!(await title()).startsWith(wanted)) await new Promise((r) => setTimeout(r, 250));
    times.push(Math.round(performance.now() - started));
    const status = await api(`publish-status?id=${String(job.id)}`);
    builds.push(Number(status.buildMs ?? 0));
    console.log(`publish ${i + 1}: ${times.at(-1)} ms to the public page (build ${builds.at(-1)} ms)`);
  }
} finally {
  server.kill("SIGTERM");
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`bench-publish: ${runs} publishes, "Publicar" to public page changed median ${median(times)} ms (min ${Math.min(...times)}, max ${Math.max(...times)}); build median ${median(builds)} ms`);
