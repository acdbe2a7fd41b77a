// @vitest-environment node
// The migration runner: the numbered list, then the files of schema/ in
// file-name order, each once (a second start, or a second server, applies
// nothing again), on both engines.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { postgresEngine, sqliteEngine } from "../testing/engines.ts";
import { migrate, migrationFiles } from "./migrate.ts";

vi.setConfig({ testTimeout: 30_000 });
const engines = [sqliteEngine(), postgresEngine()];
afterAll(async () => {
  for (const engine of engines) await engine.teardown();
});

describe.each(engines)("migrations on $name", (engine) => {
  it.skipIf(Boolean(engine.skip))("apply the files after the list, in name order, once each", async () => {
    const { store } = await engine.open();
    const dir = mkdtempSync(join(tmpdir(), "schema-"));
    writeFileSync(join(dir, "2026-11-26-b-arms.sql"), "ALTER TABLE experiments_t ADD COLUMN arm TEXT;");
    writeFileSync(join(dir, "2026-11-26-a-experiments.sql"), "CREATE TABLE experiments_t (id {id}, name TEXT NOT NULL);");
    writeFileSync(join(dir, "notes.md"), "not a migration");
    const files = migrationFiles(pathToFileURL(`${dir}/`));
    expect(files.map((f) => f.name)).toEqual(["2026-11-26-a-experiments.sql", "2026-11-26-b-arms.sql"]);
    await migrate(store.db, undefined, files);
    await migrate(store.db, undefined, files);
    await store.db.run("INSERT INTO experiments_t (name, arm) VALUES (?, ?)", ["hero", "b"]);
    expect(await store.db.all("SELECT name, arm FROM experiments_t")).toEqual([{ name: "hero", arm: "b" }]);
    // The store opened with the real schema/ files applied too; these two are recorded once each.
    const names = files.map((f) => f.name);
    expect((await store.db.all("SELECT name FROM schema_files ORDER BY name")).map((r) => r.name).filter((name) => names.includes(String(name)))).toEqual(names);
  });
});
