// @vitest-environment node
// What the purge after a publish sends, and what an operator sees when the
// cache does not answer: the changed addresses worked out from two releases,
// Cloudflare's purge-by-URL calls (100 URLs each, the token in the header
// only), Varnish's PURGEs (one address, or everything), retries, and a failure that is logged and
// never thrown at the publish.
import { cpSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { changedUrls } from "./changed-urls.ts";
import { cdnPurger } from "./purge.ts";

const dirs: string[] = [];
const closers: Array<() => void> = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  for (const close of closers.splice(0)) close();
});

function release(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "release-"));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

/** The next release as a publish makes it: hard links to `from`, then files replaced (null: removed). */
function nextRelease(from: string, changes: Record<string, string | null>): string {
  const to = mkdtempSync(join(tmpdir(), "release-"));
  dirs.push(to);
  const link = (dir: string) => {
    for (const name of readdirSync(join(from, dir))) {
      const file = join(dir, name);
      if (statSync(join(from, file)).isDirectory()) {
        mkdirSync(join(to, file), { recursive: true });
        link(file);
      } else linkSync(join(from, file), join(to, file));
    }
  };
  link("");
  for (const [file, text] of Object.entries(changes)) {
    rmSync(join(to, file), { force: true });
    if (text !== null) {
      mkdirSync(dirname(join(to, file)), { recursive: true });
      writeFileSync(join(to, file), text);
    }
  }
  return to;
}

const SITE = {
  "index.html": "<title>Inicio</title>",
  "about/index.html": "<title>Sobre nosotros</title>",
  "contact.html": "<title>Contacto</title>",
  "blog/index.html": "<title>Blog</title>",
  "404.html": "<title>No encontrado</title>",
  "assets/index-aaaa.js": "1",
  "robots.txt": "User-agent: *",
  _headers: "/*\n  X-Frame-Options: DENY\n",
  ".redirects.json": JSON.stringify({ "/old": "/about" }),
  ".render-state.json": "{}",
};

