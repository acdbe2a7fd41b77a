// Stand-in for pub-auth's server/auth/ (publish-contract.md), with the same
// names, until that module is merged: every signed-in request (ADMIN_TOKEN as
// Bearer, or /admin's session cookie) is the owner; the CSRF token is an HMAC
// of the session id; audit() writes one line to the console.
import { createHmac } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { adminAuth, COOKIE, sameSecret } from "../admin-auth.ts";
import type { Store } from "../store/index.ts";

export type Role = "editor" | "publisher" | "owner";
export interface User {
  id: number;
  email: string;
  name: string;
  role: Role;
}

const RANK: Record<Role, number> = { editor: 1, publisher: 2, owner: 3 };
export const hasRole = (user: User, role: Role) => RANK[user.role] >= RANK[role];
const OWNER: User = { id: 0, email: "admin", name: "Administrador", role: "owner" };

export interface AuthOptions {
  token: string;
  store: Store;
  now: () => Date;
}

export function authKit(options: AuthOptions) {
  const auth = adminAuth({ token: options.token, store: options.store, trustProxy: false, now: options.now });
  const csrfOf = (c: Context) => {
    const id = getCookie(c, COOKIE);
    return id ? createHmac("sha256", options.token).update(`csrf:${id}`).digest("base64url") : "";
  };
  const isBearer = (c: Context) => /^Bearer\s/i.test(c.req.header("authorization") ?? "");

  const requireRole =
    (role: Role): MiddlewareHandler =>
    async (c, next) => {
      if (!(await auth.isAuthorized(c))) {
        if (c.req.method === "GET" && (c.req.header("accept") ?? "").includes("text/html")) return c.redirect("/admin");
        return c.json({ error: "Inicia sesión para continuar." }, 401);
      }
      const user = OWNER;
      if (!hasRole(user, role)) return c.json({ error: "Tu cuenta no tiene permiso para hacer esto." }, 403);
      if (c.req.method !== "GET" && c.req.method !== "HEAD" && !isBearer(c)) {
        const sent = c.req.header("x-csrf-token") ?? "";
        const origin = c.req.header("origin");
        if (!sent || !sameSecret(sent, csrfOf(c)) || !origin || new URL(origin).host !== new URL(c.req.url).host) return c.json({ error: "Petición rechazada: recarga la página e inténtalo de nuevo." }, 403);
      }
      c.set("user" as never, user as never);
      await next();
    };

  const me = async (c: Context) => {
    if (!(await auth.isAuthorized(c))) return c.json({ error: "Inicia sesión para continuar." }, 401);
    return c.json({ ...OWNER, csrfToken: csrfOf(c) });
  };
  return { requireRole, me };
}

export const userOf = (c: Context): User => c.get("user" as never) as User;

export function audit(c: Context, action: string, detail: Record<string, string | number> = {}): void {
  console.log(`[audit] ${userOf(c)?.email ?? "?"} ${action} ${JSON.stringify(detail)}`);
}
