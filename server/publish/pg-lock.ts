// Two server instances on one PostgreSQL never build or commit at once: each
// publish holds a session-level advisory lock on its own connection.
import pg from "pg";

export function advisoryLock(url: string, name: string) {
  return async <T>(work: () => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query("SELECT pg_advisory_lock(hashtext($1))", [name]);
      return await work();
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext($1))", [name]).catch(() => undefined);
      await client.end().catch(() => undefined);
    }
  };
}
