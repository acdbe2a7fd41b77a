// The chaos run's four people, signed in through the real API (POST
// /admin/login, then the session's CSRF token from /admin/api/me) and
// calling the editor's API on either instance as the editor's browser does.
import type { Role } from "../../roles.ts";
import type { Store } from "../../store/index.ts";
import { PASSWORD, person } from "../../publish/testing/people.ts";
import { json, send, type Reply } from "./http.ts";
import type { Instance } from "./instances.ts";

export interface Person {
  id: number;
  name: string;
  role: Role;
  cookie: string;
  csrf: string;
}

export async function signIn(store: Store, instance: Instance, email: string, role: Role): Promise<Person> {
  const user = await person(store, email, role);
  const login = await send(`${instance.base}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: instance.base },
    body: new URLSearchParams({ email, password: PASSWORD }).toString(),
  });
  const cookie =
    login.kind === "answer"
      ? login.cookies.map((c) => c.split(";")[0]!).find((c) => c.startsWith("admin_session="))
      : undefined;
  if (!cookie) throw new Error(`sign-in of ${email} failed: ${login.kind === "answer" ? login.status : login.error}`);
  const me = json(await send(`${instance.base}/admin/api/me`, { headers: { Cookie: cookie } }));
  if (typeof me?.csrfToken !== "string") throw new Error(`no CSRF token for ${email}`);
  return { id: user.id, name: user.name, role, cookie, csrf: me.csrfToken };
}

/** One answer of the editor's API, with when it was asked and answered (a 5xx is excused only if a kill came meanwhile). */
export interface Call {
  instance: string;
  what: string;
  started: number;
  ended: number;
  reply: Reply;
}

/** The editor's API as `who` on `instance`; every call is handed to `seen`. */
export function api(instance: Instance, who: Person, seen: (call: Call) => void) {
  const call = async (what: string, init: Parameters<typeof send>[1]) => {
    const started = Date.now();
    const reply = await send(`${instance.base}/admin/edit/api/${what}`, init);
    seen({
      instance: instance.name,
      what: `${who.role} ${init?.method ?? "GET"} ${what}`,
      started,
      ended: Date.now(),
      reply,
    });
    return reply;
  };
  return {
    get: (path: string) => call(path, { headers: { Cookie: who.cookie } }),
    post: (name: string, body: unknown): Promise<Reply> =>
      call(name, {
        method: "POST",
        headers: {
          Cookie: who.cookie,
          Origin: instance.base,
          "X-CSRF-Token": who.csrf,
          "Content-Type": "application/json",
        },
        body: JSON.stringify(body),
      }),
  };
}
export type Api = ReturnType<typeof api>;
