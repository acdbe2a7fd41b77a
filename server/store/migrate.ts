// The one migration mechanism, for both engines: the .sql files of
// schema/, in file-name order, each once per database (recorded by name in
// schema_files), each in its own transaction. On PostgreSQL a
// transaction-scoped advisory lock makes two servers starting together
// migrate once (the second waits, then finds the files applied).
// The first nine files were a numbered list in code before; a database
// migrated then has them in schema_migrations by number, and they are
// recorded as applied, never run again.
import { readdirSync, readFileSync } from "node:fs";
import type { Driver } from "./driver.ts";

const MIGRATION_LOCK = 4213;
const SCHEMA_DIR = new URL("./schema/", import.meta.url);

/** `{id}` is the engine's auto-increment key, `{unlogged}` a table PostgreSQL need not write ahead (SQLite ignores it). */
export const forEngine = (sql: string, engine: "sqlite" | "postgres") =>
  sql
    .replaceAll("{id}", engine === "sqlite" ? "INTEGER PRIMARY KEY AUTOINCREMENT" : "BIGSERIAL PRIMARY KEY")
    .replaceAll("{unlogged}", engine === "sqlite" ? "" : "UNLOGGED");

/** The migration files of schema/, in the order they run. */
export function migrationFiles(dir: URL = SCHEMA_DIR): Array<{ name: string; sql: string }> {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: readFileSync(new URL(name, dir), "utf8") }));
}

/** The number of a file that was once the numbered list's ("0003-….sql" → 3). */
const legacyVersion = (name: string) => (/^(\d{4})-/.test(name) ? Number(name.slice(0, 4)) : undefined);

export async function migrate(driver: Driver, files = migrationFiles()): Promise<void> {
  await driver.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)",
  );
  await driver.exec("CREATE TABLE IF NOT EXISTS schema_files (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
  for (const file of files) {
    await driver.transaction(async (tx) => {
      if (driver.kind === "postgres") await tx.get("SELECT pg_advisory_xact_lock(?)", [MIGRATION_LOCK]);
      if (await tx.get("SELECT name FROM schema_files WHERE name = ?", [file.name])) return;
      const version = legacyVersion(file.name);
      const ranFromList =
        version !== undefined &&
        (await tx.get("SELECT version FROM schema_migrations WHERE version = ?", [version])) !== undefined;
      if (!ranFromList) await tx.exec(forEngine(file.sql, driver.kind));
      await tx.run("INSERT INTO schema_files (name, applied_at) VALUES (?, ?)", [file.name, new Date().toISOString()]);
    });
  }
}
