// Picks the engine: DATABASE_URL=postgres://… → PostgreSQL, else SQLite at
// DATABASE_FILE (default data/site.db). Both run the same statements
// (store.ts) and the same migrations (migrations.ts) through a small driver.
import { migrate } from "./migrate.ts";
import { postgresDriver } from "./postgres.ts";
import { sqliteDriver } from "./sqlite.ts";
import { createStore } from "./store.ts";
import type { Store } from "./types.ts";

export type {
  Booking,
  Channel,
  ErasureTarget,
  OutboxKind,
  ListFilter,
  NewBooking,
  PendingDelivery,
  Store,
  Submission,
} from "./types.ts";

export async function openStore(
  env: { DATABASE_URL?: string; DATABASE_FILE?: string; DATABASE_POOL?: number },
  defaultFile: string,
): Promise<Store> {
  const url = env.DATABASE_URL?.trim();
  if (url && !/^postgres(ql)?:\/\//.test(url))
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql:// (got ${url.split(":")[0]}:…)`);
  const driver = url ? postgresDriver(url, env.DATABASE_POOL) : sqliteDriver(env.DATABASE_FILE ?? defaultFile);
  await migrate(driver);
  return createStore(driver);
}
