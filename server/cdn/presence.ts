// An instance's presence on PostgreSQL: a session-level advisory lock, held
// on a connection of its own for as long as the process lives. A process that
// dies (kill -9, a crash, an OOM kill) closes that connection with it: the
// database ends the session and frees the lock at once, so the others see the
// instance gone in the same moment instead of after its heartbeat's age
// (instances.ts; docs/publishing.md, "The purge after a publish"). A hung but
// connected process keeps its lock: the heartbeat still covers that one, and
// a machine that vanishes without closing its sockets (power cut, a network
// partition) too, until TCP gives up.
import { randomInt } from "node:crypto";
import pg from "pg";

/** The lock's first key (pg_locks' classid): the presences' own space among the database's advisory locks. */
export const PRESENCE_SPACE = 42042;
const RETRY_MS = 5000;

export interface Presence {
  /** The lock's second key (pg_locks' objid) while this instance holds it; undefined while it does not. */
  key(): number | undefined;
  stop(): Promise<void>;
}

/** `onChange`: the key was taken or lost (the instance writes its row at once). */
export function pgPresence(
  url: string,
  onChange: () => void = () => undefined,
  log: (line: string) => void = (line) => console.warn(line),
): Presence {
  let client: pg.Client | undefined;
  let held: number | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lose = (next: pg.Client, error?: Error) => {
    if (client !== next) return;
    client = undefined;
    void next.end().catch(() => undefined);
    if (held !== undefined) {
      held = undefined;
      onChange();
    }
    if (stopped) return;
    if (error)
      log(`[instances] presence connection lost (${error.message}); the heartbeat alone says this instance is up`);
    retry = setTimeout(() => void connect(), RETRY_MS);
    retry.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on("error", (error) => lose(next, error));
    next.on("end", () => lose(next));
    try {
      await next.connect();
      // A random key, taken only if free: two instances never share one (another draw if it is taken).
      for (let tries = 0; tries < 5 && held === undefined && !stopped; tries++) {
        const key = randomInt(1, 2 ** 31);
        const taken = await next.query("SELECT pg_try_advisory_lock($1, $2) AS taken", [PRESENCE_SPACE, key]);
        if (taken.rows[0]?.taken === true) held = key;
      }
      if (held !== undefined) onChange();
    } catch (error) {
      lose(next, error as Error);
    }
  };
  void connect();

  return {
    key: () => held,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      held = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
