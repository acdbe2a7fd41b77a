// @vitest-environment node
// Who may call each /admin route is said once, in its feature's
// declarations (server/http/route.ts), and the gate enforces the table made
// from them: this file holds the roles as reviewed (a wrong declaration
// changes who may publish, read the leads or manage users), and checks that
// an /admin route registered without a declaration stops the server from
// starting.
import type { Context } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { Publishing } from "../publish/index.ts";
import { sqliteEngine } from "../testing/engines.ts";
import { testApp } from "../testing/fixtures.ts";
import { declareRoutes, tableOf } from "../http/route.ts";
import { ADMIN_ROUTES } from "./routes.ts";

const engine = sqliteEngine();
afterAll(() => engine.teardown());

const api = (paths: string) => paths.split(" ").map((p) => `/admin/edit/api/${p}`);
/** The least role of every /admin route, as reviewed: open, translator, editor, publisher, owner. */
const REVIEWED: Record<string, readonly string[]> = {
  open: [
    "GET /admin/login",
    "POST /admin/login",
    "POST /admin/logout",
    "GET /admin/invite/:token",
    "POST /admin/invite/:token",
  ],
  translator: [
    "GET /admin/api/me",
    "GET /admin/edit",
    "GET /admin/edit/assets/*",
    ...api("editor-data pages page translations publish-status site-translations").map((p) => `GET ${p}`),
    "POST /admin/edit/api/translations",
  ],
  editor: [
    ...api("images history version schedule preview-status reviews review retired releases templates").map(
      (p) => `GET ${p}`,
    ),
    ...api(
      "check save discard-draft image lock preview variant-draft review-request review-comment review-preview schedule-dismiss duplicate releases release-update release-delete release-preview",
    ).map((p) => `POST ${p}`),
    "GET /admin/preview/:commit{[0-9a-f]{40}}/*",
  ],
  publisher: [
    ...api(
      "image-delete variant publish-translations review-return review-approve new-page lock-takeover publish restore schedule schedule-cancel retire save-template template-delete template-rename release-publish release-schedule release-schedule-cancel shared-section",
    ).map((p) => `POST ${p}`),
    "GET /admin/experiments",
    "GET /admin/experiments.csv",
    "GET /admin/experiments/shares.js",
    "POST /admin/experiments/:id/winner",
    "POST /admin/experiments/:id/stop",
    "POST /admin/experiments/:id/weights",
  ],
  owner: [
    "GET /admin",
    "GET /admin/bookings",
    "GET /admin/bookings/:id",
    "GET /admin/submissions/:id",
    "GET /admin/submissions/:id/file",
    "GET /admin/spam",
    "GET /admin/privacy",
    "GET /admin/export.csv",
    "GET /admin/users",
    "GET /admin/users/copy.js",
    "GET /admin/audit",
    "POST /admin/erase",
    "POST /admin/spam/:kind/:id/restore",
    "POST /admin/users",
    "POST /admin/users/:id/role",
    "POST /admin/users/:id/link",
    "POST /admin/users/:id/remove",
  ],
};

describe("the /admin routes' declarations", () => {
  it("give every route the role reviewed, and the gate's table is made of them alone", () => {
    const reviewed = Object.fromEntries(
      Object.entries(REVIEWED).flatMap(([role, keys]) => keys.map((key) => [key, role])),
    );
    expect(ADMIN_ROUTES).toEqual(reviewed);
  });

  it("refuse a route declared twice", () => {
    const one = declareRoutes("/admin", { a: { method: "GET", path: "/x", role: "owner" } });
    const again = declareRoutes("/admin", { b: { method: "GET", path: "/x", role: "editor" } });
    expect(() => tableOf(one, again)).toThrow("GET /admin/x is declared twice");
  });

  it("stop the server from starting when an /admin route has none", async () => {
    const { store } = await engine.open();
    // A feature that registers a route straight on the app instead of declaring it.
    const publishing = {
      mount: (app: { get: (path: string, handler: (c: Context) => Response) => unknown }) =>
        app.get("/admin/edit/api/sin-declarar", (c) => c.text("abierto")),
      site: (c: Context) => c.text(""),
    } as unknown as Publishing;
    expect(() => testApp(store, { publishing })).toThrow(
      "/admin routes without a declaration (declareRoutes in their feature, server/http/route.ts): GET /admin/edit/api/sin-declarar",
    );
  });
});
