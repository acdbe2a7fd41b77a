// The statements of accounts, sessions, invitations, sign-in throttling and
// the audit log, for both engines through the store's driver (`?`
// placeholders, instants as ISO 8601 UTC text). Tables: schema/2026-11-26-accounts.sql.
import type { Driver, Row } from "../store/driver.ts";
import { isRole, type Role, type User } from "../roles.ts";

export interface StoredUser extends User {
  hasPassword: boolean;
  createdAt: string;
}

export interface SessionRow {
  userId: number;
  tokenTag: string | null;
  createdAt: string;
  seenAt: string;
  expiresAt: string;
  user?: User;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  detail: Record<string, string | number>;
}

const toUser = (row: Row): StoredUser => ({
  id: Number(row.id),
  email: String(row.email),
  name: String(row.name ?? ""),
  role: isRole(row.role) ? row.role : "editor",
  hasPassword: row.password_hash !== null && row.password_hash !== undefined,
  createdAt: String(row.created_at),
});

export const normalEmail = (email: string) => email.trim().toLowerCase();

export function authStore(db: Driver) {
  return {
    async addUser(email: string, role: Role, name: string, at: string): Promise<StoredUser | undefined> {
      const row = await db.get(
        "INSERT INTO users (email, name, role, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING *",
        [normalEmail(email), name, role, at],
      );
      return row ? toUser(row) : undefined;
    },
    async listUsers(): Promise<StoredUser[]> {
      return (await db.all("SELECT * FROM users ORDER BY email")).map(toUser);
    },
    async userByEmail(email: string): Promise<(StoredUser & { passwordHash: string | null }) | undefined> {
      const row = await db.get("SELECT * FROM users WHERE email = ?", [normalEmail(email)]);
      return row
        ? { ...toUser(row), passwordHash: row.password_hash === null ? null : String(row.password_hash) }
        : undefined;
    },
    async userById(id: number): Promise<StoredUser | undefined> {
      const row = await db.get("SELECT * FROM users WHERE id = ?", [id]);
      return row ? toUser(row) : undefined;
    },
    async setRole(id: number, role: Role): Promise<boolean> {
      return (await db.run("UPDATE users SET role = ? WHERE id = ?", [role, id])) > 0;
    },
    async setPassword(id: number, hash: string, name: string): Promise<void> {
      await db.run("UPDATE users SET password_hash = ?, name = ? WHERE id = ?", [hash, name, id]);
    },
    /** A new password: every session and sign-in link of the person ends with the old one. */
    async replacePassword(id: number, hash: string, name: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.run("UPDATE users SET password_hash = ?, name = ? WHERE id = ?", [hash, name, id]);
        await tx.run("DELETE FROM auth_sessions WHERE user_id = ?", [id]);
        await tx.run("DELETE FROM auth_invites WHERE user_id = ?", [id]);
      });
    },
    /** The same password under a stronger hash (at sign-in); sessions stay. */
    async setPasswordHash(id: number, hash: string): Promise<void> {
      await db.run("UPDATE users SET password_hash = ? WHERE id = ?", [hash, id]);
    },
    /** Removes the person with every session and invitation of theirs. */
    async removeUser(id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.run("DELETE FROM auth_sessions WHERE user_id = ?", [id]);
        await tx.run("DELETE FROM auth_invites WHERE user_id = ?", [id]);
        return (await tx.run("DELETE FROM users WHERE id = ?", [id])) > 0;
      });
    },

    async addSession(
      idHash: string,
      userId: number,
      tokenTag: string | null,
      at: string,
      expiresAt: string,
    ): Promise<void> {
      await db.run(
        "INSERT INTO auth_sessions (id_hash, user_id, token_tag, created_at, seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
        [idHash, userId, tokenTag, at, at, expiresAt],
      );
    },
    async session(idHash: string): Promise<SessionRow | undefined> {
      const row = await db.get(
        "SELECT s.user_id, s.token_tag, s.created_at, s.seen_at, s.expires_at, u.email, u.name, u.role FROM auth_sessions s LEFT JOIN users u ON u.id = s.user_id WHERE s.id_hash = ?",
        [idHash],
      );
      if (!row) return undefined;
      const userId = Number(row.user_id);
      return {
        userId,
        tokenTag: row.token_tag === null ? null : String(row.token_tag),
        createdAt: String(row.created_at),
        seenAt: String(row.seen_at),
        expiresAt: String(row.expires_at),
        user:
          row.email !== null && row.email !== undefined && isRole(row.role)
            ? { id: userId, email: String(row.email), name: String(row.name ?? ""), role: row.role }
            : undefined,
      };
    },
    async touchSession(idHash: string, at: string): Promise<void> {
      await db.run("UPDATE auth_sessions SET seen_at = ? WHERE id_hash = ?", [at, idHash]);
    },
    async deleteSession(idHash: string): Promise<void> {
      await db.run("DELETE FROM auth_sessions WHERE id_hash = ?", [idHash]);
    },
    /** Ends sessions idle since `idleBefore` or past their absolute expiry. */
    async sweepSessions(idleBefore: string, now: string): Promise<void> {
      await db.run("DELETE FROM auth_sessions WHERE seen_at < ? OR expires_at <= ?", [idleBefore, now]);
    },

    async addInvite(tokenHash: string, userId: number, expiresAt: string): Promise<void> {
      await db.transaction(async (tx) => {
        // One live link per person: a new one replaces the last.
        await tx.run("DELETE FROM auth_invites WHERE user_id = ?", [userId]);
        await tx.run("INSERT INTO auth_invites (token_hash, user_id, expires_at) VALUES (?, ?, ?)", [
          tokenHash,
          userId,
          expiresAt,
        ]);
      });
    },
    async invite(tokenHash: string, now: string): Promise<StoredUser | undefined> {
      const row = await db.get(
        "SELECT u.* FROM auth_invites i JOIN users u ON u.id = i.user_id WHERE i.token_hash = ? AND i.expires_at > ?",
        [tokenHash, now],
      );
      return row ? toUser(row) : undefined;
    },
    /** Uses the link once: true for the one request that deleted it. */
    async useInvite(tokenHash: string, now: string): Promise<boolean> {
      return (await db.run("DELETE FROM auth_invites WHERE token_hash = ? AND expires_at > ?", [tokenHash, now])) > 0;
    },

    async throttle(keys: readonly string[]): Promise<Map<string, { failures: number; lastAt: Date }>> {
      const found = new Map<string, { failures: number; lastAt: Date }>();
      for (const key of keys) {
        const row = await db.get("SELECT failures, last_at FROM auth_throttle WHERE key = ?", [key]);
        if (row) found.set(key, { failures: Number(row.failures), lastAt: new Date(String(row.last_at)) });
      }
      return found;
    },
    async setThrottle(key: string, failures: number, at: string): Promise<void> {
      await db.run(
        "INSERT INTO auth_throttle (key, failures, last_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, last_at = excluded.last_at",
        [key, failures, at],
      );
    },
    async clearThrottle(key: string): Promise<void> {
      await db.run("DELETE FROM auth_throttle WHERE key = ?", [key]);
    },

    async addAudit(entry: {
      at: string;
      actorId: number | null;
      actor: string;
      action: string;
      detail: Record<string, string | number>;
    }): Promise<void> {
      await db.run("INSERT INTO audit_log (at, actor_id, actor, action, detail) VALUES (?, ?, ?, ?, ?)", [
        entry.at,
        entry.actorId,
        entry.actor,
        entry.action,
        JSON.stringify(entry.detail),
      ]);
    },
    async listAudit(limit: number, offset: number): Promise<AuditEntry[]> {
      const rows = await db.all(
        `SELECT * FROM audit_log ORDER BY id DESC LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        at: String(row.at),
        actor: String(row.actor),
        action: String(row.action),
        detail: JSON.parse(String(row.detail)) as Record<string, string | number>,
      }));
    },
    async countAudit(): Promise<number> {
      return Number((await db.get("SELECT COUNT(*) AS n FROM audit_log"))?.n ?? 0);
    },
  };
}

export type AuthStore = ReturnType<typeof authStore>;
