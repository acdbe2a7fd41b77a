// What the users page says after one of its forms (an invitation's link, a
// role changed, an access removed): the form answers 303 to GET
// /admin/users (post/redirect/get, issue 41: reloading the page after
// «Invitar» sent the invitation again) and the message travels in a short
// cookie of that page, signed so that a cookie set by anyone else is
// ignored. The link is shown again on a reload for ten minutes, never sent
// again.
import { createHmac } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { isHttps, browserOrigin } from "../http/origin.ts";
import { sameSecret } from "./session.ts";

const COOKIE = "users_flash";
const MAX_AGE_S = 10 * 60;

export interface UsersFlash {
  notice?: string;
  error?: string;
  link?: { email: string; url: string };
}

const signature = async (c: Context, value: string) =>
  createHmac("sha256", await c.get("auth").options.store.secret("users-flash-key"))
    .update(value)
    .digest("base64url");

/** Kept for the next GET of the users page (and its reloads, for ten minutes). */
export async function setUsersFlash(c: Context, flash: UsersFlash): Promise<void> {
  const value = Buffer.from(JSON.stringify(flash)).toString("base64url");
  setCookie(c, COOKIE, `${value}.${await signature(c, value)}`, {
    httpOnly: true,
    sameSite: "Strict",
    secure: isHttps(c, c.get("auth").options.trustProxy),
    path: "/admin/users",
    maxAge: MAX_AGE_S,
  });
}

export async function usersFlash(c: Context): Promise<UsersFlash> {
  const [value, tag] = (getCookie(c, COOKIE) ?? "").split(".");
  if (!value || !tag || !sameSecret(tag, await signature(c, value))) return {};
  try {
    return JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as UsersFlash;
  } catch {
    return {};
  }
}

/**
 * Where an invitation link points: SITE_URL when it is set; else the origin the owner's browser is on when it
 * made the invitation (its Origin, which the session middleware has already checked is this site's: the
 * request's own, or behind TRUST_PROXY the proxy's); else the request's own origin (a Bearer call names none).
 * Before: SITE_URL's default, http://localhost:4173, whatever port the server was on.
 */
export function inviteBase(c: Context, siteUrl: string | undefined): string {
  if (siteUrl) return siteUrl;
  const { trustProxy, siteUrl: policyUrl } = c.get("auth").options;
  return browserOrigin(c, { trustProxy, siteUrl: policyUrl });
}
