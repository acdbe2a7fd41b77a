// @vitest-environment node
// Issue 32: the server runs from a production install. After the build that
// `npm test` does first, a copy of the project (its tracked files, one commit,
// as a deployed checkout) gets the built dist/, dist-ssr/ and dist-admin/ and
// node_modules (hard links), `npm prune --omit=dev` drops the devDependencies,
// and `npm run serve` (the production start: `node server/main.ts` on the
// project's own Node 24, whatever the system's node) starts there with nothing
// of this process's environment but PATH (without any node_modules/.bin) and HOME. Then the site,
// a form, the admin's sign-in and a publish through the editor's HTTP API
// (session cookie, Origin, X-CSRF-Token) must work, and the public page must
// show the change. A run-time import of a devDependency stops the server's
// start, and the test fails with the server's output.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeContentRepo } from "./publish/testing/content-repo.ts";
import { contact } from "./testing/fixtures.ts";
import { freePort } from "./testing/free-port.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** Build and test tools' caches in node_modules: not part of an install. */
const CACHES = [".cache", ".vite", ".vite-temp", ".vitest-cache"];
const DIST = resolve(ROOT, process.env.SITE_DIST ?? "dist");
const SSR = resolve(ROOT, process.env.SITE_SSR ?? "dist-ssr");
const ADMIN = resolve(ROOT, process.env.SITE_ADMIN_DIST ?? "dist-admin");
const built =
  existsSync(join(DIST, "index.html")) &&
  existsSync(join(SSR, "entry-server.js")) &&
  existsSync(join(ADMIN, ".vite", "manifest.json"));
const TOKEN = "production-install-check-0123456789-abcdef";

/** Runs a command to its end (a time-out, not a hang); throws with its output when it fails. */
function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env, timeout = 120_000) {
  const result = spawnSync(cmd, args, { cwd, env, encoding: "utf8", timeout });
  if (result.status !== 0)
    throw new Error(
      `${cmd} ${args.join(" ")} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}${result.error ?? ""}`,
    );
  return result.stdout;
}

