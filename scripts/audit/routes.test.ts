// @vitest-environment node
import { describe, expect, it } from "vitest";
import { selectRoutes, type AuditRoute } from "./routes.ts";

const route = (path: string, lang: string): AuditRoute => ({ path, kind: "page", lang, indexable: true });
const routes = [route("/", "es"), route("/contact", "es"), route("/en", "en"), route("/en/contact", "en")];

describe("selectRoutes", () => {
  it("narrows to languages and/or paths, all routes without either", () => {
    expect(selectRoutes(routes, {})).toEqual(routes);
    expect(selectRoutes(routes, { langs: ["en"] }).map((r) => r.path)).toEqual(["/en", "/en/contact"]);
    expect(selectRoutes(routes, { paths: ["/", "/en/contact/"] }).map((r) => r.path)).toEqual(["/", "/en/contact"]);
    expect(selectRoutes(routes, { langs: ["es"], paths: ["/", "/en"] }).map((r) => r.path)).toEqual(["/"]);
  });

  it("refuses a path or language the build does not have", () => {
    expect(() => selectRoutes(routes, { paths: ["/nope"] })).toThrow(/\/nope/);
    expect(() => selectRoutes(routes, { langs: ["de"] })).toThrow(/de/);
  });
});
