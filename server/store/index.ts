// Picks the engine: DATABASE_URL=postgres://… → PostgreSQL, else SQLite at
// DATABASE_FILE (default data/site.db).
import { openPostgres } from "./postgres.ts";
import { openSqlite } from "./sqlite.ts";
import type { Store } from "./types.ts";

export type { Booking, LeadKind, ListFilter, PendingDelivery, Store, Submission } from "./types.ts";

export async function openStore(env: { DATABASE_URL?: string; DATABASE_FILE?: string }, defaultFile: string): Promise<Store> {
  const url = env.DATABASE_URL?.trim();
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  if (url) throw new Error(`DATABASE_URL must start with postgres:// or postgresql:// (got ${url.split(":")[0]}:…)`);
  return openSqlite(env.DATABASE_FILE ?? defaultFile);
}
