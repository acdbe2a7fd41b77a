// @vitest-environment node
// The dev server (npm run dev) serves pages as the build does: the first HTML
// response already holds the page's sections, its head and its island
// markers, for every kind of address the prerender writes; and a page
// document saved on disk is what the next request serves. The server reads a
// copy of pages/ (SITE_CONTENT_ROOT), so the shared documents are never touched.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPageRequest } from "./vite-plugin-dev-pages.ts";

const root = process.cwd();
let content = "";
let vite: ViteDevServer | undefined;
let http: Server | undefined;
let base = "";

beforeAll(async () => {
  content = mkdtempSync(join(tmpdir(), "dev-server-"));
  cpSync(join(root, "pages"), join(content, "pages"), { recursive: true });
  for (const dir of ["schema", "locales", "public"]) symlinkSync(join(root, dir), join(content, dir));
  // vite.config.ts reads it when the server loads the config.
  process.env.SITE_CONTENT_ROOT = content;
  vite = await createServer({
    configFile: join(root, "vite.config.ts"),
    logLevel: "error",
    server: { middlewareMode: true, hmr: false },
  });
  http = createHttpServer(vite.middlewares);
  await new Promise<void>((resolve) => http!.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  delete process.env.SITE_CONTENT_ROOT;
  http?.close();
  await vite?.close();
  if (content) rmSync(content, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(base + path, { redirect: "manual" });
  return { status: response.status, html: await response.text() };
};
/** The page's visible text, roughly: tags removed. */
const text = (html: string) =>
  html.replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, "");
const homeFile = () => join(content, "pages", "home.json");
const heroTitle = () =>
  (JSON.parse(readFileSync(homeFile(), "utf8")) as { sections: Array<{ title: string }> }).sections[0].title;

describe("the dev server's pages", () => {
  it("arrive rendered: the hero's title, the head, the first screen's styles, the island markers and the page data, then the browser entry", async () => {
    const { status, html } = await get("/");
    expect(status).toBe(200);
    // (Checked piece by piece: a failure names the piece rather than printing the whole page.)
    const has = (piece: string | RegExp) =>
      expect(typeof piece === "string" ? html.includes(piece) : piece.test(html), String(piece)).toBe(true);
    has('<div id="root" data-route="es:home">');
    expect(text(html)).toContain(heroTitle());
    has(/<title>Mesalia \| Software de reservas/);
    has(/<link[^>]* rel="canonical" href="https:\/\/mesalia\.com\/?"/);
    has(/<style data-emotion="css [^"]*">/);
    // The calculator (section 3 of home.json) is an island; the booking modal is the shell's.
    has('data-island="section-3"');
    has('data-island="booking"');
    has(/<script type="application\/json" id="__page_data">\{"site":/);
    has('<script type="module" src="/src/entry-client.ts">');
    has(/^(?![\s\S]*<!--app-->)/);
  });

  it("serve every kind of address the prerender writes: languages, A/B arms, moved pages, not found", async () => {
    const en = await get("/en");
    expect(en.html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(text(en.html)).toContain("More bookings");
    // An arm asked for with ?variant=, and the arm's own file the head script moves a visitor to.
    for (const path of ["/agendar-demo?variant=b", "/agendar-demo/_variant/b"])
      expect(text((await get(path)).html), path).toContain("Descubre cuántas mesas puedes recuperar cada semana");
    expect(text((await get("/agendar-demo?variant=control")).html)).toContain(
      "Agenda una demo personalizada de Mesalia",
    );
    // A moved page answers like its prerendered file: it replaces itself, keeping the #hash.
    const moved = await get("/privacy-policy");
    expect(moved.html.includes('<script>location.replace("/politica-de-privacidad" + location.hash)</script>')).toBe(
      true,
    );
    const missing = await get("/esto/no/existe");
    expect(missing.status).toBe(404);
    expect(text(missing.html)).toContain("La página que buscas no existe o ha sido movida.");
  });

  it("render a page document as it is on disk at the next request", async () => {
    const original = readFileSync(homeFile(), "utf8");
    writeFileSync(
      homeFile(),
      original.replace(
        '"title": "Más reservas, menos no-shows y cero estrés"',
        '"title": "Más reservas cada semana, menos no-shows y cero estrés"',
      ),
    );
    // The server reads a saved file once its writes have settled (scripts/build/vite-plugin-pages.ts).
    await expect
      .poll(async () => text((await get("/")).html), { timeout: 10_000, interval: 200 })
      .toContain("Más reservas cada semana, menos no-shows y cero estrés");
    writeFileSync(homeFile(), original);
    await expect
      .poll(async () => text((await get("/")).html), { timeout: 10_000, interval: 200 })
      .not.toContain("cada semana, menos no-shows");
  });
});

describe("isPageRequest", () => {
  it("takes page addresses and leaves modules, files, tools and the API to the rest of the server", () => {
    for (const path of ["/", "/contact", "/en/features/gestion-de-reservas", "/agendar-demo/_variant/b"])
      expect(isPageRequest("GET", path), path).toBe(true);
    for (const path of [
      "/src/entry-client.ts",
      "/@vite/client",
      "/node_modules/x/y.js",
      "/favicon.ico",
      "/img/hero.webp",
      "/__sections",
      "/__edit",
      "/api/slots",
      "/api",
    ])
      expect(isPageRequest("GET", path), path).toBe(false);
    expect(isPageRequest("POST", "/contact")).toBe(false);
  });
});
