// @vitest-environment node
// A page's scheduled sections as the server answers it (issue 43): outside
// their window they are not in the page, with no publish at the boundary; an
// answer is kept no longer than until the next one; a preview shows them all.
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { gunzipSync } from "node:zlib";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { PAGE_CACHE } from "./cdn/cache-policy.ts";
import { staticSite } from "./static.ts";

const dist = mkdtempSync(join(tmpdir(), "static-schedule-"));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

// As the build writes it: Black Friday from Friday 27 November 00:00 to Monday 30 November 23:59, Madrid time.
const offer =
  '<!--shown 2026-11-26T23:00:00.000Z 2026-11-30T22:59:00.000Z--><div style="display:contents" data-static=""><section id="oferta">-50 % en Black Friday</section></div><!--/shown-->';
const page = `<!doctype html><html><body><main><section id="hero">Reservas</section>${offer}<section id="faq">${"Preguntas. ".repeat(200)}</section></main></body></html>`;
writeFileSync(join(dist, "index.html"), page);
writeFileSync(join(dist, "404.html"), "No encontrado");

const at = async (iso: string, site = new Hono().get("*", staticSite(dist)), headers: Record<string, string> = {}) => {
  vi.useFakeTimers({ now: new Date(iso), toFake: ["Date"] });
  return site.request("/", { headers });
};

describe("a page with a scheduled section", () => {
  it("leaves the section out before its start and from its end on, and keeps it in between", async () => {
    const site = new Hono().get("*", staticSite(dist));
    const before = await (await at("2026-11-26T23:59:59+01:00", site)).text();
    expect(before).not.toContain("Black Friday");
    expect(before).toContain("Reservas");
    expect(before).toContain("Preguntas.");
    const during = await (await at("2026-11-27T00:00:00+01:00", site)).text();
    expect(during).toContain("-50 % en Black Friday");
    const last = await (await at("2026-11-30T23:58:59+01:00", site)).text();
    expect(last).toContain("-50 % en Black Friday");
    const after = await (await at("2026-11-30T23:59:00+01:00", site)).text();
    expect(after).not.toContain("Black Friday");
    expect(after).not.toContain("<!--shown");
  });

  it("lets an answer be kept only until the section starts or ends", async () => {
    const cacheOf = async (time: string) => {
      const answer = await at(time);
      return [answer.headers.get("cache-control"), answer.headers.get("surrogate-control")];
    };
    // Browsers always ask again (a publish may change the page); caches keep it at most until the change.
    expect(await cacheOf("2026-11-26T23:00:00+01:00")).toEqual(["public, max-age=0, s-maxage=60", "max-age=600"]);
    expect(await cacheOf("2026-11-30T23:58:30+01:00")).toEqual(["public, max-age=0, s-maxage=30", "max-age=30"]);
    // Nothing left to change: cached as any other page.
    expect((await at("2026-12-01T00:00:00+01:00")).headers.get("cache-control")).toBe(PAGE_CACHE["Cache-Control"]);
  });

  it("compresses the page as it shows at that moment, not as it showed first", async () => {
    const site = new Hono().get("*", staticSite(dist));
    const gzip = { "accept-encoding": "gzip" };
    const during = await at("2026-11-28T12:00:00+01:00", site, gzip);
    expect(during.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await during.arrayBuffer())).toString()).toContain("Black Friday");
    const after = await at("2026-12-01T12:00:00+01:00", site, gzip);
    expect(gunzipSync(Buffer.from(await after.arrayBuffer())).toString()).not.toContain("Black Friday");
  });

  it("shows every scheduled section in a preview, whenever it shows on the site", async () => {
    const preview = new Hono().get("*", staticSite(dist, { showScheduled: true }));
    const response = await at("2026-12-25T12:00:00+01:00", preview);
    expect(await response.text()).toContain("Black Friday");
    // Not bounded by the section's window (a preview is answered under /admin, never stored).
    expect(response.headers.get("cache-control")).toBe(PAGE_CACHE["Cache-Control"]);
  });
});
