// Two server instances on one PostgreSQL never build or commit at once: each
// publish holds a session-level advisory lock on its own connection. When that
// connection is lost (a database restart, a failover, a dropped network), the
// server lets go of the lock with it: the error is caught here (a pg client
// without an "error" listener ends the process) and the work is told through
// its signal, so the publish stops before its commit and fails with a message
// while another instance may already hold the lock.
import pg from "pg";

/** The message of a publish whose lock was lost. */
export const LOCK_LOST = "Se perdió la conexión con la base de datos durante la publicación.";

export type Exclusive = <T>(work: (signal: AbortSignal) => Promise<T>) => Promise<T>;

export function advisoryLock(url: string, name: string, log = (line: string) => console.error(line)): Exclusive {
  return async (work) => {
    const client = new pg.Client({ connectionString: url });
    const lost = new AbortController();
    const loseLock = (error?: Error) => {
      if (lost.signal.aborted) return;
      if (error) log(`[publish] the publish lock's connection failed: ${error.message}`);
      lost.abort(new Error(LOCK_LOST));
    };
    client.on("error", loseLock);
    client.on("end", () => loseLock());
    await client.connect();
    try {
      await client.query("SELECT pg_advisory_lock(hashtext($1))", [name]);
      return await work(lost.signal);
    } finally {
      if (!lost.signal.aborted)
        await client.query("SELECT pg_advisory_unlock(hashtext($1))", [name]).catch(() => undefined);
      // Its own end below is no loss.
      lost.abort();
      await client.end().catch(() => undefined);
    }
  };
}
