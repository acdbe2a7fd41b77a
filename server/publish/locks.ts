// Soft locks: who has a page open in the editor, kept alive by a heartbeat
// (every 20 s from the editor; gone 60 s after the last). Nothing is refused
// because of one: the banner warns the second person, a publisher may take
// the page over, and the save's base check (409) still guards the file.
// Rows of the site's store (edit_locks), so every instance answers the same;
// each heartbeat is one statement that takes the page only when it is free,
// expired or already the person's.
import type { Driver, Row } from "../store/driver.ts";

export interface Lock {
  file: string;
  userId: number;
  name: string;
  since: string;
  beat: number;
}

export const LOCK_TTL_MS = 60_000;

const toLock = (r: Row): Lock => ({
  file: String(r.file),
  userId: Number(r.user_id),
  name: String(r.name),
  since: String(r.since),
  beat: Number(r.beat_ms),
});

export function lockTable(db: Driver, now: () => Date = () => new Date()) {
  const holder = async (file: string) => toLock((await db.get("SELECT * FROM edit_locks WHERE file = ?", [file]))!);
  return {
    /** The heartbeat: takes a free (or expired) page, renews one's own; returns the holder. */
    async beat(file: string, user: { id: number; name: string }): Promise<Lock> {
      const at = now();
      const expired = at.getTime() - LOCK_TTL_MS;
      await db.run(
        `INSERT INTO edit_locks (file, user_id, name, since, beat_ms) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (file) DO UPDATE SET user_id = excluded.user_id, name = excluded.name, beat_ms = excluded.beat_ms,
           since = CASE WHEN edit_locks.user_id = excluded.user_id AND edit_locks.beat_ms > ? THEN edit_locks.since ELSE excluded.since END
         WHERE edit_locks.user_id = excluded.user_id OR edit_locks.beat_ms <= ?`,
        [file, user.id, user.name, at.toISOString(), at.getTime(), expired, expired],
      );
      return holder(file);
    },
    async takeOver(file: string, user: { id: number; name: string }): Promise<Lock> {
      const at = now();
      await db.run(
        `INSERT INTO edit_locks (file, user_id, name, since, beat_ms) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (file) DO UPDATE SET user_id = excluded.user_id, name = excluded.name, since = excluded.since, beat_ms = excluded.beat_ms`,
        [file, user.id, user.name, at.toISOString(), at.getTime()],
      );
      return holder(file);
    },
    async all(): Promise<Lock[]> {
      return (
        await db.all("SELECT * FROM edit_locks WHERE beat_ms > ? ORDER BY file", [now().getTime() - LOCK_TTL_MS])
      ).map(toLock);
    },
  };
}
