// requireRole: the server-side check behind every /admin route (hiding a
// button is never the protection). An API request without a session gets
// 401 JSON, a page request the sign-in form; a lower role gets 403 with a
// Spanish sentence. audit(): one line of the audit log.
import type { Context, MiddlewareHandler } from "hono";
import { forbiddenPage, messagePage } from "./views.ts";
import { hasRole, ROLE_LABELS, type Role, type User } from "../roles.ts";

const wantsPage = (c: Context) => c.req.method === "GET" && (c.req.header("accept") ?? "").includes("text/html");

/** Too many failed tries from here: the admin's styled page in Spanish for a browser, the same sentence as JSON for a script. */
export function tooManyTries(c: Context, retryAfter: number): Response | Promise<Response> {
  const text = `Demasiados intentos fallidos. Vuelve a intentarlo en ${retryAfter} s.`;
  c.header("Retry-After", String(retryAfter));
  return (c.req.header("accept") ?? "").includes("text/html")
    ? c.html(messagePage("Demasiados intentos", text), 429)
    : c.json({ error: text }, 429);
}

export function requireRole(role: Role): MiddlewareHandler {
  return async (c, next) => {
    const user = c.get("user") as User | undefined;
    if (!user) {
      if (wantsPage(c)) return c.redirect(`/admin/login?next=${encodeURIComponent(c.req.path)}`, 303);
      return c.json({ error: "Inicia sesión para continuar." }, 401, { "WWW-Authenticate": 'Bearer realm="admin"' });
    }
    if (!hasRole(user.role, role)) {
      const error = `Tu rol (${ROLE_LABELS[user.role]}) no permite esto: hace falta ${ROLE_LABELS[role]}.`;
      return wantsPage(c) ? c.html(forbiddenPage(user, error), 403) : c.json({ error }, 403);
    }
    await next();
  };
}

/**
 * Appends to the audit log: who (the signed-in person), what, when. Never
 * pass a lead's data in `detail`. Await it where the line must exist before
 * the answer; it never throws (a store failure is logged, not turned into a
 * failed publish).
 */
export async function audit(c: Context, action: string, detail: Record<string, string | number> = {}): Promise<void> {
  const user = c.get("user") as User | undefined;
  const auth = c.get("auth");
  const actor = user ? (user.id === 0 ? `${user.name} (token)` : user.email) : "—";
  await auth.store
    .addAudit({ at: auth.options.now().toISOString(), actorId: user?.id ?? null, actor, action, detail })
    .catch((error: unknown) => console.error(`[audit] not recorded: ${actor} ${action}`, error));
}