describe("the addresses a publish changed", () => {
  it("are the pages rewritten, added or removed, and the moved addresses, never the untouched ones", () => {
    const before = release(SITE);
    const after = nextRelease(before, {
      "about/index.html": "<title>Sobre nosotros (nuevo)</title>",
      // Written again with the same bytes: not a change.
      "contact.html": "<title>Contacto</title>",
      "blog/index.html": null,
      "careers/index.html": "<title>Empleo</title>",
      "assets/index-bbbb.js": "2",
      ".redirects.json": JSON.stringify({ "/old": "/about", "/blog": "/" }),
      ".render-state.json": '{"changed":true}',
    });
    expect(changedUrls(before, after)).toEqual({
      urls: ["/about", "/about/", "/blog", "/blog/", "/careers", "/careers/"],
      everything: false,
    });
    // The same folders compared again: nothing.
    expect(changedUrls(after, after)).toEqual({ urls: [], everything: false });
  });

  it("are everything when a page served for unknown addresses, the headers, or an unknown release changed", () => {
    const before = release(SITE);
    expect(changedUrls(before, nextRelease(before, { "404.html": "<title>Perdido</title>" })).everything).toBe(true);
    expect(
      changedUrls(before, nextRelease(before, { _headers: "/*\n  X-Frame-Options: SAMEORIGIN\n" })).everything,
    ).toBe(true);
    expect(changedUrls(join(before, "borrada"), before).everything).toBe(true);
    const copy = mkdtempSync(join(tmpdir(), "release-"));
    dirs.push(copy);
    cpSync(before, copy, { recursive: true });
    // A whole build (new files, same bytes): nothing changed.
    expect(changedUrls(before, copy)).toEqual({ urls: [], everything: false });
  });
});

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** A stand-in for the cache's purge endpoint: answers each request with `answer(n)` (n from 1). */
async function endpoint(answer: (n: number, req: Received) => [number, string]) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk));
    req.on("end", () => {
      const r = { method: req.method!, url: req.url!, headers: req.headers, body };
      received.push(r);
      const [status, text] = answer(received.length, r);
      res.writeHead(status, { "Content-Type": "application/json" }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => server.close());
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`, received };
}

const TOKEN = "cf-secret-token-9f8e7d6c5b4a";

describe("Cloudflare's purge by URL", () => {
  it("posts the changed URLs 100 a call with the token in the header, tried again after a 503", async () => {
    const cf = await endpoint((n) => (n === 1 ? [503, "busy"] : [200, '{"success":true,"errors":[]}']));
    const lines: string[] = [];
    const purge = cdnPurger(
      {
        url: `${cf.url}/client/v4/zones/z1/purge_cache`,
        style: "cloudflare",
        token: TOKEN,
        siteUrl: "https://mesalia.com",
      },
      { backoffMs: 1, log: (line) => lines.push(line) },
    );
    const urls = Array.from({ length: 250 }, (_, i) => `/p${i}`);
    const report = await purge({ urls, everything: false });
    expect(report).toMatchObject({ ok: true, urls: 250, requests: 4 });
    const posted = cf.received.filter((r) => r.body).map((r) => JSON.parse(r.body) as { files: string[] });
    expect(posted.every((p) => p.files.length <= 100)).toBe(true);
    // The first call was refused (503) and sent again: the others hold each URL once.
    expect(posted.slice(1).flatMap((p) => p.files)).toHaveLength(250);
    expect(new Set(posted.slice(1).flatMap((p) => p.files))).toEqual(
      new Set(urls.map((u) => `https://mesalia.com${u}`)),
    );
    for (const r of cf.received) {
      expect(r.method).toBe("POST");
      expect(r.url).toBe("/client/v4/zones/z1/purge_cache");
      expect(r.headers.authorization).toBe(`Bearer ${TOKEN}`);
    }
    expect(lines).toEqual([expect.stringMatching(/^purged 250 address\(es\) in \d+ ms \(4 request\(s\)\)$/)]);
  });

  it("purges everything in one call when the change reaches every address", async () => {
    const cf = await endpoint(() => [200, '{"success":true}']);
    const purge = cdnPurger(
      { url: cf.url, style: "cloudflare", token: TOKEN, siteUrl: "https://mesalia.com" },
      { log: () => undefined },
    );
    expect((await purge({ urls: [], everything: true })).ok).toBe(true);
    expect(cf.received.map((r) => JSON.parse(r.body) as unknown)).toEqual([{ purge_everything: true }]);
  });

  it("when the endpoint keeps failing: resolves (the publish is not held), says so in the log, never the token", async () => {
    const cf = await endpoint(() => [500, `{"success":false,"errors":[{"message":"caído"}]}`]);
    const lines: string[] = [];
    const purge = cdnPurger(
      { url: cf.url, style: "cloudflare", token: TOKEN, siteUrl: "https://mesalia.com" },
      { backoffMs: 1, log: (line) => lines.push(line) },
    );
    const report = await purge({ urls: ["/about"], everything: false });
    expect(report).toMatchObject({ ok: false, requests: 5 });
    expect(cf.received).toHaveLength(5);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^purge of 1 address\(es\) FAILED after 5 request\(s\).*500/);
    expect(lines.join("\n")).not.toContain(TOKEN);
    // A refusal (a wrong token) is not tried again: it will not get better.
    const refusing = await endpoint(() => [403, '{"success":false}']);
    const wrong = cdnPurger(
      { url: refusing.url, style: "cloudflare", token: "mal", siteUrl: "https://mesalia.com" },
      { backoffMs: 1, log: () => undefined },
    );
    expect(await wrong({ urls: ["/about"], everything: false })).toMatchObject({ ok: false, requests: 1 });
  });

  it("will not start without its token and the site's address", () => {
    expect(() => cdnPurger({ url: "https://api.cloudflare.com/x", style: "cloudflare" })).toThrow(/CDN_PURGE_TOKEN/);
  });
});

describe("Varnish's PURGE", () => {
  it("sends one PURGE per address with the site's Host, and one for everything", async () => {
    const varnish = await endpoint((n) => (n === 2 ? [503, ""] : [200, ""]));
    const purge = cdnPurger(
      { url: varnish.url, style: "purge", siteUrl: "https://mesalia.com" },
      { backoffMs: 1, log: () => undefined },
    );
    expect(await purge({ urls: ["/about", "/about/"], everything: false })).toMatchObject({ ok: true, requests: 3 });
    const purged = varnish.received.filter((r) => r.method === "PURGE");
    expect(new Set(purged.map((r) => r.url))).toEqual(new Set(["/about", "/about/"]));
    expect(purged.every((r) => r.headers.host === "mesalia.com")).toBe(true);
    await purge({ urls: [], everything: true });
    expect(varnish.received.at(-1)).toMatchObject({ method: "PURGE", url: "/", headers: { "x-purge-scope": "all" } });
  });

  it("tries every address even when one keeps failing, and reports the failure", async () => {
    const varnish = await endpoint((_n, r) => (r.url === "/about" ? [503, "Backend fetch failed"] : [200, ""]));
    const lines: string[] = [];
    const purge = cdnPurger({ url: varnish.url, style: "purge" }, { backoffMs: 1, log: (line) => lines.push(line) });
    const urls = ["/about", "/a", "/b", "/c", "/d", "/e", "/f", "/g", "/h", "/i"];
    expect(await purge({ urls, everything: false })).toMatchObject({ ok: false, requests: 14 });
    expect(new Set(varnish.received.map((r) => r.url))).toEqual(new Set(urls));
    expect(lines[0]).toMatch(/FAILED after 14 request\(s\).*1 of 10 address\(es\) not purged; PURGE .*\/about: 503/);
  });
});
