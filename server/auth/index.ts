// Accounts, roles, sessions, CSRF and the audit log for /admin (issue 24).
// app.ts installs sessionMiddleware on /admin/*, then the gate of
// server/admin/routes.ts (every route's role, one table); modules record
// what people do with audit().
export { audit, requireRole } from "./guard.ts";
export { authRoutes, makeInvite } from "./routes.ts";
export { ROLES, ROLE_LABELS, TOKEN_OWNER, hasRole, isRole, type Role, type User } from "../roles.ts";
export { isHttps, sameSecret, sessionMiddleware, SESSION_COOKIE, type AuthOptions } from "./session.ts";
export { authStore } from "./store.ts";
export { people, type People } from "./people.ts";
