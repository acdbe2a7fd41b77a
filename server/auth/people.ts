// The accounts as work without a request sees them (a scheduled publish
// running at its time): who the person is now, and a line in the audit log.
import type { Store } from "../store/index.ts";
import { TOKEN_OWNER, type User } from "../roles.ts";
import { authStore } from "./store.ts";

export interface People {
  /** The person as they are now (role included), or undefined when the account is gone. */
  current(userId: number): Promise<User | undefined>;
  /** One line of the audit log on behalf of `who` (never a lead's data in `detail`). */
  record(
    who: { id: number; email: string; name: string },
    action: string,
    detail: Record<string, string | number>,
    at: Date,
  ): Promise<void>;
}

/** `tokenSet`: ADMIN_TOKEN is set, so the token's owner (id 0) still exists. */
export function people(store: Store, tokenSet: boolean): People {
  const accounts = authStore(store.db);
  return {
    async current(userId) {
      if (userId === TOKEN_OWNER.id) return tokenSet ? TOKEN_OWNER : undefined;
      const user = await accounts.userById(userId);
      return user?.hasPassword ? { id: user.id, email: user.email, name: user.name, role: user.role } : undefined;
    },
    async record(who, action, detail, at) {
      const actor = who.id === TOKEN_OWNER.id ? `${who.name} (token)` : who.email;
      await accounts
        .addAudit({ at: at.toISOString(), actorId: who.id, actor, action, detail })
        .catch((error: unknown) => console.error(`[audit] not recorded: ${actor} ${action}`, error));
    },
  };
}
