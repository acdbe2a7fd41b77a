// What publishing needs of pub-auth's accounts (server/auth/, publish-contract.md):
// the role check, the audit log and the signed-in person.
import type { Context } from "hono";
import type { User } from "../auth/index.ts";

export { audit, hasRole, type People, type User } from "../auth/index.ts";

export const userOf = (c: Context): User => c.get("user");
