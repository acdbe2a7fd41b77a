// The embedded engine: node:sqlite in WAL mode. synchronous=FULL so a commit
// is on disk before the server acknowledges it (kill -9 or power loss).
// One connection: statements run one after another, and a transaction holds
// the connection until it ends (others wait their turn, so no statement of
// another request lands inside it).
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { Driver, Param, Queryable, Row } from "./driver.ts";

const bind = (params: readonly Param[]): SQLInputValue[] =>
  params.map((p) => (typeof p === "boolean" ? (p ? 1 : 0) : p));

export function sqliteDriver(file: string): Driver {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;",
  );
  const direct: Queryable = {
    all: async (sql, params = []) => db.prepare(sql).all(...bind(params)) as Row[],
    get: async (sql, params = []) => db.prepare(sql).get(...bind(params)) as Row | undefined,
    run: async (sql, params = []) => Number(db.prepare(sql).run(...bind(params)).changes),
    exec: async (sql) => db.exec(sql),
  };
  // The turn of whoever holds the connection (a transaction) .
  let turn: Promise<unknown> = Promise.resolve();
  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work, work);
    turn = result.catch(() => undefined);
    return result;
  };
  return {
    kind: "sqlite",
    all: (sql, params) => queued(() => direct.all(sql, params)),
    get: (sql, params) => queued(() => direct.get(sql, params)),
    run: (sql, params) => queued(() => direct.run(sql, params)),
    exec: (sql) => queued(() => direct.exec(sql)),
    transaction: (work) =>
      queued(async () => {
        db.exec("BEGIN IMMEDIATE");
        try {
          const result = await work(direct);
          db.exec("COMMIT");
          return result;
        } catch (error) {
          db.exec("ROLLBACK");
          throw error;
        }
      }),
    close: async () => {
      await turn;
      db.close();
    },
  };
}
