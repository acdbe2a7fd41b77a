// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createStaticHandler } from "react-router-dom";
import { buildRoutes, prerenderPaths } from "./routes";
import type { PageRouteData } from "./types";

const handler = createStaticHandler(buildRoutes());
const query = (path: string) => handler.query(new Request(`http://site.test${path}`));

async function pageAt(path: string) {
  const context = await query(path);
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const leaf = context.matches[context.matches.length - 1];
  return { status: context.statusCode, page: context.loaderData[leaf.route.id] as PageRouteData };
}

describe("routes from documents", () => {
  it("serves a static document at its path", async () => {
    const { status, page } = await pageAt("/politica-de-privacidad");
    expect(status).toBe(200);
    expect(page.doc.meta.title).toBe("Política de privacidad | Mesalia");
  });

  it("makes one route per feature with the title filled from the collection", async () => {
    const { status, page } = await pageAt("/features/crm-integrado");
    expect(status).toBe(200);
    expect(page.doc.meta.title).toBe("CRM Integrado | Funcionalidades");
    expect(page.item?.title).toBe("CRM Integrado");
  });

  it("shows the not-found part of the family, noindex, for an unknown slug", async () => {
    const { status, page } = await pageAt("/features/no-existe");
    expect(status).toBe(404);
    expect(page.notFound).toBe(true);
    expect(page.doc.meta.robots).toBe("noindex,follow");
    expect(JSON.stringify(page.doc.sections)).toContain("No encontramos esta funcionalidad");
  });

  it("redirects /privacy-policy to the Spanish path, replacing the history entry", async () => {
    const response = await query("/privacy-policy");
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.headers.get("Location")).toBe("/politica-de-privacidad");
    expect(redirect.headers.get("X-Remix-Replace")).toBe("true");
  });

  it("answers any other path with the 404 document and status 404", async () => {
    const { status, page } = await pageAt("/esto/no/existe");
    expect(status).toBe(404);
    expect(JSON.stringify(page.doc.sections)).toContain("La página que buscas no existe o ha sido movida.");
  });

  it("prerenders each language's «página retirada» (410.html) with status 410, and lists it nowhere as a page", async () => {
    const gone = prerenderPaths().filter((p) => p.kind === "410");
    expect(gone.map((p) => p.path).sort()).toEqual(["/410", "/en/410", "/fr/410", "/it/410"]);
    const { status, page } = await pageAt("/410");
    expect(status).toBe(410);
    expect(page.doc.meta.robots).toBe("noindex,follow");
    expect(JSON.stringify(page.doc.sections)).toContain("Esta página ya no existe");
    expect(prerenderPaths().filter((p) => p.kind === "page" && p.path.endsWith("/410"))).toEqual([]);
  });

  it("prerenders each language's 404 file at a path the catch-all matches, and each family's own at an unknown member's", async () => {
    const leafOf = async (path: string) => {
      const context = await query(path);
      if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
      return { id: context.matches[context.matches.length - 1].route.id, status: context.statusCode };
    };
    const files = prerenderPaths().filter((p) => p.kind === "404");
    const site = files.filter((p) => /^(\/(en|fr|it))?\/404$/.test(p.path));
    expect(site.map((p) => p.lang).sort()).toEqual(["en", "es", "fr", "it"]);
    for (const file of site) {
      const unknown = await leafOf(`${file.path.replace(/\/404$/, "")}/esto/no/existe`);
      expect(await leafOf(file.path)).toEqual(unknown);
      expect(unknown).toEqual({ id: `${file.lang}:*`, status: 404 });
    }
    // /features/404: what the server sends for an unknown feature (the family's "not found" document, status 404).
    const families = files.filter((p) => !site.includes(p));
    expect(families.map((p) => p.path)).toContain("/features/404");
    for (const file of families) {
      const unknown = await leafOf(file.path.replace(/\/404$/, "/no-existe"));
      expect(await leafOf(file.path)).toEqual(unknown);
      expect(unknown.status).toBe(404);
    }
  });

  it("lists every document, family member and redirect for prerendering", () => {
    const paths = prerenderPaths().filter((p) => !/^\/(en|fr|it)(\/|$)/.test(p.path));
    expect(paths).toEqual(
      expect.arrayContaining([
        { path: "/", lang: "es", kind: "page" },
        { path: "/features/valoraciones", lang: "es", kind: "page" },
        { path: "/privacy-policy", lang: "es", kind: "redirect", to: "/politica-de-privacidad" },
        { path: "/404", lang: "es", kind: "404" },
      ]),
    );
    expect(paths.some((p) => p.path.includes(":"))).toBe(false);
  });

  // A publish's render asks for the table at every route: made again each time, a 10× site's ~1,460
  // routes were ranked for each route rendered (a fifth of the renderer's CPU, a full build's square).
  it("builds the route table once for the content it has, not once per page rendered", () => {
    expect(buildRoutes()).toBe(buildRoutes());
  });
});
