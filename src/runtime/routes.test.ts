// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import createCache from "@emotion/cache";
import { createMemoryRouter, createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from "react-router-dom";
import { buildRoutes, prerenderPaths } from "./routes";
import type { PageRouteData } from "./types";
import { App } from "../App";
import { loadCatalog } from "../i18n/i18n";

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

  it("keeps the #hash through a redirect on client-side navigation", async () => {
    let router: ReturnType<typeof createMemoryRouter> | undefined = undefined;
    router = createMemoryRouter(buildRoutes({ pendingHash: () => router?.state.navigation.location?.hash ?? "" }), { initialEntries: ["/contact"] });
    await router.navigate("/privacy-policy#que-datos");
    expect(router.state.location).toMatchObject({ pathname: "/politica-de-privacidad", hash: "#que-datos" });
    router.dispose();
  });

  it("answers any other path with the 404 document and status 404", async () => {
    const { status, page } = await pageAt("/esto/no/existe");
    expect(status).toBe(404);
    expect(JSON.stringify(page.doc.sections)).toContain("La página que buscas no existe o ha sido movida.");
  });

  it("prerenders each language's 404 file at a path the catch-all matches, so an unknown address hydrates it", async () => {
    const leafOf = async (path: string) => {
      const context = await query(path);
      if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
      return { id: context.matches[context.matches.length - 1].route.id, status: context.statusCode };
    };
    const files = prerenderPaths().filter((p) => p.kind === "404");
    expect(files.map((p) => p.lang).sort()).toEqual(["en", "es", "fr", "it"]);
    for (const file of files) {
      const unknown = await leafOf(`${file.path.replace(/\/404$/, "")}/esto/no/existe`);
      expect(await leafOf(file.path)).toEqual(unknown);
      expect(unknown).toEqual({ id: `${file.lang}:*`, status: 404 });
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
});

/** Server-renders `path` with one extra route under the Spanish root, as the prerender would. */
async function renderWith(path: string, extra: RouteObject) {
  const routes = buildRoutes();
  routes.find((route) => route.id === "root-es")?.children?.push(extra);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://site.test${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = createElement(App, { cache: createCache({ key: "css" }), i18n: await loadCatalog("es"), children: createElement(StaticRouterProvider, { router, context, hydrate: false }) });
  return { status: context.statusCode, html: renderToString(app) };
}

describe("generic error page", () => {
  it("shows 'Unexpected Application Error!' with the message of what a loader threw", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, html } = await renderWith("/roto", {
      path: "roto",
      element: createElement("p", null, "nunca se ve"),
      loader: () => {
        throw new Error("La base de datos no responde");
      },
    });
    expect(status).toBe(500);
    expect(html).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/);
    expect(html).toContain("La base de datos no responde");
    expect(log).toHaveBeenCalledWith("Unexpected application error:", expect.any(Error));
    log.mockRestore();
  });

  it("shows the status text of a thrown Response", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, html } = await renderWith("/retirada", {
      path: "retirada",
      element: createElement("p", null, "nunca se ve"),
      loader: () => {
        throw new Response(null, { status: 410, statusText: "Gone" });
      },
    });
    expect(status).toBe(410);
    expect(html).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/);
    expect(html).toMatch(/<p[^>]*>Gone<\/p>/);
    log.mockRestore();
  });
});
