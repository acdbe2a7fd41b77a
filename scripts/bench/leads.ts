// Submissions per second and p99 latency of POST /api/forms/formulario at
// 50 concurrent clients, against a real server process on 127.0.0.1, once
// on SQLite, once on PostgreSQL (a throwaway cluster; skipped without
// Debian's binaries) and once with two server processes on that PostgreSQL.
// Client and server share the machine: a report, not a test.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { postgresMissing, startPostgres } from "../../server/testing/postgres.ts";
import { percentile } from "./stats.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface LeadsFigures {
  engine: string;
  submissions: number;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

/** `instances` server processes on consecutive ports (sharing the store when it is PostgreSQL); clients take turns. */
async function run(
  engine: string,
  env: Record<string, string>,
  dist: string,
  port: number,
  clients: number,
  seconds: number,
  instances = 1,
): Promise<LeadsFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-leads-"));
  const children = Array.from({ length: instances }, (_, k) =>
    spawn(process.execPath, ["server/main.ts"], {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        PORT: String(port + k),
        SITE_DIST: dist,
        DATA_DIR: dataDir,
        RATE_LIMIT: "100000000",
        TRUST_PROXY: "1",
      },
      stdio: "ignore",
    }),
  );
  const bases = children.map((_, k) => `http://127.0.0.1:${port + k}`);
  try {
    for (const base of bases) {
      for (let i = 0; ; i++) {
        try {
          if ((await fetch(`${base}/robots.txt`)).ok) break;
        } catch {
          if (i > 1200) throw new Error(`server/main.ts did not answer on ${base} within a minute`);
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    }
    const latencies: number[] = [];
    let failed = 0;
    let n = 0;
    const end = performance.now() + seconds * 1000;
    const client = async (_: unknown, c: number) => {
      const base = bases[c % bases.length]!;
      while (performance.now() < end) {
        const i = n++;
        const start = performance.now();
        const response = await fetch(`${base}/api/forms/formulario`, {
          method: "POST",
          // Fifty visitors, each from an address of their own (as the proxy in front would say).
          headers: {
            "Content-Type": "application/json",
            "Idempotency-Key": `bench-${i}-${start}`,
            "X-Forwarded-For": `10.0.${c}.1`,
          },
          body: JSON.stringify({ name: "Bench", email: `bench${i}@example.com`, message: `Mensaje ${i}` }),
        }).catch(() => undefined);
        await response?.arrayBuffer();
        if (response?.status === 201) latencies.push(performance.now() - start);
        else failed++;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: clients }, client));
    const elapsed = (performance.now() - started) / 1000;
    return {
      engine,
      submissions: latencies.length,
      perSecond: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      failed,
    };
  } finally {
    for (const child of children) child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchLeads(
  dist: string,
  port: number,
  options: { clients?: number; seconds?: number } = {},
): Promise<Array<LeadsFigures | { engine: string; skipped: string }>> {
  const clients = options.clients ?? 50;
  const seconds = options.seconds ?? Number(process.env.BENCH_LEADS_SECONDS ?? 5);
  const results: Array<LeadsFigures | { engine: string; skipped: string }> = [
    await run("SQLite (node:sqlite, WAL, synchronous=FULL)", {}, dist, port, clients, seconds),
  ];
  const missing = postgresMissing();
  if (missing) results.push({ engine: "PostgreSQL", skipped: missing });
  else {
    const pg = await startPostgres({ durable: true });
    try {
      results.push(
        await run(
          "PostgreSQL 15 (pg pool of 10, local cluster, fsync on)",
          { DATABASE_URL: pg.url },
          dist,
          port,
          clients,
          seconds,
        ),
      );
      results.push(
        await run(
          "PostgreSQL 15, two server processes on one database",
          { DATABASE_URL: pg.url },
          dist,
          port,
          clients,
          seconds,
          2,
        ),
      );
    } finally {
      pg.stop();
    }
  }
  return results;
}

export function leadsTable(results: Awaited<ReturnType<typeof benchLeads>>, clients = 50): string[] {
  const lines = [
    `| store (${clients} concurrent clients, POST /api/forms/formulario) | submissions/s | p50 ms | p99 ms | stored | failed |`,
    "| --- | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const r of results) {
    if ("skipped" in r) lines.push(`| ${r.engine} | skipped: ${r.skipped} | | | | |`);
    else
      lines.push(
        `| ${r.engine} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.submissions} | ${r.failed} |`,
      );
  }
  return lines;
}
