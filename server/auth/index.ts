// Accounts, roles, sessions, CSRF and the audit log for /admin (issue 24).
// app.ts installs sessionMiddleware on /admin/*, then the gate of
// server/admin/routes.ts (every route's role, declared by its feature); modules record
// what people do with audit().
export { audit } from "./guard.ts";
export { authRoutes } from "./routes.ts";
export { hasRole, type User } from "../roles.ts";
export { sessionMiddleware } from "./session.ts";
export { people, type People } from "./people.ts";
