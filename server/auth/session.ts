// Who is asking, for every request under /admin. Three ways in:
// - `Authorization: Bearer <ADMIN_TOKEN>` (scripts): the owner, no cookie, so
//   no CSRF check (nothing a foreign page can make the browser send);
// - a session cookie from a sign-in: a random 256-bit id; the store keeps an
//   HMAC of it (a database dump yields no usable session), the person, when
//   it started and was last used. It ends after IDLE_MS without a request,
//   after ABSOLUTE_MS in any case, at "Cerrar sesión", when the person is
//   removed, and (for the token's owner) when ADMIN_TOKEN changes;
// - nothing: `user` stays unset and requireRole answers 401 or the sign-in.
// A cookie-session request that changes something must come from this
// origin and carry the session's CSRF token (X-CSRF-Token, or the `_csrf`
// field every POST form of an admin page carries: server/shell).
// Wrong Bearer tokens count as guesses: ten a minute per address, then 429
// for tokens from there (never for a session: a valid one is never refused
// by its address's count). An unknown or stale session cookie cannot be a
// guess worth counting (ids are 256 random bits): it is cleared, and the
// request goes on signed out. "This origin" is the request's, and behind a
// trusted proxy (TRUST_PROXY) the one it forwards, and SITE_URL's.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { crossSite, isHttps, isSafeMethod, namesOrigin } from "../http/origin.ts";
import { fixedWindow } from "../http/rate-limit.ts";
import { formFields } from "../http/read-body.ts";
import { refuse } from "../http/refuse.ts";
import type { Store } from "../store/index.ts";
import { authStore, type AuthStore } from "./store.ts";
import { TOKEN_OWNER, type User } from "../roles.ts";
import { tooManyTries } from "./guard.ts";

export const SESSION_COOKIE = "admin_session";
export const DEVICE_COOKIE = "admin_device";
/** A session ends after two hours without a request … */
export const IDLE_MS = 2 * 60 * 60 * 1000;
/** … and twelve hours after the sign-in in any case. */
export const ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Wrong Bearer tokens per address per minute. */
export const MAX_CREDENTIAL_FAILURES = 10;
const TOUCH_MS = 60 * 1000;

export interface AuthOptions {
  store: Store;
  /** ADMIN_TOKEN, when set. */
  token?: string;
  /** TRUST_PROXY hops (0: none). */
  trustProxy: number;
  now: () => Date;
  addressOf: (c: Context) => string;
  /** The site's public origin (SITE_URL), also accepted as Origin behind a proxy. */
  siteUrl?: string;
}

export interface AuthState {
  store: AuthStore;
  options: AuthOptions;
  /** The session's CSRF token; undefined for Bearer or no session. */
  csrfToken?: string;
  via?: "bearer" | "session";
  /** Starts a session for `user` on this response. */
  startSession(c: Context, user: User): Promise<void>;
  endSession(c: Context): Promise<void>;
  /** The id of a browser that signed in to account `userId` before (its device cookie, checked); undefined for any other account. */
  deviceOf(c: Context, userId: number): Promise<string | undefined>;
}

declare module "hono" {
  interface ContextVariableMap {
    /** The signed-in person (set by the session middleware; guaranteed after requireRole). */
    user: User;
    auth: AuthState;
  }
}

const sha256 = (value: string) => createHash("sha256").update(value).digest();
/** Equal strings, in time that does not depend on where they differ. */
export const sameSecret = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));
const tokenTag = (token: string) => createHash("sha256").update(`admin-token:${token}`).digest("base64url");

/** Paths that work without a session (their POSTs carry no ambient authority worth forging). */
const OPEN = /^\/admin\/(login|invite\/[\w-]+)\/?$/;

