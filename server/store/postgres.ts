// PostgreSQL (DATABASE_URL=postgres://…): a pool; the unique constraints and
// row locks do the deciding, so several servers on one database stay correct.
import pg from "pg";
import { numberPlaceholders, type Driver, type Param, type Queryable, type Row } from "./driver.ts";

const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
  all: async (sql, params = []) => (await client.query(numberPlaceholders(sql), params as Param[])).rows as Row[],
  get: async (sql, params = []) =>
    (await client.query(numberPlaceholders(sql), params as Param[])).rows[0] as Row | undefined,
  run: async (sql, params = []) => (await client.query(numberPlaceholders(sql), params as Param[])).rowCount ?? 0,
  exec: async (sql) => void (await client.query(sql)),
});

/** `poolSize`: connections this server opens at most (DATABASE_POOL). */
export function postgresDriver(url: string, poolSize = 10): Driver {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the database (restart, failover) must not
  // take the server down; the pool opens a new one on the next query.
  pool.on("error", (error) => console.error("[store] idle PostgreSQL connection failed:", error.message));
  return {
    kind: "postgres",
    ...on(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work(on(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
