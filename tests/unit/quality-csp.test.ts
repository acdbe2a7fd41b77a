import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  cspPolicy,
  geoEndpoints,
  headersFile,
  inlineScripts,
  mergeSources,
  sourcesOf,
  withCsp,
} from "../../lib/render/csp.ts";
import { parseHeaders, headersFor } from "../../src/core/headers.ts";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
const page = (head: string, body = "") =>
  `<!doctype html><html><head><meta charset="UTF-8" />\n<!--csp-->${head}</head><body>${body}</body></html>`;

describe("inline scripts and their hashes", () => {
  it("hashes every executable inline script and skips external and data scripts", () => {
    const html = page(
      `<script>var a=1</script><script type="module">import "x"</script><script src="/a.js"></script>`,
      `<script type="application/json" id="__page_data">{"a":"<\\/script>"}</script><script type="application/ld+json">{}</script>`,
    );
    expect(inlineScripts(html).map((s) => s.body)).toEqual(["var a=1", 'import "x"']);
    expect(sourcesOf(html).scriptHashes).toEqual([sha("var a=1"), sha('import "x"')].sort());
  });

  it("covers a newly added head script without configuration", () => {
    const lang = `(function(){fetch("https://ipapi.co/json/")})()`;
    const { html, sources } = withCsp(page(`<script>${lang}</script><script>theme()</script>`));
    expect(sources.scriptHashes).toContain(sha(lang));
    expect(sources.connect).toEqual(["https://ipapi.co"]);
    expect(html).toMatch(
      /^<!doctype html><html><head><meta charset="UTF-8" \/>\n<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
    );
    expect(html).not.toContain("<!--csp-->");
  });

  it("puts the meta after <meta charset> when the template has no placeholder", () => {
    const { html } = withCsp(`<html><head><meta charset="utf-8"><title>x</title></head></html>`);
    expect(html).toMatch(/<meta charset="utf-8">\n<meta http-equiv="Content-Security-Policy"[^>]*><title>/);
  });

  it("allows authored https image hosts found in markup or page data", () => {
    const html = page(
      "",
      `<img src="https://images.example.com/a.jpg"><script type="application/json">{"image":"https://cdn.example.org/b.png","href":"https://other.example"}</script>`,
    );
    expect(sourcesOf(html).img).toEqual(["https://cdn.example.org", "https://images.example.com"]);
  });
});

describe("policy", () => {
  const sources = { scriptHashes: ["'sha256-abc'"], connect: ["https://ipapi.co"], img: [] };

  it("is strict for scripts, objects and base, and keeps frame-ancestors out of the meta form", () => {
    const policy = cspPolicy(sources);
    expect(policy).toContain("script-src 'self' 'sha256-abc';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("connect-src 'self' https://ipapi.co;");
    expect(policy).not.toMatch(/unsafe-eval|frame-ancestors|script-src[^;]*unsafe-inline/);
    expect(cspPolicy(sources, { header: true })).toContain("frame-ancestors 'none'");
  });

  it("merges page sources into one site-wide header", () => {
    const merged = mergeSources([
      sources,
      { scriptHashes: ["'sha256-def'", "'sha256-abc'"], connect: [], img: ["https://i.example"] },
    ]);
    expect(merged).toEqual({
      scriptHashes: ["'sha256-abc'", "'sha256-def'"],
      connect: ["https://ipapi.co"],
      img: ["https://i.example"],
    });
  });

  it("finds geolocation endpoints in the site document", () => {
    expect(
      geoEndpoints({
        origin: "https://mesalia.com",
        language: { geoLookupUrl: "https://ipapi.co/json/" },
        links: { login: "https://app.x" },
      }),
    ).toEqual(["https://ipapi.co/json/"]);
  });
});

describe("_headers", () => {
  const rules = parseHeaders(headersFile({ scriptHashes: ["'sha256-abc'"], connect: [], img: [] }));

  it("sends security headers on every path and immutable caching only on hashed assets", () => {
    const html = headersFor(rules, "/contact");
    expect(html["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(html["X-Content-Type-Options"]).toBe("nosniff");
    expect(html["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(html["Permissions-Policy"]).toMatch(/camera=\(\)/);
    expect(html["Cache-Control"]).toBeUndefined();
    expect(headersFor(rules, "/assets/index-abc.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
  });
});
