// Every /admin route and the least role that may use it, in one table made
// from the features' declarations (server/http/route.ts: each feature
// declares its routes' method, path and role once, beside its handlers).
// The gate below enforces it for every request under /admin (after the
// session middleware has said who is asking); the bar's tabs take their
// roles from it; createApp refuses to start when a route is registered
// without a declaration (server/publish/routes.test.ts sends every line as
// every role).
import type { Hono, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { requireRole } from "../auth/guard.ts";
import { AUTH_ROUTES } from "../auth/routes.ts";
import { EDITOR_IMAGE_ROUTES } from "../publish/editor/image-routes.ts";
import { EXPERIMENT_ROUTES } from "../experiments/admin.ts";
import { tableOf, type Access } from "../http/route.ts";
import { DRAFT_ROUTES } from "../publish/editor/draft-routes.ts";
import { LOCK_ROUTES } from "../publish/editor/lock-routes.ts";
import { PREVIEW_ROUTES } from "../publish/editor/preview-routes.ts";
import { PUBLISH_ROUTES } from "../publish/editor/publish-routes.ts";
import { SCHEDULE_ROUTES } from "../publish/editor/schedule-routes.ts";
import { EDITOR_SHELL_ROUTES } from "../publish/editor/shell.ts";
import { VARIANT_ROUTES } from "../publish/editor/variant-routes.ts";
import { PAGES_ROUTES } from "../publish/pages-routes.ts";
import { PREVIEW_SITE_ROUTES } from "../publish/preview.ts";
import { RELEASE_ROUTES } from "../publish/editor/release-routes.ts";
import { REVIEW_ROUTES } from "../publish/review.ts";
import { TRANSLATION_ROUTES } from "../publish/translation-routes.ts";
import { LEADS_ROUTES } from "./leads/routes.ts";

export type { Access } from "../http/route.ts";

/**
 * Built when this module loads from the features' declarations (each one's
 * table beside its handlers), not written here nor generated into a file:
 * nothing to keep in step, and the table the gate enforces is by
 * construction the one the features declare.
 */
export const ADMIN_ROUTES: Readonly<Record<string, Access>> = tableOf(
  AUTH_ROUTES,
  EDITOR_SHELL_ROUTES,
  DRAFT_ROUTES,
  EDITOR_IMAGE_ROUTES,
  TRANSLATION_ROUTES,
  VARIANT_ROUTES,
  PUBLISH_ROUTES,
  SCHEDULE_ROUTES,
  LOCK_ROUTES,
  PREVIEW_ROUTES,
  REVIEW_ROUTES,
  PAGES_ROUTES,
  RELEASE_ROUTES,
  PREVIEW_SITE_ROUTES,
  EXPERIMENT_ROUTES,
  LEADS_ROUTES,
);

/** The line of the table a request reaches ("GET /admin/bookings/:id"), or undefined (no /admin route: a 404). */
function routeOf(c: Parameters<MiddlewareHandler>[0]): string | undefined {
  const method = c.req.method === "HEAD" ? "GET" : c.req.method;
  const route = matchedRoutes(c).find((r) => r.method === method && r.path.startsWith("/admin"));
  return route && `${method} ${route.path}`;
}

/** The role of a line; what no line names (a 404 under /admin) is the owner's, so nothing is open by omission. */
export const accessOf = (key: string): Access => ADMIN_ROUTES[key] ?? "owner";

/** requireRole from the table, for every request under /admin. */
export const adminGate = (): MiddlewareHandler => async (c, next) => {
  const access = accessOf(routeOf(c) ?? "");
  return access === "open" ? next() : requireRole(access)(c, next);
};

/** Throws when the app has an /admin route that no feature declares (registered with app.get/post instead of `on`). */
export function assertEveryRouteDeclared(app: Hono): void {
  const registered = new Set(
    app.routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/admin")).map((r) => `${r.method} ${r.path}`),
  );
  const declared = new Set(Object.keys(ADMIN_ROUTES));
  const undeclared = [...registered].filter((k) => !declared.has(k));
  if (undeclared.length)
    throw new Error(
      `/admin routes without a declaration (declareRoutes in their feature, server/http/route.ts): ${undeclared.join(", ")}`,
    );
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
