// The store engines a server test runs against: SQLite always, PostgreSQL
// when its binaries exist (else skipped, with the reason printed once).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openStore, type Store } from "../store/index.ts";
import { postgresMissing, startPostgres, type ThrowawayPostgres } from "./postgres.ts";

export interface Engine {
  name: "sqlite" | "postgres";
  skip?: string;
  /** A fresh, empty store (and its connection settings, for a child server process). */
  open(): Promise<{ store: Store; env: Record<string, string> }>;
  teardown(): Promise<void>;
}

export function sqliteEngine(): Engine {
  const dirs: string[] = [];
  const stores: Store[] = [];
  return {
    name: "sqlite",
    async open() {
      const dir = mkdtempSync(join(tmpdir(), "store-test-"));
      dirs.push(dir);
      const file = join(dir, "site.db");
      const store = await openStore({ DATABASE_FILE: file }, file);
      stores.push(store);
      return { store, env: { DATABASE_FILE: file } };
    },
    async teardown() {
      await Promise.allSettled(stores.map((s) => s.close()));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function postgresEngine(): Engine {
  const skip = postgresMissing();
  if (skip) console.warn(`[server tests] PostgreSQL skipped: ${skip}`);
  let cluster: ThrowawayPostgres | undefined;
  let n = 0;
  const stores: Store[] = [];
  return {
    name: "postgres",
    skip,
    async open() {
      cluster ??= await startPostgres();
      // One database per test: nothing leaks between them.
      const name = `t${++n}_${process.pid}`;
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = cluster.url.replace(/\/postgres$/, `/${name}`);
      const store = await openStore({ DATABASE_URL: url }, "");
      stores.push(store);
      return { store, env: { DATABASE_URL: url } };
    },
    async teardown() {
      await Promise.allSettled(stores.map((s) => s.close()));
      cluster?.stop();
    },
  };
}
