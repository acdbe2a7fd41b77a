// The A/B figures of `npm run bench` (and `npm run bench:experiments`):
// - exposures recorded per second: 50 concurrent clients POSTing
//   /api/experiments/exposure (each a new visitor in its own arm) to a real
//   server process on SQLite and on PostgreSQL (fsync on, like the leads bench);
// - GET /admin/experiments with 1,000,000 exposures (and 3% conversions)
//   in the store, in-process, median of 20, next to what a scan of the raw
//   events would cost (what the daily rollup saves);
// - the script a visitor's page gains: the exposure module bundled and
//   minified before and after the beacon, gzip.
// A report, not a test: client and server share the machine.
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { createApp } from "../../server/app.ts";
import { loadExperiments } from "../../server/experiments/registry.ts";
import { openStore, type Store } from "../../server/store/index.ts";
import { postgresMissing, startPostgres } from "../../server/testing/postgres.ts";
import { assignArm } from "../../src/core/experiments/assign.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const PAGES = join(root, "pages");
/** The commit before the beacon: what the exposure module was. */
const BEFORE_BEACON = "eb4f012";
const TOKEN = "bench-admin-token-0123456789abcdef";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function exposuresPerSecond(
  env: Record<string, string>,
  dist: string,
  port: number,
  clients: number,
  seconds: number,
) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-ab-"));
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      SITE_DIST: dist,
      DATA_DIR: dataDir,
      EXPOSURE_RATE_LIMIT: "100000000",
      TRUST_PROXY: "1",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  // What the server said on the way out, for the error when it does not come up.
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const base = `http://127.0.0.1:${port}`;
  const test = loadExperiments(PAGES)[0];
  if (!test) throw new Error("no page declares an experiment");
  try {
    // Any answer means it is up. A busy machine can take many seconds to start it: wait up to two minutes.
    const deadline = performance.now() + 120_000;
    for (;;) {
      const answered = await fetch(`${base}/robots.txt`).then(
        (r) => r.arrayBuffer().then(() => true),
        () => false,
      );
      if (answered) break;
      if (child.exitCode !== null || performance.now() > deadline)
        throw new Error(
          `server/main.ts did not answer on ${base} (exit ${child.exitCode}): ${stderr.trim() || "no output"}`,
        );
      await new Promise((r) => setTimeout(r, 100));
    }
    let n = 0;
    let recorded = 0;
    let failed = 0;
    const end = performance.now() + seconds * 1000;
    const client = async () => {
      while (performance.now() < end) {
        const visitor = (n++).toString(16).padStart(32, "0");
        const body = JSON.stringify({ experiment: test.id, arm: assignArm(test.id, visitor, test.arms), visitor });
        // Each visitor from its own address, as on the internet (one address adds only a few new visitors a day).
        const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        const headers = { "Content-Type": "text/plain", "X-Forwarded-For": address };
        const response = await fetch(`${base}/api/experiments/exposure`, { method: "POST", headers, body }).catch(
          () => undefined,
        );
        await response?.arrayBuffer();
        if (response?.status === 204) recorded++;
        else failed++;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: clients }, client));
    return { perSecond: recorded / ((performance.now() - started) / 1000), recorded, failed };
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** 1,000,000 exposures over 30 days, half per arm, 3% converted, and their daily rollup, in a few statements. */
async function fill(store: Store, id: string, count: number) {
  const rows =
    store.kind === "sqlite"
      ? `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})
         SELECT i, CASE WHEN i % 2 = 0 THEN 'control' ELSE 'b' END AS arm, printf('%032x', i) AS visitor, '2026-11-' || printf('%02d', 1 + i % 30) || 'T12:00:00.000Z' AS at FROM n`
      : `SELECT i, CASE WHEN i % 2 = 0 THEN 'control' ELSE 'b' END AS arm, lpad(to_hex(i), 32, '0') AS visitor, '2026-11-' || lpad((1 + i % 30)::text, 2, '0') || 'T12:00:00.000Z' AS at FROM generate_series(0, ${count - 1}) AS i`;
  await store.db.all(
    `INSERT INTO experiment_exposures (experiment_id, arm, visitor_id, created_at) SELECT '${id}', arm, visitor, at FROM (${rows}) r`,
  );
  await store.db.all(
    `INSERT INTO experiment_conversions (experiment_id, arm, visitor_id, lead_kind, lead_id, day, created_at) SELECT '${id}', arm, visitor, 'booking', NULL, substr(at, 1, 10), at FROM (${rows}) r WHERE i % 100 < 3`,
  );
  await store.db.all(
    `INSERT INTO experiment_counts (experiment_id, phase, arm, day, exposures, conversions)
     SELECT experiment_id, 0, arm, substr(created_at, 1, 10), COUNT(*), 0 FROM experiment_exposures WHERE experiment_id = ? GROUP BY experiment_id, arm, substr(created_at, 1, 10)`,
    [id],
  );
  const conv = await store.db.all(
    "SELECT arm, day, COUNT(*) AS n FROM experiment_conversions WHERE experiment_id = ? GROUP BY arm, day",
    [id],
  );
  for (const c of conv)
    await store.db.all(
      "UPDATE experiment_counts SET conversions = ? WHERE experiment_id = ? AND phase = 0 AND arm = ? AND day = ?",
      [Number(c.n), id, String(c.arm), String(c.day)],
    );
}

