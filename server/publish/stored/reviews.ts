// The reviews' rows (schema/2026-12-07-reviews.sql): a review and its
// comments, each change one transaction, so two instances (or two people at
// once) never overwrite each other's comment. The old PUBLISH_DIR/reviews.json
// is imported at start.
import { Refused } from "../../../lib/editor/guard.ts";
import type { ReviewComment, ReviewState } from "../../../src/core/review.ts";
import type { Driver, Queryable, Row } from "../../store/driver.ts";
import type { Review } from "../operations/reviews.ts";
import { importJsonOnce, once, startNow } from "./import-json.ts";

/** The queue keeps this many reviews (the newest requests); older ones go with their comments. */
const KEEP = 200;

const toComment = (r: Row): ReviewComment => ({
  at: String(r.at),
  name: String(r.name),
  userId: Number(r.user_id),
  text: String(r.text),
  kind: String(r.kind) as ReviewComment["kind"],
  ...(r.section ? { section: String(r.section) } : {}),
});

const toReview = (r: Row, comments: ReviewComment[]): Review => ({
  id: String(r.id),
  file: String(r.file),
  title: String(r.title),
  userId: Number(r.user_id),
  name: String(r.name),
  email: String(r.email),
  state: String(r.state) as ReviewState,
  requestedAt: String(r.requested_at),
  updatedAt: String(r.updated_at),
  draftCommit: String(r.draft_commit),
  comments,
  ...(r.published_commit ? { commit: String(r.published_commit) } : {}),
});

async function withComments(db: Queryable, rows: Row[]): Promise<Review[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => String(r.id));
  const comments = await db.all(
    `SELECT * FROM review_comments WHERE review_id IN (${ids.map(() => "?").join(", ")}) ORDER BY id`,
    ids,
  );
  return rows.map((r) => toReview(r, comments.filter((c) => c.review_id === r.id).map(toComment)));
}

const addComment = (db: Queryable, id: string, c: ReviewComment) =>
  db.run(
    "INSERT INTO review_comments (review_id, at, name, user_id, text, kind, section) VALUES (?, ?, ?, ?, ?, ?, ?)",
    [id, c.at, c.name, c.userId, c.text, c.kind, c.section ?? null],
  );

async function insertReview(db: Queryable, r: Review): Promise<boolean> {
  const inserted = await db.run(
    `INSERT INTO reviews (id, file, title, user_id, name, email, state, requested_at, updated_at, draft_commit, published_commit)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
    [
      r.id,
      r.file,
      r.title,
      r.userId,
      r.name,
      r.email,
      r.state,
      r.requestedAt,
      r.updatedAt,
      r.draftCommit,
      r.commit ?? null,
    ],
  );
  if (inserted === 0) return false;
  for (const c of r.comments) await addComment(db, r.id, c);
  return true;
}

export interface ReviewChange {
  comment?: ReviewComment;
  state?: ReviewState;
  commit?: string;
  /** Changed only while the review is in this state (two publishers deciding at once: one wins). */
  onlyIf?: ReviewState;
}

export function reviewRows(db: Driver, dir: string, now: () => Date) {
  // reviews.json is newest first: imported oldest first, so the queue keeps its order.
  const ready = once(() =>
    importJsonOnce<Review>(dir, "reviews.json", (list) =>
      db.transaction(async (tx) => {
        for (const r of [...list].reverse()) await insertReview(tx, r);
      }),
    ),
  );
  startNow(ready);
  const get = async (tx: Queryable, id: string) => {
    const row = await tx.get("SELECT * FROM reviews WHERE id = ?", [id]);
    return row ? (await withComments(tx, [row]))[0] : undefined;
  };
  return {
    async list(): Promise<Review[]> {
      await ready();
      return withComments(db, await db.all(`SELECT * FROM reviews ORDER BY seq DESC LIMIT ${KEEP}`));
    },
    async get(id: string): Promise<Review | undefined> {
      await ready();
      return get(db, id);
    },
    /** A person's request: their open or returned review of the page is asked again, else a new one. */
    async request(fresh: Omit<Review, "comments">, note: ReviewComment): Promise<Review> {
      await ready();
      return db.transaction(async (tx) => {
        const existing = await tx.get(
          "SELECT id FROM reviews WHERE user_id = ? AND file = ? AND state IN ('open', 'returned') ORDER BY seq DESC LIMIT 1",
          [fresh.userId, fresh.file],
        );
        const id = existing ? String(existing.id) : fresh.id;
        if (existing)
          await tx.run("UPDATE reviews SET state = 'open', draft_commit = ?, updated_at = ?, title = ? WHERE id = ?", [
            fresh.draftCommit,
            fresh.updatedAt,
            fresh.title,
            id,
          ]);
        else {
          await insertReview(tx, { ...fresh, comments: [] });
          const oldest = await tx.get(`SELECT seq FROM reviews ORDER BY seq DESC LIMIT 1 OFFSET ${KEEP}`);
          if (oldest) await tx.run("DELETE FROM reviews WHERE seq <= ?", [Number(oldest.seq)]);
        }
        await addComment(tx, id, note);
        return (await get(tx, id))!;
      });
    },
    /** A comment and/or a new state, in one transaction; refused when the review is gone or no longer `onlyIf`. */
    async change(id: string, change: ReviewChange): Promise<Review> {
      await ready();
      return db.transaction(async (tx) => {
        const changed = await tx.run(
          `UPDATE reviews SET updated_at = ?, state = COALESCE(?, state), published_commit = COALESCE(?, published_commit)
           WHERE id = ?${change.onlyIf ? " AND state = ?" : ""}`,
          [
            now().toISOString(),
            change.state ?? null,
            change.commit ?? null,
            id,
            ...(change.onlyIf ? [change.onlyIf] : []),
          ],
        );
        if (changed === 0) {
          if (change.onlyIf && (await tx.get("SELECT id FROM reviews WHERE id = ?", [id])))
            throw new Refused("Esta revisión ya tiene respuesta.", 409);
          throw new Refused("Esa revisión ya no existe.", 404);
        }
        if (change.comment) await addComment(tx, id, change.comment);
        return (await get(tx, id))!;
      });
    },
  };
}
