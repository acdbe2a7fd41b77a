// One migration runner for both engines: each entry of MIGRATIONS not yet in
// schema_migrations runs in its own transaction, in order. On PostgreSQL a
// transaction-scoped advisory lock makes two servers starting together
// migrate once (the second waits, then finds the versions applied).
import type { Driver } from "./driver.ts";
import { forEngine, MIGRATIONS } from "./migrations.ts";

const MIGRATION_LOCK = 4213;

export async function migrate(driver: Driver, migrations: readonly string[] = MIGRATIONS): Promise<void> {
  await driver.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)");
  for (const [index, sql] of migrations.entries()) {
    const version = index + 1;
    await driver.transaction(async (tx) => {
      if (driver.kind === "postgres") await tx.get("SELECT pg_advisory_xact_lock(?)", [MIGRATION_LOCK]);
      if (await tx.get("SELECT version FROM schema_migrations WHERE version = ?", [version])) return;
      await tx.exec(forEngine(sql, driver.kind));
      await tx.run("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)", [version, new Date().toISOString()]);
    });
  }
}
