// Every statement of the store, once, for both engines (`?` placeholders,
// SQL both understand). The engine-specific part is the driver.
import { randomBytes } from "node:crypto";
import type { Driver, Param, Queryable } from "./driver.ts";
import { LIST_LIMIT, toBooking, toSubmission, whereOf } from "./rows.ts";
import type {
  BookingResult,
  DeliveryKind,
  Erasure,
  LeadEvent,
  LeadKind,
  ListFilter,
  NewBooking,
  PendingDelivery,
  Store,
} from "./types.ts";

const q = () => "?";
const int = (n: number | undefined, fallback: number) => (Number.isSafeInteger(n) && n! >= 0 ? n! : fallback);
const page = (filter: ListFilter) => `LIMIT ${int(filter.limit, LIST_LIMIT)} OFFSET ${int(filter.offset, 0)}`;

async function deleteWhere(tx: Queryable, column: "email" | "created_at", op: "=" | "<", value: string) {
  const files = (
    await tx.all(`SELECT file_path FROM submissions WHERE ${column} ${op} ? AND file_path IS NOT NULL`, [value])
  ).map((r) => String(r.file_path));
  const a = await tx.run(`DELETE FROM submissions WHERE ${column} ${op} ?`, [value]);
  const b = await tx.run(`DELETE FROM bookings WHERE ${column} ${op} ?`, [value]);
  return { rows: a + b, files };
}

