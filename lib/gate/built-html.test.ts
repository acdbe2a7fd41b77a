// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtSiteProblems, entryScripts, headingProblems, linksHome, withStaticImports } from "./built-html.ts";

const html = (body: string, head = "") =>
  `<!doctype html><html><head>${head}</head><body><header><a href="/">Inicio</a></header><main id="main">${body}</main></body></html>`;
const LOADER = '<script data-entry="/assets/index.js" data-preload="/assets/a.js /assets/b.js">(loader)</script>';

function built(pages: Record<string, string>, assets: Record<string, string | number>) {
  const root = mkdtempSync(join(tmpdir(), "gate-dist-"));
  const dist = join(root, "dist");
  mkdirSync(join(dist, "assets"), { recursive: true });
  writeFileSync(join(root, "budgets.json"), JSON.stringify({ default: 9.5, html: { maxKB: 38 } }));
  for (const [name, text] of Object.entries(pages)) writeFileSync(join(dist, name), text);
  // A number: that many random bytes (gzip cannot shrink them).
  for (const [name, text] of Object.entries(assets))
    writeFileSync(
      join(dist, "assets", name),
      typeof text === "number"
        ? Buffer.from(Array.from({ length: text }, () => Math.floor(Math.random() * 256)))
        : text,
    );
  return { root, dist };
}

describe("the built page's rules", () => {
  it("reads the entry loader's script and preloads, and follows their static imports only", () => {
    expect(entryScripts(LOADER)).toEqual(["/assets/index.js", "/assets/a.js", "/assets/b.js"]);
    const code: Record<string, string> = {
      "/assets/index.js": 'import{x}from"./c.js";import("./lazy.js")',
      "/assets/c.js": 'import"./d.js"',
      "/assets/d.js": "",
      "/assets/lazy.js": "",
    };
    expect(withStaticImports(["/assets/index.js"], (p) => code[p]).sort()).toEqual([
      "/assets/c.js",
      "/assets/d.js",
      "/assets/index.js",
    ]);
  });

  it("blocks a page whose first-screen script is over its budget", () => {
    const { root, dist } = built(
      { "index.html": html("<h1>Hola</h1>", LOADER) },
      { "index.js": 'import"./big.js"', "a.js": "", "b.js": "", "big.js": 20_000 },
    );
    const found = builtSiteProblems(root, dist, () => 9_500);
    expect(found).toEqual([
      expect.objectContaining({
        severity: "block",
        message: expect.stringMatching(/^\/: first-screen script 2\d\.\d KB gzip over its budget of 9\.5 KB/),
      }),
    ]);
  });

  it("blocks HTML over budgets.json html, a page with no way home, headings out of order", () => {
    const heavy = Array.from({ length: 60_000 }, () => Math.random().toString(36).slice(2)).join(" ");
    const { root, dist } = built(
      {
        "index.html": html(`<h1>Hola</h1><p>${heavy}</p>`),
        "lost.html": `<html><body><main><h1>Sin salida</h1></main></body></html>`,
        "skips.html": html("<h1>A</h1><h3>B</h3>"),
      },
      {},
    );
    const found = builtSiteProblems(root, dist, () => 9_500).map((p) => p.message);
    expect(found).toEqual([
      expect.stringMatching(/^\/: .* KB of gzip HTML, over the budget of 38\.0 KB/),
      "/lost: no link back to the home page",
      "/skips: headings out of order: h3 right after h1",
    ]);
  });

  it("finds the home of the page's language, and one h1", () => {
    expect(linksHome('<a href="/en/">Home</a>', "/en/contact")).toBe(true);
    expect(linksHome('<a href="/">Inicio</a>', "/en/contact")).toBe(false);
    expect(headingProblems("<h2>a</h2>")).toEqual(["0 h1 headings (one expected)", "h2 right after the start"]);
  });
});
