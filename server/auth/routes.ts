// Signing in and out, invitations, `GET /admin/api/me`, and the owner's
// users and audit pages. Mounted inside the /admin app, behind the gate
// (which leaves sign-in, sign-out and invitations open and gives the rest to
// their role), behind the session middleware.
import { Hono, type Context } from "hono";
import type { Store } from "../store/index.ts";
import { tabsFor, type Counts } from "../shell/layout.ts";
import { audit } from "./guard.ts";
import { formFields } from "../http/read-body.ts";
import { decoyHash, hashPassword, needsRehash, passwordProblem, verifyPassword, MAX_PASSWORD } from "./password.ts";
import { homeOf, ROLE_LABELS, TOKEN_OWNER, type User } from "../roles.ts";
import { normalEmail } from "./store.ts";
import { sameSecret } from "./session.ts";
import { ACCOUNT_RULE, ADDRESS_RULE, afterFailure, oneAtATime, waitSeconds, type ThrottleRule } from "./throttle.ts";
import { auditPage, invitePage, loginPage, messagePage, usersPage } from "./views.ts";
import { inviteBase, setUsersFlash, usersFlash } from "./users-flash.ts";
import type { InviteMail } from "./invite-mail.ts";
import { inviteHash } from "./invites.ts";
import {
  inviteUser,
  newSignInLink,
  removeUser,
  setUserRole,
  type UsersChange,
  type UsersDeps,
} from "./operations/users.ts";
import { isRefusal, type Refusal } from "../operation.ts";
import { declareRoutes, on } from "../http/route.ts";

// Signing in and out, invitations: open (a bad link or password gets its own answer); the users and the audit log: the owner's.
export const AUTH_ROUTES = declareRoutes("/admin", {
  loginPage: { method: "GET", path: "/login", role: "open" },
  login: { method: "POST", path: "/login", role: "open" },
  logout: { method: "POST", path: "/logout", role: "open" },
  invitePage: { method: "GET", path: "/invite/:token", role: "open" },
  invite: { method: "POST", path: "/invite/:token", role: "open" },
  me: { method: "GET", path: "/api/me", role: "translator" },
  users: { method: "GET", path: "/users", role: "owner" },
  copyScript: { method: "GET", path: "/users/copy.js", role: "owner" },
  addUser: { method: "POST", path: "/users", role: inviteUser.role },
  setRole: { method: "POST", path: "/users/:id/role", role: setUserRole.role },
  link: { method: "POST", path: "/users/:id/link", role: newSignInLink.role },
  removeUser: { method: "POST", path: "/users/:id/remove", role: removeUser.role },
  audit: { method: "GET", path: "/audit", role: "owner" },
});

export const AUDIT_PAGE = 50;

/** Copies the field a [data-copy] button names, then says so in [data-copy-status] (the field stays selectable without it). */
const COPY_SCRIPT = `document.addEventListener("click", function (e) {
  var button = e.target.closest && e.target.closest("[data-copy]");
  if (!button) return;
  var field = document.getElementById(button.getAttribute("data-copy"));
  var status = document.querySelector("[data-copy-status]");
  var say = function (text) { if (status) status.textContent = text; };
  field.select();
  navigator.clipboard.writeText(field.value).then(function () { say(button.getAttribute("data-copied")); }, function () { say("No se pudo copiar: selecciona el enlace y cópialo a mano."); });
});
`;

/** A `next` that stays inside /admin (never an open redirect). */
const safeNext = (next: unknown) =>
  typeof next === "string" && /^\/admin(\/[\w\-./]*)?$/.test(next) && !next.includes("//") ? next : undefined;

export interface AuthRoutesOptions {
  store: Store;
  /** SITE_URL, when set: the invitation links' origin (else the owner's: users-flash.ts's inviteBase). */
  siteUrl?: string;
  /** SMTP set up: the link is mailed to the person as well (invite-mail.ts). */
  inviteMail?: InviteMail;
  addressOf: (c: Context) => string;
}

