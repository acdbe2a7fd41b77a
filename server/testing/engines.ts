// The store engines a server test runs against: SQLite always, PostgreSQL
// when its binaries exist (else skipped, with the reason printed once).
import { randomBytes } from "node:crypto";
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
  // Under vitest, the run's cluster (tests/postgres-setup.ts); elsewhere (npm run chaos) one of its own.
  const shared = process.env.TEST_POSTGRES_URL;
  let own: ThrowawayPostgres | undefined;
  const clusterUrl = async () => shared ?? (own ??= await startPostgres()).url;
  // Several files' engines make databases in the shared cluster at once: a name no other one picks.
  const prefix = `t${randomBytes(4).toString("hex")}_`;
  let n = 0;
  const databases: string[] = [];
  const stores: Store[] = [];
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: await clusterUrl() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: "postgres",
    skip,
    async open() {
      // One database per test: nothing leaks between them.
      const name = `${prefix}${++n}`;
      await admin((client) => client.query(`CREATE DATABASE ${name}`));
      databases.push(name);
      const url = (await clusterUrl()).replace(/\/postgres$/, `/${name}`);
      const store = await openStore({ DATABASE_URL: url }, "");
      stores.push(store);
      return { store, env: { DATABASE_URL: url } };
    },
    async teardown() {
      await Promise.allSettled(stores.map((s) => s.close()));
      if (own) return own.stop();
      // The shared cluster outlives this file: its databases go (a child server may still hold a connection).
      if (databases.length)
        await admin(async (client) => {
          for (const name of databases) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        });
    },
  };
}