describe.runIf(built)("a production install (build, npm prune --omit=dev, node server/main.ts)", () => {
  let app: string;
  let data: string;
  let server: ChildProcess | undefined;
  let log = "";
  let url = "";
  const timings: string[] = [];
  const timed = async <T>(label: string, step: () => T | Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const value = await step();
    timings.push(`${label} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return value;
  };
  // Only what a service manager would give the process: no npm_config_*, no NODE_ENV=test, no VITEST, and
  // no node_modules/.bin of the project on PATH (npm adds the copy's own, with its Node 24).
  const systemPath = (process.env.PATH ?? "")
    .split(delimiter)
    .filter((dir) => dir && !dir.includes("node_modules"))
    .join(delimiter);
  const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
    PATH: systemPath,
    HOME: process.env.HOME ?? tmpdir(),
    TZ: "Europe/Madrid",
    ...extra,
  });

  beforeAll(async () => {
    await timed("copy", () => {
      // The tracked files, committed (a checkout: the server clones it as its content repository on first start).
      app = makeContentRepo();
      rmSync(join(app, "node_modules"));
      // Without the tools' caches: the unit tests running beside this one write there (a nested vitest's
      // temporary file vanished mid-copy and failed the copy once), and production has none of them.
      const modules = join(ROOT, "node_modules");
      const installed = readdirSync(modules).filter((name) => !CACHES.includes(name));
      mkdirSync(join(app, "node_modules"));
      run("cp", ["-al", ...installed.map((name) => join(modules, name)), join(app, "node_modules")], ROOT);
      for (const [from, to] of [
        [DIST, "dist"],
        [SSR, "dist-ssr"],
        [ADMIN, "dist-admin"],
      ] as const)
        run("cp", ["-al", from, join(app, to)], ROOT);
      // npm rewrites its record of the tree: a file of the copy's own, never the project's (a hard link would be written through).
      rmSync(join(app, "node_modules", ".package-lock.json"));
      copyFileSync(join(ROOT, "node_modules", ".package-lock.json"), join(app, "node_modules", ".package-lock.json"));
    });
    // Removes links only (hard links: the project's node_modules keeps every file).
    await timed("npm prune", () =>
      run("npm", ["prune", "--omit=dev", "--no-audit", "--no-fund", "--offline"], app, env()),
    );
    data = mkdtempSync(join(tmpdir(), "production-install-data-"));
    const port = await freePort();
    url = `http://localhost:${port}`;
    await timed("server start", async () => {
      // Its own process group: the stop reaches npm and the server under it. On a system Node older than 22 this start
      // works only through npm (the install's Node 24 first on the script's PATH); `node server/main.ts` there would not.
      server = spawn("npm", ["run", "-s", "serve"], {
        cwd: app,
        detached: true,
        env: env({ PORT: String(port), DATA_DIR: data, ADMIN_TOKEN: TOKEN, RATE_LIMIT: "1000", SITE_URL: url }),
        stdio: ["ignore", "pipe", "pipe"],
      });
      server.stdout!.on("data", (chunk) => (log += String(chunk)));
      server.stderr!.on("data", (chunk) => (log += String(chunk)));
      const started = performance.now();
      while (!log.includes("Serving")) {
        if (server.exitCode !== null)
          throw new Error(`the server did not start from the production install (exit ${server.exitCode}):\n${log}`);
        if (performance.now() - started > 120_000) throw new Error(`the server did not start in 120 s:\n${log}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    });
  }, 300_000);

  afterAll(async () => {
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((r) => server!.once("exit", r));
      const group = (signal: NodeJS.Signals) => {
        try {
          process.kill(-server!.pid!, signal);
        } catch {
          // already gone
        }
      };
      group("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (server.exitCode === null) group("SIGKILL");
    }
    console.log(`production install: ${timings.join(", ")}`);
    if (app) rmSync(app, { recursive: true, force: true });
    if (data) rmSync(data, { recursive: true, force: true });
  }, 60_000);

  it("npm prune removed the devDependencies and kept the dependencies", () => {
    for (const dev of ["vite", "vitest", "typescript", "@playwright/test", "@lingui/vite-plugin"])
      expect(existsSync(join(app, "node_modules", dev)), dev).toBe(false);
    for (const dep of ["hono", "react-dom", "ajv", "sharp", "@lingui/format-po"])
      expect(existsSync(join(app, "node_modules", dep)), dep).toBe(true);
    // The project's own install is untouched.
    expect(existsSync(join(ROOT, "node_modules", "vite", "package.json"))).toBe(true);
  });

  it("serves the site and answers a form", async () => {
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await home.text()).toMatch(/^<!doctype html>/i);
    const lead = await fetch(`${url}/api/forms/formulario`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: url },
      body: JSON.stringify(contact),
    });
    expect(lead.status, await lead.clone().text()).toBe(201);
    expect(((await lead.json()) as { id: number }).id).toBeGreaterThan(0);
  });

  it("signs in and publishes a page through the editor's API; the public page shows it", async () => {
    // The sign-in page's token form, then what the editor's browser sends: the session cookie, this origin and the CSRF token.
    const login = await fetch(`${url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
      body: new URLSearchParams({ token: TOKEN, next: "/admin/edit" }),
    });
    expect(login.status, await login.clone().text()).toBe(303);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith("admin_session="));
    expect(cookie).toBeTruthy();
    const editorPage = await fetch(`${url}/admin/edit`, { headers: { Cookie: cookie! } });
    expect(editorPage.status).toBe(200);
    expect(await editorPage.text()).toContain("/admin/edit/assets/");
    const { csrfToken } = (await (await fetch(`${url}/admin/api/me`, { headers: { Cookie: cookie! } })).json()) as {
      csrfToken: string;
    };
    expect(csrfToken).toBeTruthy();
    const headers = { Cookie: cookie!, Origin: url, "X-CSRF-Token": csrfToken, "Content-Type": "application/json" };
    const api = async (path: string, body?: unknown) => {
      const response = await fetch(
        `${url}/admin/edit/api/${path}`,
        body === undefined ? { headers } : { method: "POST", headers, body: JSON.stringify(body) },
      );
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    const page = await api("page?file=pages/about.json");
    expect(page.status).toBe(200);
    const { doc, hash } = page.body as { hash: string; doc: { meta: Record<string, unknown> } };
    const wanted = `Sobre nosotros, instalación de producción ${Date.now()}`;
    const saved = await api("save", {
      file: "pages/about.json",
      doc: { ...doc, meta: { ...doc.meta, title: `${wanted} | {product}` } },
      hash,
    });
    expect(saved.body.status, JSON.stringify(saved.body)).toBe("saved");
    const published = await timed("publish → public page changed", async () => {
      const job = await api("publish", { file: "pages/about.json" });
      expect(job.status, JSON.stringify(job.body)).toBe(202);
      const started = performance.now();
      for (;;) {
        const title = /<title>(.*?)<\/title>/.exec(await (await fetch(`${url}/about`)).text())?.[1] ?? "";
        const status = await api(`publish-status?id=${String(job.body.id)}`);
        // The page changes at the swap; the job says "live" once its follow-up is done (its draft deleted) just after.
        if (title.startsWith(wanted) && status.body.state !== "building") return status.body;
        if (status.body.state === "failed" || status.body.state === "invalid")
          throw new Error(`publish refused: ${JSON.stringify(status.body)}\n${log}`);
        if (performance.now() - started > 120_000)
          throw new Error(`the public page did not change in 120 s: ${JSON.stringify(status.body)}\n${log}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    });
    expect(published.state).toBe("live");
    // The route is rendered again in every language: the new title has no English translation yet, so /en shows it in Spanish.
    expect(/<title>(.*?)<\/title>/.exec(await (await fetch(`${url}/en/about`)).text())?.[1]).toMatch(
      new RegExp(`^${wanted}`),
    );
  });
});
