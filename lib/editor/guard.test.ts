// @vitest-environment node
import { mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assertPageDocument, assertSameOrigin, pageFilePath, Refused } from "./guard.ts";

const root = mkdtempSync(join(tmpdir(), "editor-guard-"));
mkdirSync(join(root, "pages/features"), { recursive: true });
mkdirSync(join(root, "outside"));
symlinkSync(join(root, "outside"), join(root, "pages/escape"));

describe("write endpoint: which files", () => {
  it("accepts page documents inside pages/, also in subfolders and variants", () => {
    expect(pageFilePath(root, "pages/about.json")).toBe(join(root, "pages/about.json"));
    expect(pageFilePath(root, "pages/features/qr-mesa.json")).toBe(join(root, "pages/features/qr-mesa.json"));
    expect(pageFilePath(root, "pages/agendar-demo.b.json")).toBe(join(root, "pages/agendar-demo.b.json"));
    expect(pageFilePath(root, "pages/nueva/carpeta/pagina.json")).toBe(join(root, "pages/nueva/carpeta/pagina.json"));
  });

  it.each([
    ["../package.json", /\.\./],
    ["pages/../package.json", /\.\./],
    ["pages/features/../../vite.config.json", /\.\./],
    ["/etc/passwd", /ruta absoluta/],
    [join(root, "pages/about.json"), /ruta absoluta/],
    ["C:/pages/about.json", /ruta absoluta/],
    ["pages\\about.json", /caracteres no válidos/],
    ["pages/about.json\0.txt", /caracteres no válidos/],
    ["pages/_site.json", /no es una página/],
    ["pages/_data/plans.json", /no es una página/],
    ["schema/page.schema.json", /no es una página/],
    ["pages/about.js", /no es una página/],
    ["pages/.hidden.json", /no es una página/],
    ["pages/escape/x.json", /fuera de la carpeta pages/],
    ["", /ninguna página/],
  ])("refuses %s", (file, reason) => {
    expect(() => pageFilePath(root, file)).toThrow(reason);
  });

  it("refuses a body that is not a page document", () => {
    expect(() => assertPageDocument([])).toThrow(Refused);
    expect(() => assertPageDocument({ brand: {} })).toThrow(/version, path, meta o sections/);
    expect(() => assertPageDocument({ version: 1, path: "/x", meta: {}, sections: [] })).not.toThrow();
  });
});

describe("write endpoint: who may call", () => {
  const ok = {
    origin: "http://localhost:5173",
    host: "localhost:5173",
    "content-type": "application/json",
    "sec-fetch-site": "same-origin",
  };
  it("accepts the editor's own page", () => {
    expect(() => assertSameOrigin({ headers: ok })).not.toThrow();
  });
  it.each([
    [{ ...ok, origin: "http://evil.example" }, /no es este editor/],
    [{ ...ok, origin: "http://localhost:3000" }, /no es este editor/],
    [{ ...ok, origin: "null" }, /no es este editor/],
    [{ ...ok, origin: undefined }, /Origin/],
    [{ ...ok, "sec-fetch-site": "cross-site" }, /otro sitio/],
    [{ ...ok, "content-type": "text/plain" }, /JSON/],
  ])("refuses %o", (headers, reason) => {
    expect(() => assertSameOrigin({ headers })).toThrow(reason);
  });
  it("takes an image upload as raw bytes from the editor's page only; a form's types (which need no preflight) are refused", () => {
    const upload = { ...ok, "content-type": "application/octet-stream" };
    expect(() => assertSameOrigin({ headers: upload }, "application/octet-stream")).not.toThrow();
    expect(() =>
      assertSameOrigin({ headers: { ...upload, origin: "http://evil.example" } }, "application/octet-stream"),
    ).toThrow(/no es este editor/);
    for (const type of [
      "multipart/form-data; boundary=x",
      "application/x-www-form-urlencoded",
      "text/plain",
      "image/png",
    ]) {
      expect(() =>
        assertSameOrigin({ headers: { ...upload, "content-type": type } }, "application/octet-stream"),
      ).toThrow(/application\/octet-stream/);
    }
    // And the JSON endpoints do not take bytes.
    expect(() => assertSameOrigin({ headers: upload })).toThrow(/JSON/);
  });
});
