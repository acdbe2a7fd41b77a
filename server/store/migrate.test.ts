// @vitest-environment node
// The migration runner: the files of schema/ in file-name order, each once
// (a second start, or a second server, applies nothing again), on both
// engines; a database migrated by the numbered list of before keeps working.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { postgresEngine, sqliteEngine } from "../testing/engines.ts";
import { sqliteDriver } from "./sqlite.ts";
import { migrate, migrationFiles, forEngine } from "./migrate.ts";

vi.setConfig({ testTimeout: 30_000 });
const engines = [sqliteEngine(), postgresEngine()];
afterAll(async () => {
  for (const engine of engines) await engine.teardown();
});

describe.each(engines)("migrations on $name", (engine) => {
  it.skipIf(Boolean(engine.skip))("apply the files in name order, once each", async () => {
    const { store } = await engine.open();
    const dir = mkdtempSync(join(tmpdir(), "schema-"));
    writeFileSync(join(dir, "2026-11-26-b-arms.sql"), "ALTER TABLE experiments_t ADD COLUMN arm TEXT;");
    writeFileSync(
      join(dir, "2026-11-26-a-experiments.sql"),
      "CREATE TABLE experiments_t (id {id}, name TEXT NOT NULL);",
    );
    writeFileSync(join(dir, "notes.md"), "not a migration");
    const files = migrationFiles(pathToFileURL(`${dir}/`));
    expect(files.map((f) => f.name)).toEqual(["2026-11-26-a-experiments.sql", "2026-11-26-b-arms.sql"]);
    await migrate(store.db, files);
    await migrate(store.db, files);
    await store.db.run("INSERT INTO experiments_t (name, arm) VALUES (?, ?)", ["hero", "b"]);
    expect(await store.db.all("SELECT name, arm FROM experiments_t")).toEqual([{ name: "hero", arm: "b" }]);
    // The store applied the real schema/ files when it opened; these two are recorded once each besides.
    const names = (await store.db.all("SELECT name FROM schema_files ORDER BY name")).map((r) => String(r.name));
    expect(names.filter((name) => files.some((f) => f.name === name))).toEqual(files.map((f) => f.name));
  });
});

describe("a database from the numbered list of before", () => {
  it("keeps its data and gets the rest, running none of the old nine again", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "old-db-")), "site.db");
    const old = sqliteDriver(file);
    // As the old runner left it: the nine list migrations recorded by number, the files not yet.
    const legacy = migrationFiles().filter((f) => /^000\d-/.test(f.name));
    expect(legacy).toHaveLength(9);
    await old.exec("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)");
    for (const [i, f] of legacy.entries()) {
      await old.exec(forEngine(f.sql, "sqlite"));
      await old.run("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)", [
        i + 1,
        "2026-11-01T00:00:00Z",
      ]);
    }
    await old.run("INSERT INTO submissions (form_id, data, idempotency_key, created_at) VALUES (?, ?, ?, ?)", [
      "contacto",
      "{}",
      "k1",
      "2026-11-01T00:00:00Z",
    ]);
    await migrate(old);
    await migrate(old);
    expect(await old.all("SELECT form_id FROM submissions")).toEqual([{ form_id: "contacto" }]);
    const names = (await old.all("SELECT name FROM schema_files ORDER BY name")).map((r) => String(r.name));
    expect(names).toEqual(migrationFiles().map((f) => f.name));
    expect(await old.get("SELECT COUNT(*) AS n FROM users")).toEqual({ n: 0 });
    await old.close();
  });
});
