// One-time sign-in links (an invitation, «Nuevo enlace», the CLI's): only
// the link's hash is stored, and it lasts 24 h. Free of HTTP: the users
// operations and the CLI make them, the invitation routes check them.
import { createHash, randomBytes } from "node:crypto";
import type { AuthStore } from "./store.ts";

export const INVITE_MS = 24 * 60 * 60 * 1000;

export const inviteHash = (token: string) => createHash("sha256").update(`invite:${token}`).digest("base64url");

/** Makes a one-time sign-in link for `userId`, valid 24 h (the link is never stored, only its hash). */
export async function makeInvite(store: AuthStore, userId: number, siteUrl: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await store.addInvite(inviteHash(token), userId, new Date(now.getTime() + INVITE_MS).toISOString());
  return `${siteUrl.replace(/\/+$/, "")}/admin/invite/${token}`;
}