export function sessionMiddleware(options: AuthOptions): MiddlewareHandler {
  const store = authStore(options.store.db);
  const failures = fixedWindow(options.store, MAX_CREDENTIAL_FAILURES, 60_000, options.now);
  const key = () => options.store.secret("auth-session-key");
  const mac = async (purpose: string, value: string) =>
    createHmac("sha256", await key())
      .update(`${purpose}:${value}`)
      .digest("base64url");
  const secure = (c: Context) => isHttps(c, options.trustProxy);
  let lastSweep = 0;

  const state = (): AuthState => ({
    store,
    options,
    async startSession(c, user) {
      const id = randomBytes(32).toString("base64url");
      const now = options.now();
      await store.addSession(
        await mac("session", id),
        user.id,
        user.id === 0 && options.token ? tokenTag(options.token) : null,
        now.toISOString(),
        new Date(now.getTime() + ABSOLUTE_MS).toISOString(),
      );
      setCookie(c, SESSION_COOKIE, id, {
        httpOnly: true,
        sameSite: "Strict",
        secure: secure(c),
        path: "/admin",
        maxAge: ABSOLUTE_MS / 1000,
      });
      // Bound to this account: to another it is a stranger's browser. Account ids are never reused, so it ends with the account.
      if (!(await this.deviceOf(c, user.id))) {
        const device = randomBytes(16).toString("base64url");
        setCookie(c, DEVICE_COOKIE, `${device}.${user.id}.${await mac("device", `${device}.${user.id}`)}`, {
          httpOnly: true,
          sameSite: "Strict",
          secure: secure(c),
          path: "/admin",
          maxAge: 365 * 24 * 60 * 60,
        });
      }
    },
    async endSession(c) {
      const id = getCookie(c, SESSION_COOKIE);
      if (id) await store.deleteSession(await mac("session", id));
      clearSession(c);
    },
    async deviceOf(c, userId) {
      const [device, owner, tag] = (getCookie(c, DEVICE_COOKIE) ?? "").split(".");
      if (!device || !tag || owner !== String(userId)) return undefined;
      return sameSecret(tag, await mac("device", `${device}.${owner}`)) ? device : undefined;
    },
  });

  const clearSession = (c: Context) => deleteCookie(c, SESSION_COOKIE, { path: "/admin", secure: secure(c) });

  return async (c, next) => {
    const auth = state();
    c.set("auth", auth);
    const now = options.now();
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1]?.trim();
    const cookie = getCookie(c, SESSION_COOKIE);
    if (bearer !== undefined) {
      // Only tokens are counted and slowed: a person's session at the same address never is.
      const guessKey = `admin-fail:bearer:${options.addressOf(c)}`;
      const full = await failures.full(guessKey);
      if (full) return tooManyTries(c, full.retryAfter);
      if (!options.token || !sameSecret(bearer, options.token)) {
        await failures.count(guessKey);
        return c.text("Unauthorized", 401, { "WWW-Authenticate": 'Bearer realm="admin"' });
      }
      c.set("user", TOKEN_OWNER);
      auth.via = "bearer";
    } else if (cookie !== undefined) {
      if (now.getTime() - lastSweep > 10 * 60 * 1000) {
        lastSweep = now.getTime();
        await store.sweepSessions(new Date(now.getTime() - IDLE_MS).toISOString(), now.toISOString());
      }
      const idHash = /^[\w-]{20,100}$/.test(cookie) ? await mac("session", cookie) : undefined;
      const session = idHash ? await store.session(idHash) : undefined;
      const user =
        session?.userId === 0
          ? options.token && session.tokenTag === tokenTag(options.token)
            ? TOKEN_OWNER
            : undefined
          : session?.user;
      const live =
        session &&
        Date.parse(session.seenAt) + IDLE_MS > now.getTime() &&
        Date.parse(session.expiresAt) > now.getTime();
      if (idHash && session && live && user) {
        c.set("user", user);
        auth.via = "session";
        auth.csrfToken = await mac("csrf", cookie);
        if (now.getTime() - Date.parse(session.seenAt) > TOUCH_MS) await store.touchSession(idHash, now.toISOString());
      } else {
        // Unknown, ended or expired: forgotten here and in the browser, and the request goes on signed out.
        if (idHash && session) await store.deleteSession(idHash);
        clearSession(c);
      }
    }

    // A foreign page never posts here (whatever the credentials); a session's change must also name this origin and carry its token.
    const policy = { trustProxy: options.trustProxy, siteUrl: options.siteUrl };
    if (crossSite(c, policy)) return refuse(c, 403, "La petición no viene de este sitio.");
    if (auth.via === "session" && !isSafeMethod(c) && !OPEN.test(c.req.path)) {
      if (!namesOrigin(c)) return refuse(c, 403, "La petición no viene de este sitio.");
      let sent = c.req.header("x-csrf-token");
      const type = c.req.header("content-type") ?? "";
      if (
        sent === undefined &&
        (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data"))
      ) {
        const body = await formFields(c);
        sent = typeof body._csrf === "string" ? body._csrf : undefined;
      }
      if (!sent || !auth.csrfToken || !sameSecret(sent, auth.csrfToken))
        return refuse(
          c,
          403,
          "Falta la protección contra peticiones de otros sitios: recarga la página e inténtalo de nuevo.",
        );
    }
    // The admin pages' forms carry auth.csrfToken themselves (the page shell's csrfField).
    await next();
  };
}
