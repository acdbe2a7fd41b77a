// A server of its own for the publishing browser tests: a throwaway content
// repository (the project's files, one commit), its own data folder and
// port, the real visitors' build for each publish. restart() stops it and
// starts it again on the same repository and data (a restart of the site).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeContentRepo } from "../../server/publish/testing/content-repo.ts";
import { test, type Page } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "./server-env.ts";

// What every spec's server start would otherwise redo (issue 44: the suite's time):
// - the content repository holds the content alone (makeContentRepo("content"): ~160 of the project's ~1,200 files):
//   no spec runs a whole `npm run build` in it, and every server's checkouts (the served commit, each publish's
//   candidate, the spare) wrote all of src/, server/, tests/ and docs/ for nothing;
// - its template (~1.3 CPU-s to copy, hash and commit the whole project) is made once for all the Playwright workers, as vitest's workers share theirs (TEST_TMP), and kept
//   for the next run while the project's files are the same. Not in Playwright's output folder, which a run empties
//   when it starts: another run in the same checkout would take the folder from under a running server (its clone).
//   Templates not made in the last day go (a template is made once and never written again);
// - the server's compiled modules (V8's code cache, NODE_COMPILE_CACHE) are kept between its starts: ~19 specs
//   start one, and each compiled the same few hundred modules again (0.83 against 1.1 CPU-s a start). Node checks
//   each module's source against its cache entry, so an edited file is compiled afresh.
const SHARED_TMP = join(process.cwd(), "test-results", "e2e-tmp");
const COMPILE_CACHE = join(process.cwd(), "test-results", "e2e-compile-cache");
if (!process.env.TEST_TMP) {
  mkdirSync(SHARED_TMP, { recursive: true });
  // Another worker may be removing the same one: gone is as good.
  for (const name of readdirSync(SHARED_TMP))
    if (
      name.startsWith("content-repo-template-") &&
      (statSync(join(SHARED_TMP, name), { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) < Date.now() - 86_400_000
    )
      rmSync(join(SHARED_TMP, name), { recursive: true, force: true });
  process.env.TEST_TMP = SHARED_TMP;
}

/** The owner's bootstrap sign-in (the token), as pub-auth's sign-in page offers it. */
export async function signIn(page: Page, url: string) {
  await page.goto(`${url}/admin/login`);
  await page.getByText("Entrar con el token de administración").click();
  await page.getByLabel("Token de administración").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Entrar con el token" }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/admin/login"));
}

/**
 * A publishing spec's server port: E2E_PORT, the spec's own offset (unique among the specs, under 100), and a
 * hundred per parallel worker: two tests of one file on two workers, or two files on two workers, never ask
 * for the same port (fullyParallel runs a file's tests side by side).
 */
export const e2ePort = (offset: number) =>
  Number(process.env.E2E_PORT ?? 4179) + offset + test.info().parallelIndex * 100;

export interface PublishServer {
  url: string;
  repo: string;
  restart(env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

export async function startPublishServer(port: number, env: Record<string, string> = {}): Promise<PublishServer> {
  const repo = makeContentRepo("content");
  const data = mkdtempSync(join(tmpdir(), "publish-data-"));
  let child: ChildProcess | undefined;
  const start = (extra: Record<string, string>) =>
    new Promise<void>((ready, fail) => {
      child = spawn(process.execPath, ["server/main.ts"], {
        env: {
          ...process.env,
          PORT: String(port),
          CONTENT_REPO: repo,
          DATA_DIR: data,
          ADMIN_TOKEN: E2E_ADMIN_TOKEN,
          SITE_DIST: process.env.SITE_DIST ?? "dist",
          SITE_ADMIN_DIST: process.env.SITE_ADMIN_DIST ?? "dist-admin",
          TZ: "Europe/Madrid",
          NODE_COMPILE_CACHE: COMPILE_CACHE,
          ...env,
          ...extra,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let log = "";
      const timer = setTimeout(() => {
        child?.kill("SIGTERM");
        fail(new Error(`server did not start:\n${log}`));
      }, 60_000);
      child.stdout?.on("data", (chunk) => {
        log += String(chunk);
        if (log.includes("Serving")) {
          clearTimeout(timer);
          ready();
        }
      });
      child.stderr?.on("data", (chunk) => (log += String(chunk)));
      child.once("exit", (code) => {
        clearTimeout(timer);
        fail(new Error(`server exited (${code}):\n${log}`));
      });
    });
  const stop = () =>
    new Promise<void>((done) => {
      if (!child || child.exitCode !== null) return done();
      child.once("exit", () => done());
      child.kill("SIGTERM");
    });
  await start({});
  return {
    url: `http://localhost:${port}`,
    repo,
    async restart(extra = {}) {
      await stop();
      await start(extra);
    },
    async stop() {
      await stop();
      rmSync(data, { recursive: true, force: true });
      rmSync(repo, { recursive: true, force: true });
    },
  };
}
