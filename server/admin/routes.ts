// Every /admin route and the least role that may use it, in one table.
// The gate below enforces it for every request under /admin (after the
// session middleware has said who is asking); the bar's tabs take their
// roles from it; createApp refuses to start when a route is registered
// without a line here (server/publish/routes.test.ts sends every line as
// every role). Handlers live in their feature folders (admin/leads, auth,
// publish, experiments); this file decides who may call them.
import type { Hono, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { requireRole } from "../auth/guard.ts";
import type { Role } from "../roles.ts";

export type Access = Role | "open";

export const ADMIN_ROUTES = {
  // Signing in and out, invitations: open (a bad link or password gets its own answer).
  "GET /admin/login": "open",
  "POST /admin/login": "open",
  "POST /admin/logout": "open",
  "GET /admin/invite/:token": "open",
  "POST /admin/invite/:token": "open",
  "GET /admin/api/me": "translator",
  // The editor on the server (server/publish/editor-routes.ts).
  "GET /admin/edit": "translator",
  "GET /admin/edit/assets/*": "translator",
  "GET /admin/edit/api/editor-data": "translator",
  "GET /admin/edit/api/pages": "translator",
  "GET /admin/edit/api/page": "translator",
  "GET /admin/edit/api/images": "editor",
  "GET /admin/edit/api/translations": "translator",
  "GET /admin/edit/api/history": "editor",
  "GET /admin/edit/api/version": "editor",
  "GET /admin/edit/api/schedule": "editor",
  "GET /admin/edit/api/publish-status": "translator",
  "GET /admin/edit/api/preview-status": "editor",
  "POST /admin/edit/api/check": "editor",
  "POST /admin/edit/api/save": "editor",
  "POST /admin/edit/api/discard-draft": "editor",
  "POST /admin/edit/api/image": "editor",
  "POST /admin/edit/api/image-delete": "publisher",
  "POST /admin/edit/api/lock": "editor",
  "POST /admin/edit/api/preview": "editor",
  // A/B: an editor may prepare a variant as a draft; starting the test is a publish.
  "POST /admin/edit/api/variant-draft": "editor",
  "POST /admin/edit/api/variant": "publisher",
  // Translations (server/publish/translation-routes.ts): a translator writes them (into a draft), a publisher publishes them.
  "POST /admin/edit/api/translations": "translator",
  "GET /admin/edit/api/site-translations": "translator",
  "POST /admin/edit/api/publish-translations": "publisher",
  // Review (server/publish/review.ts): an editor asks, a publisher answers; an editor sees and comments on their own.
  "GET /admin/edit/api/reviews": "editor",
  "GET /admin/edit/api/review": "editor",
  "POST /admin/edit/api/review-request": "editor",
  "POST /admin/edit/api/review-comment": "editor",
  "POST /admin/edit/api/review-preview": "editor",
  "POST /admin/edit/api/review-return": "publisher",
  "POST /admin/edit/api/review-approve": "publisher",
  "POST /admin/edit/api/new-page": "publisher",
  "POST /admin/edit/api/lock-takeover": "publisher",
  "POST /admin/edit/api/publish": "publisher",
  "POST /admin/edit/api/restore": "publisher",
  "POST /admin/edit/api/schedule": "publisher",
  "POST /admin/edit/api/schedule-cancel": "publisher",
  // A failed scheduled publish's notice, closed by its person (whatever their role now).
  "POST /admin/edit/api/schedule-dismiss": "editor",
  // Pages and releases (server/publish/pages-routes.ts, release.ts): an editor prepares, a publisher publishes.
  "POST /admin/edit/api/duplicate": "editor",
  "POST /admin/edit/api/retire": "publisher",
  "GET /admin/edit/api/retired": "editor",
  "GET /admin/edit/api/releases": "editor",
  "POST /admin/edit/api/releases": "editor",
  "POST /admin/edit/api/release-update": "editor",
  "POST /admin/edit/api/release-delete": "editor",
  "POST /admin/edit/api/release-preview": "editor",
  "POST /admin/edit/api/release-publish": "publisher",
  "POST /admin/edit/api/release-schedule": "publisher",
  "POST /admin/edit/api/release-schedule-cancel": "publisher",
  "GET /admin/preview/:commit{[0-9a-f]{40}}/*": "editor",
  // The A/B results and decisions (server/experiments/admin.ts).
  "GET /admin/experiments": "publisher",
  "GET /admin/experiments.csv": "publisher",
  "POST /admin/experiments/:id/winner": "publisher",
  "POST /admin/experiments/:id/stop": "publisher",
  "POST /admin/experiments/:id/weights": "publisher",
  // Leads (server/admin/leads), users and the audit log (server/auth): the owner's.
  "GET /admin": "owner",
  "GET /admin/bookings": "owner",
  "GET /admin/bookings/:id": "owner",
  "GET /admin/submissions/:id": "owner",
  "GET /admin/submissions/:id/file": "owner",
  "GET /admin/spam": "owner",
  "GET /admin/privacy": "owner",
  "GET /admin/export.csv": "owner",
  "GET /admin/users": "owner",
  "GET /admin/users/copy.js": "owner",
  "GET /admin/audit": "owner",
  "POST /admin/erase": "owner",
  "POST /admin/spam/:kind/:id/restore": "owner",
  "POST /admin/users": "owner",
  "POST /admin/users/:id/role": "owner",
  "POST /admin/users/:id/link": "owner",
  "POST /admin/users/:id/remove": "owner",
} as const satisfies Record<string, Access>;

/** The line of the table a request reaches ("GET /admin/bookings/:id"), or undefined (no /admin route: a 404). */
function routeOf(c: Parameters<MiddlewareHandler>[0]): string | undefined {
  const method = c.req.method === "HEAD" ? "GET" : c.req.method;
  const route = matchedRoutes(c).find((r) => r.method === method && r.path.startsWith("/admin"));
  return route && `${method} ${route.path}`;
}

/** The role of a line; what no line names (a 404 under /admin) is the owner's, so nothing is open by omission. */
export const accessOf = (key: string): Access => (ADMIN_ROUTES as Record<string, Access>)[key] ?? "owner";

/** requireRole from the table, for every request under /admin. */
export const adminGate = (): MiddlewareHandler => async (c, next) => {
  const access = accessOf(routeOf(c) ?? "");
  return access === "open" ? next() : requireRole(access)(c, next);
};

/** Throws when the app has an /admin route the table does not name (or the table names one the app lacks). */
export function assertEveryRouteDeclared(app: Hono): void {
  const registered = new Set(
    app.routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/admin")).map((r) => `${r.method} ${r.path}`),
  );
  const declared = new Set(Object.keys(ADMIN_ROUTES));
  const undeclared = [...registered].filter((k) => !declared.has(k));
  if (undeclared.length)
    throw new Error(`/admin routes without a role in server/admin/routes.ts: ${undeclared.join(", ")}`);
}

/**
 * No /admin answer in a search engine: registered before anything else on /admin, so the refusals of the
 * layers in front of the routes (a body over its limit, no session, a missing CSRF token, too many wrong
 * tokens, a role too low) carry it too, JSON or HTML.
 */
export const adminNoindex = (): MiddlewareHandler => async (c, next) => {
  await next();
  c.header("X-Robots-Tag", "noindex, nofollow");
};

/**
 * Frames: no admin page may be shown inside another site's (or any) frame;
 * a draft's preview may be framed by the admin itself. Routes that set a
 * fuller Content-Security-Policy keep theirs (it says the same).
 */
export const adminFrameHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  const preview = c.req.path.startsWith("/admin/preview/");
  c.header("X-Frame-Options", preview ? "SAMEORIGIN" : "DENY");
  if (!c.res.headers.get("content-security-policy"))
    c.header("Content-Security-Policy", `frame-ancestors ${preview ? "'self'" : "'none'"}`);
};
