// Security bars in the built files: a CSP on every page that allows exactly
// the inline scripts the page carries, the static host's headers, and safe
// external links. (No CSP violation and no third-party request on any route:
// quality-routes.spec.ts, which visits each route once.)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./test.ts";
import { distDir } from "../../scripts/audit/routes.ts";
import { inlineScripts, scriptHash } from "../../lib/render/csp.ts";
import { builtHtmlFiles } from "../../scripts/audit/vnu.ts";

const dist = distDir();
const files = existsSync(dist) ? builtHtmlFiles(dist) : [];
/** The page documents (pages/**, not data, site settings or A/B variant files): each is at least one built page. */
const pageDocuments = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.name.startsWith("_")
      ? []
      : e.isDirectory()
        ? pageDocuments(join(dir, e.name))
        : /(?<!\.[a-z])\.json$/.test(e.name)
          ? [join(dir, e.name)]
          : [],
  );

test.describe("built HTML", () => {
  // Without this, an empty or missing build would pass every check below with nothing checked.
  test("the build holds the home page and at least one page per page document", () => {
    expect(files, `${dist}: run the build first`).toContain(join(dist, "index.html"));
    expect(files.length).toBeGreaterThanOrEqual(pageDocuments("pages").length);
  });

  test("every page has a CSP meta that hashes each of its inline scripts and nothing else runs inline", () => {
    const problems: string[] = [];
    for (const file of files) {
      const html = readFileSync(file, "utf8");
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/
        .exec(html)?.[1]
        ?.replace(/&#39;|&apos;/g, "'");
      if (!policy) {
        problems.push(`${file}: no CSP meta`);
        continue;
      }
      const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1]?.split(" ") ?? [];
      if (scriptSrc.some((s) => /unsafe-inline|unsafe-eval|\*|data:/.test(s)))
        problems.push(`${file}: permissive script-src ${scriptSrc.join(" ")}`);
      for (const must of ["object-src 'none'", "base-uri 'self'"])
        if (!policy.includes(must)) problems.push(`${file}: missing ${must}`);
      for (const s of inlineScripts(html))
        if (!scriptSrc.includes(scriptHash(s.body)))
          problems.push(`${file}: inline script not in the CSP: ${s.body.slice(0, 60)}`);
      // The CSP meta must come before the first script, or that script is not governed by it.
      if (html.indexOf("Content-Security-Policy") > html.search(/<script\b/i) && /<script\b/i.test(html))
        problems.push(`${file}: CSP meta after a script`);
      if (/\son[a-z]+\s*=\s*["']/i.test(html.replace(/<script[\s\S]*?<\/script>/gi, "")))
        problems.push(`${file}: inline event handler attribute`);
    }
    expect(problems).toEqual([]);
  });

  test("every external link opens without handing over window.opener or the referrer", () => {
    const problems: string[] = [];
    for (const file of files) {
      const html = readFileSync(file, "utf8").replace(/<script[\s\S]*?<\/script>/gi, "");
      for (const [tag] of html.matchAll(/<a\b[^>]*\shref="https?:\/\/[^"]*"[^>]*>/gi)) {
        const rel = /\srel="([^"]*)"/.exec(tag)?.[1]?.split(/\s+/) ?? [];
        if (!rel.includes("noopener") || !rel.includes("noreferrer")) problems.push(`${file}: ${tag}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

test.describe("headers", () => {
  test("pages carry the CSP header with frame-ancestors and the other security headers, and the CDN's short cache; hashed assets cache for a year", async ({
    request,
  }) => {
    const page = await request.get("/");
    const h = page.headers();
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(h["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("camera=()");
    // The server's policy (server/cdn/cache-policy.ts): held briefly at the edge, purged by a publish, revalidated by browsers.
    expect(h["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(h.etag).toMatch(/^"/);
    const html = await page.text();
    const asset = /data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    expect((await request.get(asset!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