export function createStore(db: Driver): Store {
  let hitsSinceSweep = 0;
  const memoryCounts = db.kind === "sqlite" ? new Map<string, number>() : undefined;
  const secrets = new Map<string, Promise<string>>();
  const store: Store = {
    kind: db.kind,
    db,
    async addSubmission(s) {
      const row = await db.get(
        `INSERT INTO submissions (form_id, email, phone_key, data, file_path, file_name, file_type, idempotency_key, request_hash, spam, page, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        [
          s.formId,
          s.email,
          s.phoneKey || null,
          JSON.stringify(s.data),
          s.file?.path ?? null,
          s.file?.name ?? null,
          s.file?.type ?? null,
          s.idempotencyKey,
          s.requestHash,
          s.spam ?? false,
          s.page ?? null,
          s.createdAt,
        ],
      );
      if (row) return { id: Number(row.id), created: true };
      const existing = await db.get("SELECT id, request_hash FROM submissions WHERE idempotency_key = ?", [
        s.idempotencyKey,
      ]);
      return { id: Number(existing?.id), created: false, keyReused: existing?.request_hash !== s.requestHash };
    },
    async getSubmission(id) {
      const row = await db.get("SELECT * FROM submissions WHERE id = ?", [id]);
      return row ? toSubmission(row) : undefined;
    },
    async listSubmissions(filter = {}) {
      const where = whereOf(filter, q, true);
      return (
        await db.all(
          `SELECT * FROM submissions ${where.sql} ORDER BY created_at DESC, id DESC ${page(filter)}`,
          where.params,
        )
      ).map(toSubmission);
    },
    async countSubmissions(filter = {}) {
      const where = whereOf(filter, q, true);
      return Number((await db.get(`SELECT COUNT(*) AS n FROM submissions ${where.sql}`, where.params))?.n ?? 0);
    },
    async countBookings(filter = {}) {
      const where = whereOf(filter, q, false);
      return Number((await db.get(`SELECT COUNT(*) AS n FROM bookings ${where.sql}`, where.params))?.n ?? 0);
    },
    async getBooking(id) {
      const row = await db.get("SELECT * FROM bookings WHERE id = ?", [id]);
      return row ? toBooking(row) : undefined;
    },
    async addBooking(b, caps) {
      const insert = async (tx: Queryable): Promise<BookingResult> => {
        const row = await tx.get(
          `INSERT INTO bookings (slot_start, slot_label, name, email, phone, restaurant, accepted_privacy, accepted_marketing, source, event_id, idempotency_key, request_hash, client_hash, phone_key, page, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING *`,
          [
            b.slotStart,
            b.slotLabel,
            b.name,
            b.email,
            b.phone,
            b.restaurant,
            b.acceptedPrivacy,
            b.acceptedMarketing,
            b.source,
            b.eventId,
            b.idempotencyKey,
            b.requestHash,
            b.clientHash ?? null,
            b.phoneKey || null,
            b.page ?? null,
            b.createdAt,
          ],
        );
        if (row) return { status: "created", booking: toBooking(row) };
        const same = await tx.get("SELECT * FROM bookings WHERE idempotency_key = ?", [b.idempotencyKey]);
        if (!same) return { status: "taken" };
        return same.request_hash === b.requestHash
          ? { status: "replayed", booking: toBooking(same) }
          : { status: "key_reused" };
      };
      if (!caps) return insert(db);
      // Count and insert as one: concurrent bookings of one email or address
      // wait for each other (a transaction lock per email and per address on
      // PostgreSQL; SQLite's write transaction is already one at a time).
      return db.transaction(async (tx) => {
        const same = await tx.get("SELECT request_hash FROM bookings WHERE idempotency_key = ?", [b.idempotencyKey]);
        if (!same) {
          if (db.kind === "postgres") {
            await tx.get("SELECT pg_advisory_xact_lock(hashtext(?))", [`booking-email:${b.email}`]);
            await tx.get("SELECT pg_advisory_xact_lock(hashtext(?))", [`booking-client:${b.clientHash ?? ""}`]);
          }
          const byEmail = Number(
            (
              await tx.get("SELECT COUNT(*) AS n FROM bookings WHERE email = ? AND slot_start > ?", [
                b.email,
                caps.after,
              ])
            )?.n ?? 0,
          );
          if (byEmail >= caps.perEmail) return { status: "capped" };
          const byClient = b.clientHash
            ? Number(
                (
                  await tx.get("SELECT COUNT(*) AS n FROM bookings WHERE client_hash = ? AND slot_start > ?", [
                    b.clientHash,
                    caps.after,
                  ])
                )?.n ?? 0,
              )
            : 0;
          if (byClient >= caps.perAddress) return { status: "capped" };
        }
        return insert(tx);
      });
    },
    async listBookings(filter = {}) {
      const where = whereOf(filter, q, false);
      return (
        await db.all(
          `SELECT * FROM bookings ${where.sql} ORDER BY created_at DESC, id DESC ${page(filter)}`,
          where.params,
        )
      ).map(toBooking);
    },
    async bookedStarts(from, to) {
      return (await db.all("SELECT slot_start FROM bookings WHERE slot_start >= ? AND slot_start < ?", [from, to])).map(
        (r) => String(r.slot_start),
      );
    },
    async erase(target, by, at) {
      return db.transaction(async (tx) => {
        const [method, column, value]: ["email" | "phone" | "row", string, Param] =
          "email" in target
            ? ["email", "email", target.email.trim().toLowerCase()]
            : "phone" in target
              ? ["phone", "phone_key", target.phone]
              : ["row", "id", target.id];
        const leads: Array<{ kind: LeadKind; id: number }> = [];
        const files: string[] = [];
        let rows = 0;
        if (method !== "row" || ("kind" in target && target.kind === "submission")) {
          for (const r of await tx.all(`SELECT id, file_path FROM submissions WHERE ${column} = ?`, [value])) {
            leads.push({ kind: "submission", id: Number(r.id) });
            if (r.file_path) files.push(String(r.file_path));
          }
          rows += await tx.run(`DELETE FROM submissions WHERE ${column} = ?`, [value]);
        }
        if (method !== "row" || ("kind" in target && target.kind === "booking")) {
          for (const r of await tx.all(`SELECT id FROM bookings WHERE ${column} = ?`, [value]))
            leads.push({ kind: "booking", id: Number(r.id) });
          rows += await tx.run(`DELETE FROM bookings WHERE ${column} = ?`, [value]);
        }
        // Caught bookings have no id the outside world knows: counted, not named.
        if (method !== "row") rows += await tx.run(`DELETE FROM spam_bookings WHERE ${column} = ?`, [value]);
        const record = await tx.get(
          "INSERT INTO erasures (at, by_whom, method, rows) VALUES (?, ?, ?, ?) RETURNING id",
          [at, by, method, rows],
        );
        const event: LeadEvent = { type: "lead.erased", erasureId: Number(record?.id), at, leads };
        await tx.run("INSERT INTO events (type, payload, created_at) VALUES (?, ?, ?)", [
          event.type,
          JSON.stringify(event),
          at,
        ]);
        return { rows, files };
      });
    },
    async listErasures(limit = 100) {
      return (await db.all(`SELECT * FROM erasures ORDER BY at DESC, id DESC LIMIT ${limit}`)).map((r) => ({
        id: Number(r.id),
        at: String(r.at),
        by: String(r.by_whom),
        method: String(r.method) as Erasure["method"],
        rows: Number(r.rows),
      }));
    },
    async purgeBefore(before) {
      return db.transaction((tx) => deleteWhere(tx, "created_at", "<", before));
    },
    async claimDeliveries(channel, { now, leaseUntil, maxAttempts, limit, since }) {
      const tables: Array<[DeliveryKind, string, string]> =
        channel === "review"
          ? [["review-mail", "review_mails", ""]]
          : [
              ["submission", "submissions", "spam = FALSE AND "],
              ["booking", "bookings", ""],
              ...(channel === "webhook" ? [["event", "events", ""] as [DeliveryKind, string, string]] : []),
            ];
      const lock = db.kind === "postgres" ? "FOR UPDATE SKIP LOCKED" : "";
      const claimed: Array<PendingDelivery & { at: string }> = [];
      for (const [kind, table, extra] of tables) {
        const params: Param[] = [leaseUntil, now, maxAttempts, ...(since ? [since] : [])];
        const rows = await db.all(
          `UPDATE ${table} SET ${channel}_next_at = ? WHERE id IN (
             SELECT id FROM ${table} WHERE ${extra}${channel}_done_at IS NULL AND (${channel}_next_at IS NULL OR ${channel}_next_at <= ?) AND ${channel}_attempts < ?${since ? " AND created_at >= ?" : ""}
             ORDER BY id LIMIT ${limit} ${lock}) RETURNING *`,
          params,
        );
        for (const r of rows) {
          const common = { id: Number(r.id), attempts: Number(r[`${channel}_attempts`]), at: String(r.created_at) };
          if (kind === "review-mail") {
            const to = r.to_address ? { to: String(r.to_address) } : {};
            claimed.push({ ...common, kind, payload: { subject: String(r.subject), text: String(r.text), ...to } });
            continue;
          }
          const payload =
            kind === "submission"
              ? toSubmission(r)
              : kind === "booking"
                ? toBooking(r)
                : (JSON.parse(String(r.payload)) as LeadEvent);
          claimed.push({ ...common, kind, payload });
        }
      }
      return claimed.sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id).map(({ at: _at, ...d }) => d);
    },
    async recordDelivery(kind, id, result, channel = "webhook") {
      const table = { submission: "submissions", booking: "bookings", event: "events", "review-mail": "review_mails" }[
        kind
      ];
      if (result.done)
        await db.run(
          `UPDATE ${table} SET ${channel}_done_at = ?, ${channel}_attempts = ${channel}_attempts + 1 WHERE id = ?`,
          [result.at, id],
        );
      else
        await db.run(`UPDATE ${table} SET ${channel}_attempts = ?, ${channel}_next_at = ? WHERE id = ?`, [
          result.attempts,
          result.nextAt,
          id,
        ]);
    },
    async addSpamBooking(b) {
      const row = await db.get(
        "INSERT INTO spam_bookings (payload, email, phone, phone_key, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
        [JSON.stringify(b), b.email, b.phone, b.phoneKey || null, b.createdAt],
      );
      return Number(row?.id);
    },
    async countSpam() {
      const a = await db.get("SELECT COUNT(*) AS n FROM submissions WHERE spam = TRUE");
      const b = await db.get("SELECT COUNT(*) AS n FROM spam_bookings");
      return Number(a?.n ?? 0) + Number(b?.n ?? 0);
    },
    async listSpam(limit = 500) {
      const subs = (
        await db.all(`SELECT * FROM submissions WHERE spam = TRUE ORDER BY created_at DESC, id DESC LIMIT ${limit}`)
      ).map((r) => {
        const payload = toSubmission(r);
        return {
          kind: "submission" as const,
          id: payload.id,
          createdAt: payload.createdAt,
          email: payload.email,
          payload,
        };
      });
      const books = (await db.all(`SELECT * FROM spam_bookings ORDER BY created_at DESC, id DESC LIMIT ${limit}`)).map(
        (r) => ({
          kind: "booking" as const,
          id: Number(r.id),
          createdAt: String(r.created_at),
          email: String(r.email),
          payload: JSON.parse(String(r.payload)) as NewBooking,
        }),
      );
      return [...subs, ...books].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
    },
    async restoreSpam(kind, id) {
      if (kind === "submission")
        return {
          kind,
          id,
          restored: (await db.run("UPDATE submissions SET spam = FALSE WHERE id = ? AND spam = TRUE", [id])) > 0,
        };
      const row = await db.get("SELECT payload FROM spam_bookings WHERE id = ?", [id]);
      if (!row) return { kind, restored: false };
      const booking = JSON.parse(String(row.payload)) as NewBooking;
      const result = await store.addBooking({ ...booking, idempotencyKey: `spam:${id}` });
      if (result.status !== "created" && result.status !== "replayed") return { kind, restored: false };
      await db.run("DELETE FROM spam_bookings WHERE id = ?", [id]);
      return { kind, id: result.booking.id, restored: true };
    },
    async purgeSpamBefore(before) {
      return db.transaction(async (tx) => {
        const files = (
          await tx.all(
            "SELECT file_path FROM submissions WHERE spam = TRUE AND created_at < ? AND file_path IS NOT NULL",
            [before],
          )
        ).map((r) => String(r.file_path));
        const rows =
          (await tx.run("DELETE FROM submissions WHERE spam = TRUE AND created_at < ?", [before])) +
          (await tx.run("DELETE FROM spam_bookings WHERE created_at < ?", [before]));
        return { rows, files };
      });
    },
    secret(name) {
      // Made once, then read once per process.
      let value = secrets.get(name);
      if (!value) {
        value = (async () => {
          await db.run("INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING", [
            name,
            randomBytes(32).toString("base64url"),
          ]);
          return String((await db.get("SELECT value FROM settings WHERE name = ?", [name]))?.value);
        })();
        secrets.set(name, value);
        value.catch(() => secrets.delete(name));
      }
      return value;
    },
    // Counters: in the database on PostgreSQL (several servers share them);
    // on SQLite, which one server process owns, in memory (a counter is not
    // worth a synchronous disk write per request).
    async hits(key, windowStart) {
      if (memoryCounts) return memoryCounts.get(`${windowStart} ${key}`) ?? 0;
      return Number(
        (await db.get("SELECT count FROM rate_counts WHERE key = ? AND window_start = ?", [key, windowStart]))?.count ??
          0,
      );
    },
    async addHit(key, windowStart, forgetBefore, delta = 1) {
      const sweep = ++hitsSinceSweep >= 1000;
      if (sweep) hitsSinceSweep = 0;
      if (memoryCounts) {
        if (sweep)
          for (const k of memoryCounts.keys()) if (k.slice(0, k.indexOf(" ")) < forgetBefore) memoryCounts.delete(k);
        const n = (memoryCounts.get(`${windowStart} ${key}`) ?? 0) + delta;
        memoryCounts.set(`${windowStart} ${key}`, n);
        return n;
      }
      if (sweep) await db.run("DELETE FROM rate_counts WHERE window_start < ?", [forgetBefore]);
      const row = await db.get(
        "INSERT INTO rate_counts (key, window_start, count) VALUES (?, ?, ?) ON CONFLICT (key, window_start) DO UPDATE SET count = rate_counts.count + EXCLUDED.count RETURNING count",
        [key, windowStart, delta],
      );
      return Number(row?.count ?? delta);
    },
    close: () => db.close(),
  };
  return store;
}
