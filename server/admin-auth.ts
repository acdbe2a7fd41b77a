// /admin's door: on only when ADMIN_TOKEN is set. The token is asked once
// (or sent as Authorization: Bearer) and compared in constant time. A
// sign-in opens a session of its own: the cookie holds a random id, the
// store an HMAC of it keyed with the token (so rotating the token ends every
// session too); signing out deletes it. Failed tries (wrong token, Bearer or
// cookie) are limited in server/admin.ts, per browser that signed in before
// (OWASP's device cookies) or else per address, so someone guessing from the
// owner's office does not lock the owner out.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Store } from "./store/index.ts";

export const COOKIE = "admin_session";
/** Set at a sign-in: marks a browser the owner has used, whose failed tries are counted apart from its address's. */
export const DEVICE_COOKIE = "admin_device";
const SESSION_MS = 12 * 60 * 60 * 1000;

const digest = (value: string) => createHash("sha256").update(value).digest();
/** Equal strings, in time that does not depend on where they differ (hashing first evens the lengths). */
export const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));
const sessionHash = (token: string, id: string) => createHmac("sha256", token).update(`admin-session:${id}`).digest("base64url");

export interface AdminAuth {
  /** The right bearer token, or a live session cookie. */
  isAuthorized(c: Context): Promise<boolean>;
  /** Whether the request carries credentials at all (a wrong one is a guess). */
  hasCredentials(c: Context): boolean;
  startSession(c: Context): Promise<void>;
  endSession(c: Context): Promise<void>;
  /** How an authorized request signed in, for the erasure record. */
  methodOf(c: Context): "Bearer" | "sesión";
  /** The id of a browser that signed in before (its device cookie, checked), else undefined. */
  deviceOf(c: Context): string | undefined;
}

export function adminAuth(options: { token: string; store: Store; trustProxy: boolean; now: () => Date }): AdminAuth {
  const deviceMac = (device: string) => createHmac("sha256", options.token).update(`admin-device:${device}`).digest("base64url");
  const bearerOf = (c: Context) => /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1]?.trim();
  return {
    async isAuthorized(c) {
      const bearer = bearerOf(c);
      if (bearer !== undefined) return sameSecret(bearer, options.token);
      const id = getCookie(c, COOKIE);
      return id !== undefined && /^[\w-]{20,100}$/.test(id) && (await options.store.hasSession(sessionHash(options.token, id), options.now().toISOString()));
    },
    methodOf: (c) => (bearerOf(c) !== undefined ? "Bearer" : "sesión"),
    hasCredentials: (c) => bearerOf(c) !== undefined || getCookie(c, COOKIE) !== undefined,
    async startSession(c) {
      const id = randomBytes(32).toString("base64url");
      const now = options.now();
      await options.store.addSession(sessionHash(options.token, id), now.toISOString(), new Date(now.getTime() + SESSION_MS).toISOString());
      setCookie(c, COOKIE, id, { httpOnly: true, sameSite: "Strict", secure: isHttps(c, options.trustProxy), path: "/admin", maxAge: SESSION_MS / 1000 });
      if (!this.deviceOf(c)) {
        const device = randomBytes(16).toString("base64url");
        setCookie(c, DEVICE_COOKIE, `${device}.${deviceMac(device)}`, { httpOnly: true, sameSite: "Strict", secure: isHttps(c, options.trustProxy), path: "/admin", maxAge: 365 * 24 * 60 * 60 });
      }
    },
    deviceOf(c) {
      const [device, mac] = (getCookie(c, DEVICE_COOKIE) ?? "").split(".");
      return device && mac && sameSecret(mac, deviceMac(device)) ? device : undefined;
    },
    async endSession(c) {
      const id = getCookie(c, COOKIE);
      if (id) await options.store.deleteSession(sessionHash(options.token, id));
      deleteCookie(c, COOKIE, { path: "/admin", secure: isHttps(c, options.trustProxy) });
    },
  };
}

/** Served over HTTPS (directly, or behind a proxy that says so)? Then the cookie is Secure. */
export const isHttps = (c: Context, trustProxy: boolean) => new URL(c.req.url).protocol === "https:" || (trustProxy && c.req.header("x-forwarded-proto") === "https");
