// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { GZIPPED_KEPT, staticSite } from "./static.ts";
import { RETIRED_FILE } from "../src/core/retired.ts";
import { sqliteEngine } from "./testing/engines.ts";
import { testApp } from "./testing/fixtures.ts";

const engine = sqliteEngine();
afterAll(() => engine.teardown());

describe("static site", () => {
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    app = testApp((await engine.open()).store);
  });

  it("maps /x to x/index.html or x.html, with the _headers rules", async () => {
    const about = await app.request("/about");
    expect(about.status).toBe(200);
    expect(await about.text()).toContain("<title>Sobre nosotros</title>");
    expect(about.headers.get("x-test")).toBe("about");
    expect(about.headers.get("x-frame-options")).toBe("DENY");
    expect(await (await app.request("/contact")).text()).toContain("Contacto");
    expect((await app.request("/robots.txt")).headers.get("content-type")).toBe("text/plain; charset=utf-8");
  });

  it("answers unknown paths with the language's 404 page and status 404", async () => {
    const es = await app.request("/nada");
    expect(es.status).toBe(404);
    expect(await es.text()).toContain("No encontrado");
    const en = await app.request("/en/nothing");
    expect(en.status).toBe(404);
    expect(await en.text()).toContain("Not found");
  });

  it("never serves a file outside the site, whatever the encoding of the climb", async () => {
    // The URL parser folds a plain "/../" before the handler sees it; encoded slashes reach the handler's own guard.
    const parent = mkdtempSync(join(tmpdir(), "static-root-"));
    const dist = join(parent, "dist");
    mkdirSync(dist);
    writeFileSync(join(dist, "404.html"), "No encontrado");
    writeFileSync(join(parent, "secret.txt"), "contraseña de la base de datos");
    const site = new Hono().get("*", staticSite(dist));
    for (const path of [
      "/..%2fsecret.txt",
      "/%2e%2e%2fsecret.txt",
      "/..%2f..%2f" + parent.slice(1).replaceAll("/", "%2f") + "%2fsecret.txt",
      "/%2e%2e/secret.txt",
      "/..%5csecret.txt",
    ]) {
      const response = await site.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("contraseña");
    }
    rmSync(parent, { recursive: true, force: true });
  });

  it("answers an unknown member of a family with the family's own 404 page", async () => {
    const feature = await app.request("/features/no-existe");
    expect(feature.status).toBe(404);
    expect(await feature.text()).toContain("Funcionalidad no encontrada");
    // Deeper, and in a language without its own family page: the nearest one up the tree.
    expect(await (await app.request("/features/a/b")).text()).toContain("Funcionalidad no encontrada");
    expect(await (await app.request("/en/features/nothing")).text()).toContain("Not found");
  });

  it("redirects a language's home with a trailing slash to the slash-less home, keeping the query", async () => {
    for (const lang of ["en", "fr", "it"]) {
      const res = await app.request(`/${lang}/`);
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe(`/${lang}`);
    }
    expect((await app.request("/en/?utm_source=x")).headers.get("location")).toBe("/en?utm_source=x");
    // Only a language's home: the Spanish root and other paths are answered as before.
    expect((await app.request("/")).status).toBe(200);
    expect((await app.request("/es/")).status).toBe(404);
  });

  it("gzips text when the client accepts it", async () => {
    const res = await app.request("/", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain("Inicio");
    expect((await app.request("/")).headers.get("content-encoding")).toBeNull();
  });
});

describe("static site: image types", () => {
  it("serves the editor's uploads (WebP) and JPEGs with their image type, not as a download", async () => {
    const dist = mkdtempSync(join(tmpdir(), "static-"));
    mkdirSync(join(dist, "img/uploads"), { recursive: true });
    writeFileSync(join(dist, "img/uploads/0123456789abcdef-400.webp"), "RIFF");
    writeFileSync(join(dist, "img/photo.jpg"), "jpeg");
    const app = new Hono().get("*", staticSite(dist));
    expect((await app.request("/img/uploads/0123456789abcdef-400.webp")).headers.get("content-type")).toBe(
      "image/webp",
    );
    expect((await app.request("/img/photo.jpg")).headers.get("content-type")).toBe("image/jpeg");
    rmSync(dist, { recursive: true, force: true });
  });
});

describe("static site: retired pages", () => {
  it("answers a retired address 410 with its language's «página retirada», not the «no encontrada» page", async () => {
    const dist = mkdtempSync(join(tmpdir(), "static-"));
    mkdirSync(join(dist, "en"), { recursive: true });
    writeFileSync(join(dist, "404.html"), "<title>Página no encontrada</title>");
    writeFileSync(join(dist, "410.html"), "<title>Página retirada</title>");
    writeFileSync(join(dist, "en/410.html"), "<title>Page retired</title>");
    writeFileSync(join(dist, RETIRED_FILE), JSON.stringify(["/vieja", "/en/vieja", "/fr/vieja"]));
    const app = new Hono().get("*", staticSite(dist));
    const gone = await app.request("/vieja");
    expect([gone.status, await gone.text()]).toEqual([410, "<title>Página retirada</title>"]);
    expect(await (await app.request("/en/vieja/")).text()).toBe("<title>Page retired</title>");
    // A language without its own: the site's.
    expect(await (await app.request("/fr/vieja")).text()).toBe("<title>Página retirada</title>");
    const missing = await app.request("/nunca-existio");
    expect([missing.status, await missing.text()]).toEqual([404, "<title>Página no encontrada</title>"]);
    rmSync(dist, { recursive: true, force: true });
  });
});

describe("the compressed bodies kept", () => {
  it("are the GZIPPED_KEPT files asked for last: a file compressed long ago is compressed again", async () => {
    const dist = mkdtempSync(join(tmpdir(), "static-gzip-"));
    try {
      const page = (text: string) => `<!doctype html><title>${text}</title>${"<p>texto de relleno</p>".repeat(100)}`;
      for (let i = 0; i <= GZIPPED_KEPT; i++) writeFileSync(join(dist, `p${i}.html`), page(`página ${i}`));
      const site = new Hono().get("*", staticSite(dist));
      const get = async (path: string) =>
        gunzipSync(
          Buffer.from(await (await site.request(path, { headers: { "Accept-Encoding": "gzip" } })).arrayBuffer()),
        ).toString();
      expect(await get("/p0.html")).toContain("página 0");
      // A release never changes; here the file does, to tell a kept body from one compressed again.
      writeFileSync(join(dist, "p0.html"), page("cambiada"));
      expect(await get("/p0.html")).toContain("página 0");
      for (let i = 1; i <= GZIPPED_KEPT; i++) await get(`/p${i}.html`);
      expect(await get("/p0.html")).toContain("cambiada");
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
