// /admin's door: on only when ADMIN_TOKEN is set. The token is asked once
// (or sent as Authorization: Bearer) and compared in constant time; the
// cookie holds an HMAC of it, never the token itself.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";

export const COOKIE = "admin_session";

const digest = (value: string) => createHash("sha256").update(value).digest();
/** Equal strings, in time that does not depend on where they differ (hashing first evens the lengths). */
export const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));
export const sessionValue = (token: string) => createHmac("sha256", token).update("mesa-admin-session-v1").digest("base64url");

export function isAuthorized(c: Context, token: string): boolean {
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  if (bearer !== undefined) return sameSecret(bearer.trim(), token);
  const cookie = getCookie(c, COOKIE);
  return cookie !== undefined && sameSecret(cookie, sessionValue(token));
}

export function startSession(c: Context, token: string, secure: boolean): void {
  setCookie(c, COOKIE, sessionValue(token), { httpOnly: true, sameSite: "Strict", secure, path: "/admin", maxAge: 60 * 60 * 12 });
}

/** Served over HTTPS (directly, or behind a proxy that says so)? Then the cookie is Secure. */
export const isHttps = (c: Context, trustProxy: boolean) => new URL(c.req.url).protocol === "https:" || (trustProxy && c.req.header("x-forwarded-proto") === "https");
