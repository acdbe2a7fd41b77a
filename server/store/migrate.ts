// One migration runner for both engines: each entry of MIGRATIONS not yet in
// schema_migrations runs in its own transaction, in order. On PostgreSQL a
// transaction-scoped advisory lock makes two servers starting together
// migrate once (the second waits, then finds the versions applied).
// After the numbered list come the files of schema/ (one migration each,
// by file-name order, recorded by name), so two people adding one never
// edit the same line.
import { readdirSync, readFileSync } from "node:fs";
import type { Driver } from "./driver.ts";
import { forEngine, MIGRATIONS } from "./migrations.ts";

const MIGRATION_LOCK = 4213;
const SCHEMA_DIR = new URL("./schema/", import.meta.url);

/** The migration files of schema/, in the order they run. */
export function migrationFiles(dir: URL = SCHEMA_DIR): Array<{ name: string; sql: string }> {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: readFileSync(new URL(name, dir), "utf8") }));
}

export async function migrate(driver: Driver, migrations: readonly string[] = MIGRATIONS, files = migrationFiles()): Promise<void> {
  await driver.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)");
  await driver.exec("CREATE TABLE IF NOT EXISTS schema_files (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
  const lock = async (tx: Parameters<Parameters<Driver["transaction"]>[0]>[0]) => {
    if (driver.kind === "postgres") await tx.get("SELECT pg_advisory_xact_lock(?)", [MIGRATION_LOCK]);
  };
  for (const [index, sql] of migrations.entries()) {
    const version = index + 1;
    await driver.transaction(async (tx) => {
      await lock(tx);
      if (await tx.get("SELECT version FROM schema_migrations WHERE version = ?", [version])) return;
      await tx.exec(forEngine(sql, driver.kind));
      await tx.run("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)", [version, new Date().toISOString()]);
    });
  }
  for (const file of files) {
    await driver.transaction(async (tx) => {
      await lock(tx);
      if (await tx.get("SELECT name FROM schema_files WHERE name = ?", [file.name])) return;
      await tx.exec(forEngine(file.sql, driver.kind));
      await tx.run("INSERT INTO schema_files (name, applied_at) VALUES (?, ?)", [file.name, new Date().toISOString()]);
    });
  }
}