export function authRoutes(options: AuthRoutesOptions) {
  const routes = new Hono();
  const text = (body: Record<string, unknown>, name: string) =>
    typeof body[name] === "string" ? (body[name] as string) : "";
  const form = formFields;
  const counts = async (): Promise<Counts> => {
    const [submissions, bookings, spam] = await Promise.all([
      options.store.countSubmissions(),
      options.store.countBookings(),
      options.store.countSpam(),
    ]);
    return { submissions, bookings, spam };
  };

  on(routes, AUTH_ROUTES.loginPage, (c) => {
    const user = c.get("user") as User | undefined;
    if (user) return c.redirect(homeOf(user.role), 303);
    return c.html(
      loginPage({ next: safeNext(c.req.query("next")), tokenSignIn: Boolean(c.get("auth").options.token) }),
    );
  });

  on(routes, AUTH_ROUTES.login, async (c) => {
    const auth = c.get("auth");
    const now = auth.options.now();
    const body = await form(c);
    const token = text(body, "token");
    const email = normalEmail(text(body, "email")).slice(0, 254);
    const password = text(body, "password").slice(0, MAX_PASSWORD);
    const next = safeNext(body.next);
    const tokenSignIn = Boolean(auth.options.token);
    const account = token ? "token" : email;
    const found = token || !email ? undefined : await auth.store.userByEmail(email);
    // A browser that signed in to this very account before counts its own failures, so someone guessing elsewhere does not slow it.
    // Its cookie names the account: another account's browser (the guesser's own) is a stranger here.
    const device = token
      ? await auth.deviceOf(c, TOKEN_OWNER.id)
      : found
        ? await auth.deviceOf(c, found.id)
        : undefined;
    const accountKey = device ? `account:${account}:device:${device}` : `account:${account}`;
    const addressKey = `address:${options.addressOf(c)}`;
    // A known browser is not held back by its address either (an office shares one with whoever is guessing).
    const rules: Array<[string, ThrottleRule]> = device
      ? [[accountKey, ACCOUNT_RULE]]
      : [
          [accountKey, ACCOUNT_RULE],
          [addressKey, ADDRESS_RULE],
        ];
    // Account first, then address, always: simultaneous tries wait in line and never deadlock.
    return oneAtATime(accountKey, () =>
      oneAtATime(addressKey, async () => {
        const counted = await auth.store.throttle(rules.map(([key]) => key));
        const wait = Math.max(
          ...rules.map(([key, rule]) =>
            waitSeconds(rule, counted.get(key)?.failures ?? 0, counted.get(key)?.lastAt, now),
          ),
        );
        if (wait > 0) {
          c.header("Retry-After", String(wait));
          return c.html(
            loginPage({
              error: `Demasiados intentos fallidos. Vuelve a intentarlo en ${wait} s.`,
              email,
              next,
              tokenSignIn,
            }),
            429,
          );
        }

        let user: User | undefined;
        if (token) {
          if (auth.options.token && sameSecret(token, auth.options.token)) user = TOKEN_OWNER;
        } else {
          const ok = await verifyPassword(password, found?.passwordHash ?? (await decoyHash()));
          if (found?.passwordHash && ok) {
            user = found;
            if (needsRehash(found.passwordHash))
              await auth.store.setPasswordHash(found.id, await hashPassword(password));
          }
        }
        if (!user) {
          for (const [key] of rules)
            await auth.store.setThrottle(
              key,
              afterFailure(counted.get(key)?.failures ?? 0, counted.get(key)?.lastAt, now),
              now.toISOString(),
            );
          // The email only when it is an account's: a stranger's typing (perhaps a password) is not kept.
          const known = token ? "token" : found?.email;
          await audit(c, "signin.fail", known ? { email: known } : {});
          return c.html(
            loginPage({
              error: token ? "Token incorrecto." : "Email o contraseña incorrectos.",
              email: token ? undefined : email,
              next,
              tokenSignIn,
            }),
            401,
          );
        }
        await auth.store.clearThrottle(accountKey);
        await auth.store.clearThrottle(`account:${account}`);
        await auth.startSession(c, user);
        c.set("user", user);
        await audit(c, "signin.ok", { via: token ? "token" : "contraseña" });
        return c.redirect(next ?? homeOf(user.role), 303);
      }),
    );
  });

  on(routes, AUTH_ROUTES.logout, async (c) => {
    if (c.get("user")) await audit(c, "signout");
    await c.get("auth").endSession(c);
    return c.redirect("/admin/login", 303);
  });

  const invited = async (c: Context) =>
    c.get("auth").store.invite(inviteHash(c.req.param("token") ?? ""), c.get("auth").options.now().toISOString());
  const expired = (c: Context) =>
    c.html(
      messagePage(
        "Enlace caducado",
        "Este enlace ya se usó o ha caducado (dura 24 horas). Pide otro a quien gestiona los usuarios.",
      ),
      410,
    );

  on(routes, AUTH_ROUTES.invitePage, async (c) => {
    const user = await invited(c);
    return user ? c.html(invitePage({ user })) : expired(c);
  });

  on(routes, AUTH_ROUTES.invite, async (c) => {
    const auth = c.get("auth");
    const user = await invited(c);
    if (!user) return expired(c);
    const body = await form(c);
    const name = text(body, "name").trim().slice(0, 80);
    const problem = !name ? "Escribe tu nombre." : passwordProblem(text(body, "password"), text(body, "repeat"));
    if (problem) return c.html(invitePage({ user: { ...user, name }, error: problem }), 422);
    if (!(await auth.store.useInvite(inviteHash(c.req.param("token")), auth.options.now().toISOString())))
      return expired(c);
    // A new password ends every session and link of the person (a thief's included); the sign-in below is the only one.
    await auth.store.replacePassword(user.id, await hashPassword(text(body, "password")), name);
    const me = { id: user.id, email: user.email, name, role: user.role };
    c.set("user", me);
    await audit(c, "user.activate");
    await auth.startSession(c, me);
    return c.redirect(homeOf(user.role), 303);
  });

  on(routes, AUTH_ROUTES.me, (c) => {
    const user = c.get("user");
    // The editor is a page of its own (a React app): it shows the admin bar's sections from here, so its bar is the shell's.
    const tabs = tabsFor(user.role).map(({ id, href, label }) => ({ id, href, label }));
    return c.json({
      email: user.email,
      name: user.name,
      role: user.role,
      roleLabel: ROLE_LABELS[user.role],
      csrfToken: c.get("auth").csrfToken ?? "",
      tabs,
    });
  });

  // The owner's pages (their roles: server/admin/routes.ts).
  const usersView = async (
    c: Context,
    extra: { notice?: string; error?: string; link?: { email: string; url: string } } = {},
    status: 200 | 422 = 200,
  ) =>
    c.html(
      usersPage({ users: await c.get("auth").store.listUsers(), me: c.get("user"), counts: await counts(), ...extra }),
      status,
    );

  on(routes, AUTH_ROUTES.users, async (c) => usersView(c, await usersFlash(c)));
  /** Every change of the users page answers 303 to it, with what to say (a reload sends nothing again); a refusal shows the page again, 422. */
  const changed = async (c: Context, outcome: UsersChange | Refusal) => {
    if (isRefusal(outcome)) return usersView(c, { error: outcome.message }, 422);
    await audit(c, outcome.audit.action, outcome.audit.details);
    await setUsersFlash(c, outcome.flash);
    return c.redirect("/admin/users", 303);
  };
  const usersDeps = (c: Context): UsersDeps => ({
    store: c.get("auth").store,
    now: c.get("auth").options.now,
    linkBase: inviteBase(c, options.siteUrl),
    ...(options.inviteMail ? { inviteMail: options.inviteMail } : {}),
  });
  // "Copiar enlace" beside a new invitation link: a script file, as the admin's CSP allows no inline script.
  on(routes, AUTH_ROUTES.copyScript, (c) =>
    c.body(COPY_SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8" }),
  );

  on(routes, AUTH_ROUTES.addUser, async (c) => {
    const body = await form(c);
    const input = { email: text(body, "email"), role: text(body, "role"), name: text(body, "name") };
    return changed(c, await inviteUser(input, c.get("user"), usersDeps(c)));
  });
  on(routes, AUTH_ROUTES.setRole, async (c) => {
    const input = { id: c.req.param("id"), role: text(await form(c), "role") };
    return changed(c, await setUserRole(input, c.get("user"), usersDeps(c)));
  });
  on(routes, AUTH_ROUTES.link, async (c) =>
    changed(c, await newSignInLink({ id: c.req.param("id") }, c.get("user"), usersDeps(c))),
  );
  on(routes, AUTH_ROUTES.removeUser, async (c) =>
    changed(c, await removeUser({ id: c.req.param("id") }, c.get("user"), usersDeps(c))),
  );

  on(routes, AUTH_ROUTES.audit, async (c) => {
    const auth = c.get("auth");
    const page = Math.max(1, Math.min(1_000_000, Math.trunc(Number(c.req.query("page") ?? 1)) || 1));
    const [entries, total, users] = await Promise.all([
      auth.store.listAudit(AUDIT_PAGE, (page - 1) * AUDIT_PAGE),
      auth.store.countAudit(),
      auth.store.listUsers(),
    ]);
    return c.html(
      auditPage({
        entries,
        names: new Map(users.map((u) => [u.email, u.name])),
        paging: { page, pageSize: AUDIT_PAGE, total, query: new URLSearchParams(), path: "/admin/audit" },
        counts: await counts(),
      }),
    );
  });

  return routes;
}
