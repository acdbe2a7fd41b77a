// @vitest-environment node
// Debian's Varnish, with the repository's VCL (deploy/varnish/site.vcl), in
// front of one server that publishes (server/main.ts, SQLite, the stand-in
// build) and purges it (CDN_PURGE_URL): what a visitor behind the cache sees.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignArm } from "../../src/core/experiments/assign.ts";
import { VISITOR_COOKIE } from "../experiments/exposures.ts";
import { makeContentRepo } from "../publish/testing/content-repo.ts";
import { FAKE_BUILD } from "../publish/testing/publishing.ts";
import { fixtureDist } from "../testing/fixtures.ts";
import { freePort } from "../testing/free-port.ts";
import { startVarnish, varnishMissing, type Varnish } from "../testing/varnish.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const TOKEN = "varnish-test-admin-token-0123456789abcdef";
const admin = { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" };

let server: ChildProcess | undefined;
let varnish: Varnish | undefined;
let origin = "";
let errors = "";
afterAll(async () => {
  server?.kill("SIGTERM");
  await varnish?.stop();
});

beforeAll(async () => {
  if (varnishMissing) return;
  const port = await freePort();
  varnish = await startVarnish(port);
  const dataDir = mkdtempSync(join(tmpdir(), "varnish-site-"));
  errors = join(dataDir, "server.err");
  server = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_DIST: fixtureDist(),
      CONTENT_REPO: makeContentRepo("content"),
      PUBLISH_BUILD_COMMAND: JSON.stringify(FAKE_BUILD),
      ADMIN_TOKEN: TOKEN,
      RATE_LIMIT: "100000",
      CDN_PURGE_URL: varnish.url,
    },
    stdio: ["ignore", openSync(join(dataDir, "server.out"), "w"), openSync(errors, "w")],
  });
  origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not start: ${readFileSync(errors, "utf8")}`);
}, 120_000);

/** Through Varnish: the answer, its text, and whether it came from the cache. */
async function visit(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${varnish!.url}${path}`, { headers });
  return { res, text: await res.text(), cache: res.headers.get("x-cache") };
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

async function api(path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(
    `${origin}/admin/edit/api/${path}`,
    body === undefined ? { headers: admin } : { method: "POST", headers: admin, body: JSON.stringify(body) },
  );
  return (await res.json()) as Record<string, unknown>;
}

/** "Publicar" of the about page with `title` (through the editor's API); resolves with the job once it is live. */
async function publishAbout(title: string) {
  const page = (await api("page?file=pages/about.json")) as { doc: { meta: Record<string, unknown> }; hash: string };
  const doc = { ...page.doc, meta: { ...page.doc.meta, title } };
  expect((await api("save", { file: "pages/about.json", doc, hash: page.hash })).status).toBe("saved");
  let job = await api("publish", { file: "pages/about.json" });
  const id = String(job.id);
  while (job.state === "queued" || job.state === "building") {
    await new Promise((r) => setTimeout(r, 50));
    job = await api(`publish-status?id=${id}`);
  }
  expect(job.state, String(job.message)).toBe("live");
  return { id, job };
}

/** Polls the page through Varnish until its title is `title`; the milliseconds it took, or fails after `withinMs`. */
async function seenThroughCache(path: string, title: string, withinMs: number) {
  const started = performance.now();
  let seen: string | undefined;
  while (performance.now() - started < withinMs) {
    seen = titleOf((await visit(path)).text);
    if (seen === title) return Math.round(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`after ${withinMs} ms Varnish still serves «${seen}» for ${path}, not «${title}»`);
}

describe.skipIf(varnishMissing)("behind Varnish", { timeout: 300_000 }, () => {
  it("a second visit is a cache hit, and a publish changes the page seen through the cache within 3 s", async () => {
    // The first publish moves the server from its own dist/ to a release (everything differs: one purge of everything).
    await publishAbout("Sobre nosotros · primera");
    await seenThroughCache("/about", "Sobre nosotros · primera", 10_000);
    await visit("/contact");
    const first = await visit("/about");
    const second = await visit("/about");
    expect(second.cache).toBe("HIT");
    expect(second.res.headers.get("age")).toMatch(/^\d+$/);
    expect(second.text).toBe(first.text);
    expect((await visit("/contact")).cache).toBe("HIT");

    const { id } = await publishAbout("Sobre nosotros · segunda");
    // From "Publicado" (the job live) to the page changed for a visitor behind the cache.
    const ms = await seenThroughCache("/about", "Sobre nosotros · segunda", 3000);
    expect(ms).toBeLessThan(3000);
    // Only what the publish changed was dropped: another page is still served from the cache.
    expect((await visit("/contact")).cache).toBe("HIT");
    // The job shows the purge's time among its phases (written once the purge answered).
    let phases: Array<{ name: string; ms: number }> = [];
    for (let i = 0; i < 100 && !phases.some((p) => p.name === "purge"); i++) {
      phases = ((await api(`publish-status?id=${id}`)).phases ?? []) as typeof phases;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(phases.map((p) => p.name)).toContain("purge");
  });

  it("/admin and /api are never cached: a signed-in answer never reaches someone signed out", async () => {
    for (const path of ["/admin/login", "/admin/nada", "/api/nada", "/api/slots?date=2026-12-03"]) {
      const twice = [await visit(path), await visit(path)];
      expect(
        twice.map((v) => v.cache),
        path,
      ).toEqual(["MISS", "MISS"]);
    }
    const signedIn = await visit("/admin/edit/api/page?file=pages/about.json", { Authorization: admin.Authorization });
    expect(signedIn.res.status).toBe(200);
    const stranger = await visit("/admin/edit/api/page?file=pages/about.json");
    expect(stranger.res.status).not.toBe(200);
    expect(stranger.text).not.toContain("Sobre nosotros");
  });

  it("a visitor's A/B cookie neither splits the page nor reaches another visitor", async () => {
    const arms = [
      { name: "control", weight: 50 },
      { name: "b", weight: 50 },
    ];
    const experiment = "agendar-demo-hero-2026-11";
    const [ana, bea] = ["0000000000000000000000000000000a", "0000000000000000000000000000000b"];
    const expose = (visitor: string) =>
      fetch(`${varnish!.url}/api/experiments/exposure`, {
        method: "POST",
        // A browser's (Node's own agent is counted as a robot, and a robot's exposure is not recorded).
        headers: {
          "Content-Type": "text/plain;charset=UTF-8",
          Origin: varnish!.url,
          "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
        },
        body: JSON.stringify({ experiment, arm: assignArm(experiment, visitor, arms), visitor }),
      });
    const anaExposure = await expose(ana);
    expect(anaExposure.headers.get("set-cookie")).toContain(`${VISITOR_COOKIE}=${ana}`);
    const anaPage = await visit("/agendar-demo", { Cookie: `${VISITOR_COOKIE}=${ana}` });
    const beaPage = await visit("/agendar-demo");
    // One copy for both (the arm is chosen in the browser), and no one's cookie in it.
    expect(beaPage.cache).toBe("HIT");
    expect(beaPage.text).toBe(anaPage.text);
    for (const page of [anaPage, beaPage]) expect(page.res.headers.get("set-cookie")).toBeNull();
    const beaExposure = await expose(bea);
    expect(beaExposure.headers.get("set-cookie")).toContain(`${VISITOR_COOKIE}=${bea}`);
    expect(beaExposure.headers.get("set-cookie")).not.toContain(ana);
  });
});