async function resultsPage(store: Store, dist: string, count: number) {
  const test = loadExperiments(PAGES)[0]!;
  const app = createApp({
    dist,
    store,
    forms: new Map(),
    uploadsDir: mkdtempSync(join(tmpdir(), "bench-ab-up-")),
    adminToken: TOKEN,
    pagesDir: PAGES,
  });
  // The app records the declared tests on start; the page asks for them first.
  await app.request("/admin/experiments", { headers: { Authorization: `Bearer ${TOKEN}` } });
  const t0 = performance.now();
  await fill(store, test.id, count);
  const fillSeconds = (performance.now() - t0) / 1000;
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    const response = await app.request("/admin/experiments", { headers: { Authorization: `Bearer ${TOKEN}` } });
    await response.text();
    status = response.status;
    times.push(performance.now() - start);
  }
  const scan: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await store.db.all(
      "SELECT arm, substr(created_at, 1, 10) AS day, COUNT(*) AS n FROM experiment_exposures WHERE experiment_id = ? GROUP BY arm, substr(created_at, 1, 10)",
      [test.id],
    );
    scan.push(performance.now() - start);
  }
  const [check] = await store.db.all("SELECT SUM(exposures) AS e FROM experiment_counts WHERE experiment_id = ?", [
    test.id,
  ]);
  return { pageMs: median(times), scanMs: median(scan), status, exposures: Number(check?.e), fillSeconds };
}

/** gzip bytes of the exposure module, bundled and minified as the site's build does, at a commit and now. */
async function beaconBytes(): Promise<{ before: number; after: number }> {
  const bundle = async (entry: string) => {
    const out = await build({
      configFile: false,
      logLevel: "silent",
      build: {
        write: false,
        minify: true,
        lib: { entry, formats: ["es"], fileName: "exposure" },
        rollupOptions: { treeshake: true },
      },
    });
    const output = (Array.isArray(out) ? out[0] : out) as { output: Array<{ type: string; code?: string }> };
    return gzipSync(
      output.output
        .filter((o) => o.type === "chunk")
        .map((o) => o.code ?? "")
        .join(""),
    ).length;
  };
  const beforeFile = join(root, "src/runtime/.bench-exposure-before.ts");
  // Its imports as the code is laid out now (src/lib/experiments moved to src/core/experiments).
  const before = execFileSync("git", ["show", `${BEFORE_BEACON}:src/runtime/exposure.ts`], {
    cwd: root,
    encoding: "utf8",
  }).replaceAll("../lib/experiments/", "../core/experiments/");
  writeFileSync(beforeFile, before);
  try {
    return { before: await bundle(beforeFile), after: await bundle(join(root, "src/runtime/exposure.ts")) };
  } finally {
    rmSync(beforeFile, { force: true });
  }
}

export async function benchExperiments(
  dist: string,
  port: number,
  options: { seconds?: number; exposures?: number } = {},
): Promise<string[]> {
  const seconds = options.seconds ?? Number(process.env.BENCH_AB_SECONDS ?? 5);
  const count = options.exposures ?? Number(process.env.BENCH_AB_EXPOSURES ?? 1_000_000);
  const lines = [
    "| A/B, store | exposures recorded/s (50 clients, POST /api/experiments/exposure) | GET /admin/experiments with " +
      count.toLocaleString("en") +
      " exposures, median ms | the same counts by scanning raw events, ms |",
    "| --- | ---: | ---: | ---: |",
  ];
  const engines: Array<{ name: string; env: () => Promise<{ env: Record<string, string>; stop: () => void }> }> = [
    {
      name: "SQLite (WAL, synchronous=FULL)",
      env: async () => {
        const dir = mkdtempSync(join(tmpdir(), "bench-ab-db-"));
        return {
          env: { DATABASE_FILE: join(dir, "site.db") },
          stop: () => rmSync(dir, { recursive: true, force: true }),
        };
      },
    },
  ];
  const missing = postgresMissing();
  if (!missing) {
    engines.push({
      name: "PostgreSQL 15 (local cluster, fsync on)",
      env: async () => {
        const pg = await startPostgres({ durable: true });
        return { env: { DATABASE_URL: pg.url }, stop: () => pg.stop() };
      },
    });
  }
  for (const engine of engines) {
    const a = await engine.env();
    try {
      const rate = await exposuresPerSecond(a.env, dist, port, 50, seconds);
      // The results figure on its own table: the throughput run's visitors would add to it.
      await openStore(a.env, a.env.DATABASE_FILE ?? "").then(async (store) => {
        await store.db.all("DELETE FROM experiment_exposures");
        await store.db.all("DELETE FROM experiment_counts");
        await store.db.all("DELETE FROM experiment_visitors");
        const page = await resultsPage(store, dist, count);
        await store.close();
        lines.push(
          `| ${engine.name} | ${rate.perSecond.toFixed(0)} (${rate.recorded} recorded, ${rate.failed} failed) | ${page.pageMs.toFixed(1)} (status ${page.status}, ${page.exposures.toLocaleString("en")} counted) | ${page.scanMs.toFixed(0)} |`,
        );
      });
    } finally {
      a.stop();
    }
  }
  if (missing) lines.push(`| PostgreSQL | skipped: ${missing} | | |`);
  // The commit before the beacon imports modules that have since moved: its size is a figure of the past, not worth failing the bench for.
  const bytes = await beaconBytes().catch((error: Error) => ({ error: error.message.split("\n")[0] }));
  if ("error" in bytes)
    lines.push("", `Script a visitor's page gains for the exposure beacon: not measured (${bytes.error}).`);
  else
    lines.push(
      "",
      `Script a visitor's page gains for the exposure beacon: ${bytes.after - bytes.before} bytes gzip (exposure module ${bytes.before} → ${bytes.after} bytes, minified, gzip; it comes with every page's entry script and sends only on a page under test).`,
    );
  return lines;
}
