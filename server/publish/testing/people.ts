// Signed-in people for the publishing tests: an account with a password,
// then a real sign-in (POST /admin/login) and the session's CSRF token from
// GET /admin/api/me, as the editor's browser gets them.
import type { Hono } from "hono";
import { hashPassword } from "../../auth/password.ts";
import type { Role } from "../../roles.ts";
import { authStore } from "../../auth/store.ts";
import type { Store } from "../../store/index.ts";

export const PASSWORD = "una frase larga de prueba";
export const ORIGIN = "http://localhost";

export interface Session {
  cookie: string;
  csrf: string;
  /** Cookie, Origin and X-CSRF-Token: what the editor sends with a change. */
  headers: Record<string, string>;
}

/**
 * PASSWORD's hash, made once per test file's process: every person has the same password, and an
 * argon2id hash (19 MiB, two passes) costs tens of milliseconds of CPU, a few seconds of a run of
 * ~150 people. Signing in still verifies it, as for a real account.
 */
let passwordHash: Promise<string> | undefined;

export async function person(store: Store, email: string, role: Role) {
  const users = authStore(store.db);
  const user = (await users.addUser(email, role, email.split("@")[0]!, new Date().toISOString()))!;
  await users.setPassword(user.id, await (passwordHash ??= hashPassword(PASSWORD)), user.name);
  return user;
}

export async function signedIn(app: Hono, email: string): Promise<Session> {
  const login = await app.request("/admin/login", {
    method: "POST",
    body: new URLSearchParams({ email, password: PASSWORD }),
  });
  const cookie =
    login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith("admin_session=")) ?? "";
  if (!cookie) throw new Error(`sign-in of ${email} failed (${login.status})`);
  const me = (await (await app.request("/admin/api/me", { headers: { Cookie: cookie } })).json()) as {
    csrfToken: string;
  };
  return { cookie, csrf: me.csrfToken, headers: { Cookie: cookie, Origin: ORIGIN, "X-CSRF-Token": me.csrfToken } };
}

/** The editor's API as the editor's browser calls it: a change (POST with the person's CSRF headers) and a read. */
export function editorApi(app: Hono) {
  return {
    post: (who: Session, name: string, body: unknown) =>
      app.request(`/admin/edit/api/${name}`, {
        method: "POST",
        headers: { ...who.headers, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }),
    // biome-ignore lint/suspicious/noExplicitAny: as Response.json(); a test reads the answer it expects and asserts on it
    get: async <T = any>(who: Session, path: string): Promise<T> =>
      (await app.request(`/admin/edit/api/${path}`, { headers: { Cookie: who.cookie } })).json() as Promise<T>,
  };
}
