// The releases' rows (schema/2026-12-07-release-groups.sql): a release and
// its items, each change one transaction, read the same from every
// instance. The old PUBLISH_DIR/release-groups.json is imported at start.
import type { Driver, Queryable, Row } from "../../store/driver.ts";
import type { Release } from "../operations/releases.ts";
import { importJsonOnce, once, startNow } from "./import-json.ts";

/** Published releases kept (the newest); open ones are never dropped. */
const KEEP = 100;

const toRelease = (r: Row, items: Row[]): Release => ({
  id: String(r.id),
  name: String(r.name),
  items: items.filter((i) => i.release_id === r.id).map((i) => ({ file: String(i.file), userId: Number(i.user_id) })),
  createdBy: { id: Number(r.created_by_id), name: String(r.created_by_name) },
  createdAt: String(r.created_at),
  updatedAt: String(r.updated_at),
  state: String(r.state) as Release["state"],
  ...(r.published_commit ? { commit: String(r.published_commit) } : {}),
  ...(r.published_at ? { publishedAt: String(r.published_at) } : {}),
  ...(r.published_by ? { publishedBy: String(r.published_by) } : {}),
});

async function read(db: Queryable, where = "", params: string[] = []): Promise<Release[]> {
  const rows = await db.all(`SELECT * FROM release_groups ${where} ORDER BY updated_at DESC, id`, params);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => String(r.id));
  const items = await db.all(
    `SELECT * FROM release_items WHERE release_id IN (${ids.map(() => "?").join(", ")}) ORDER BY position`,
    ids,
  );
  return rows.map((r) => toRelease(r, items));
}

async function write(tx: Queryable, r: Release, onlyNew: boolean): Promise<void> {
  const values = [
    r.id,
    r.name,
    r.state,
    r.createdBy.id,
    r.createdBy.name,
    r.createdAt,
    r.updatedAt,
    r.commit ?? null,
    r.publishedAt ?? null,
    r.publishedBy ?? null,
  ];
  const changed = await tx.run(
    `INSERT INTO release_groups (id, name, state, created_by_id, created_by_name, created_at, updated_at, published_commit, published_at, published_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO ${
       onlyNew
         ? "NOTHING"
         : `UPDATE SET name = excluded.name, state = excluded.state, updated_at = excluded.updated_at,
             published_commit = excluded.published_commit, published_at = excluded.published_at, published_by = excluded.published_by`
     }`,
    values,
  );
  if (changed === 0) return;
  await tx.run("DELETE FROM release_items WHERE release_id = ?", [r.id]);
  for (const [position, item] of r.items.entries())
    await tx.run("INSERT INTO release_items (release_id, position, file, user_id) VALUES (?, ?, ?, ?)", [
      r.id,
      position,
      item.file,
      item.userId,
    ]);
}

export function releaseRows(db: Driver, dir: string) {
  const ready = once(() =>
    importJsonOnce<Release>(dir, "release-groups.json", (list) =>
      db.transaction(async (tx) => {
        for (const r of list) await write(tx, r, true);
      }),
    ),
  );
  startNow(ready);
  return {
    /** Newest change first. */
    async list(): Promise<Release[]> {
      await ready();
      return read(db);
    },
    async get(id: string): Promise<Release | undefined> {
      await ready();
      return (await read(db, "WHERE id = ?", [id]))[0];
    },
    /** Stored whole (its items replaced); published ones beyond the newest KEEP go. */
    async put(release: Release): Promise<void> {
      await ready();
      await db.transaction(async (tx) => {
        await write(tx, release, false);
        await tx.run(
          `DELETE FROM release_groups WHERE state <> 'open' AND id NOT IN (
             SELECT id FROM release_groups ORDER BY updated_at DESC, id LIMIT ${KEEP})`,
        );
      });
    },
    async remove(id: string): Promise<void> {
      await ready();
      await db.run("DELETE FROM release_groups WHERE id = ?", [id]);
    },
  };
}
