// @vitest-environment node
// Restarts and lost connections never break the site (issue 40): server
// processes with a slow stand-in build, and what an operator does to them
// mid-publish. A second instance restarted during the first's publish leaves
// that publish whole; a server killed with kill -9 mid-build leaves no build
// running and starts again at once onto a complete version; the publish
// lock's connection cut by PostgreSQL fails that publish with a message, and
// the server stays up for the next.
import { spawn, type ChildProcess } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { postgresEngine, sqliteEngine } from "./testing/engines.ts";
import { fixtureDist, NOW } from "./testing/fixtures.ts";
import { makeContentRepo } from "./publish/testing/content-repo.ts";
import { FAKE_BUILD } from "./publish/testing/publishing.ts";
import { freePort } from "./testing/free-port.ts";

vi.setConfig({ testTimeout: 600_000 });
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const TOKEN = "restart-safety-admin-token-0123456789abcdef";
const postgres = postgresEngine();
const sqlite = sqliteEngine();
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await postgres.teardown();
  await sqlite.teardown();
});

interface Server {
  child: ChildProcess;
  base: string;
  /** What it wrote to stderr (a crash's stack). */
  errors: () => string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const errorFile = join(env.DATA_DIR!, `server-${port}.err`);
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", openSync(errorFile, "w")],
  });
  children.push(child);
  const server = { child, base: `http://127.0.0.1:${port}`, errors: () => readFileSync(errorFile, "utf8") };
  // Up to two minutes: on a machine shared by many a start (store, content checkout) takes a while.
  for (let i = 0; i < 2400 && child.exitCode === null; i++) {
    try {
      // Any answer: a release made by the stand-in build has no robots.txt.
      await fetch(`${server.base}/robots.txt`);
      return server;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`server did not start: ${server.errors()}`);
}

const stopped = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once("exit", () => resolve()));

/** The editor's API on `base` as the owner (ADMIN_TOKEN). */
function admin(base: string) {
  const headers = { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" };
  const send = (path: string, body?: unknown) =>
    fetch(
      `${base}/admin/edit/api/${path}`,
      body === undefined ? { headers } : { method: "POST", headers, body: JSON.stringify(body) },
    );
  // A read is asked once more when a kept-alive connection the server had closed meanwhile is reset.
  const call = async (path: string, body?: unknown) =>
    (await (await (body === undefined ? send(path).catch(() => send(path)) : send(path, body))).json()) as Record<
      string,
      unknown
    >;
  /** Saves a new title for `file` and queues its publish; the job's id. */
  const publish = async (file: string, title: string) => {
    const page = (await call(`page?file=${file}`)) as { hash: string; doc: { meta: Record<string, unknown> } };
    const saved = await call("save", {
      file,
      hash: page.hash,
      doc: { ...page.doc, meta: { ...page.doc.meta, title } },
    });
    expect(saved.status).toBe("saved");
    return String((await call("publish", { file })).id);
  };
  const status = (id: string) => call(`publish-status?id=${id}`) as Promise<{ state: string; message: string }>;
  const finished = async (id: string) => {
    for (;;) {
      const s = await status(id);
      if (s.state !== "queued" && s.state !== "building") return s;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { call, publish, status, finished };
}

/** Every page's address in the content repository (the stand-in build writes one index.html each). */
function routes(repo: string): string[] {
  return readdirSync(join(repo, "pages"))
    .filter((f) => f.endsWith(".json") && !f.startsWith("_"))
    .map((f) => (JSON.parse(readFileSync(join(repo, "pages", f), "utf8")) as { path: string }).path)
    .filter((path) => !path.includes(":"));
}

async function expectEveryRoute(base: string, repo: string) {
  const statuses = await Promise.all(
    routes(repo).map(async (path) => `${path} ${(await fetch(`${base}${path}`)).status}`),
  );
  expect(statuses).toEqual(routes(repo).map((path) => `${path} 200`));
}

const releasesDir = (dataDir: string) => join(dataDir, "site", "releases");
const building = (dataDir: string) =>
  existsSync(releasesDir(dataDir)) && readdirSync(releasesDir(dataDir)).some((n) => n.endsWith(".building"));
async function untilBuilding(dataDir: string) {
  for (let i = 0; i < 2400 && !building(dataDir); i++) await new Promise((r) => setTimeout(r, 50));
  expect(building(dataDir)).toBe(true);
}

/** Processes (a build, its tether) working in the publish candidates' folder of `dataDir`. */
/** The parent of a process (undefined once it is gone). */
function parentOf(pid: number): number | undefined {
  try {
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
}

/** Whether `pid` is `ancestor` or one of its descendants. */
function within(pid: number, ancestor: number): boolean {
  for (let p: number | undefined = pid; p && p > 1; p = parentOf(p)) if (p === ancestor) return true;
  return false;
}

/**
 * Processes working in the publish's checkouts (a build, a checkout's git): those of `except` (a server
 * started since, which checks out the next publish's candidate at start) left out.
 */
function buildProcesses(dataDir: string, except?: number): number[] {
  const work = join(dataDir, "site", "work");
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readlinkSync(`/proc/${pid}/cwd`).startsWith(work);
      } catch {
        return false;
      }
    })
    .map(Number)
    .filter((pid) => except === undefined || !within(pid, except));
}

function settings(env: Record<string, string>, repo: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "restart-"));
  return {
    ...env,
    SITE_DIST: fixtureDist(),
    DATA_DIR: dataDir,
    CONTENT_REPO: repo,
    PUBLISH_BUILD_COMMAND: JSON.stringify(FAKE_BUILD),
    // The stand-in build stops after its first page until this file exists (open(gate)): the restarts below
    // land in the middle of a build however slow the machine, and the build ends as soon as the test lets it.
    FAKE_BUILD_GATE: join(dataDir, "build-may-finish"),
    ADMIN_TOKEN: TOKEN,
    CLOCK_START: NOW.toISOString(),
    RATE_LIMIT: "100000",
  };
}

/** Lets every build of the server with these settings (the one waiting and the next) run to its end. */
const open = (settings: { FAKE_BUILD_GATE: string }) => writeFileSync(settings.FAKE_BUILD_GATE, "");
/** Builds stop after their first page again. */
const close = (settings: { FAKE_BUILD_GATE: string }) => rmSync(settings.FAKE_BUILD_GATE, { force: true });

describe("restarts and lost connections during a publish", () => {
  it.skipIf(Boolean(postgres.skip))(
    "a second instance restarted during the first's publish leaves that publish complete: every route is served",
    async () => {
      const { env } = await postgres.open();
      const repo = makeContentRepo("content");
      const shared = settings(env, repo);
      const [a, b] = await Promise.all([startServer(shared), startServer(shared)]);
      const editor = admin(a.base);
      const job = await editor.publish("pages/about.json", "Durante el reinicio | {product}");
      await untilBuilding(shared.DATA_DIR);
      b.child.kill("SIGTERM");
      await stopped(b.child);
      const restarted = await startServer(shared);
      // The restart came while the first instance was still building.
      expect((await editor.status(job)).state).toBe("building");
      open(shared);
      const done = await editor.finished(job);
      expect(done.state, done.message).toBe("live");
      await expectEveryRoute(a.base, repo);
      await expectEveryRoute(restarted.base, repo);
      expect(await (await fetch(`${restarted.base}/about`)).text()).toContain("Durante el reinicio");
    },
  );

  it("kill -9 of the server mid-build: no build is left running, the start right after serves a complete version, the next publish works", async () => {
    const { env } = await sqlite.open();
    const repo = makeContentRepo("content");
    const first = settings(env, repo);
    open(first);
    const server = await startServer(first);
    const before = await admin(server.base).finished(
      await admin(server.base).publish("pages/about.json", "Antes del corte | {product}"),
    );
    expect(before.state, before.message).toBe("live");
    close(first);
    const cut = await admin(server.base).publish("pages/about.json", "Nunca publicado | {product}");
    await untilBuilding(first.DATA_DIR);
    expect(buildProcesses(first.DATA_DIR).length).toBeGreaterThan(0);
    // The server's process alone, as the tester did (a service manager may kill only the main process).
    server.child.kill("SIGKILL");
    await stopped(server.child);

    open(first);
    const again = await startServer(first);
    // Nothing of the killed server's build is left (the new server's own checkout at start may be running).
    expect(buildProcesses(first.DATA_DIR, again.child.pid)).toEqual([]);
    await expectEveryRoute(again.base, repo);
    expect(await (await fetch(`${again.base}/about`)).text()).toContain("Antes del corte");
    expect(readlinkSync(join(first.DATA_DIR, "site", "current"), { encoding: "utf8" })).not.toContain(".building");
    const editor = admin(again.base);
    // The publish cut short says so to whoever follows it, after the restart too.
    expect(await editor.status(cut)).toEqual(
      expect.objectContaining({ state: "failed", message: expect.stringContaining("el servidor se detuvo") }),
    );
    const next = await editor.finished(await editor.publish("pages/about.json", "Después del corte | {product}"));
    expect(next.state, next.message).toBe("live");
    expect(await (await fetch(`${again.base}/about`)).text()).toContain("Después del corte");
    await expectEveryRoute(again.base, repo);
  });

  it("kill -9 mid-publish of an approved review: after the restart the review is open again, saying its publish was cut, not «approved» for good", async () => {
    const { env } = await sqlite.open();
    const repo = makeContentRepo("content");
    const first = settings(env, repo);
    const server = await startServer(first);
    const { call } = admin(server.base);
    const file = "pages/about.json";
    const page = (await call(`page?file=${file}`)) as { hash: string; doc: { meta: Record<string, unknown> } };
    const saved = await call("save", {
      file,
      hash: page.hash,
      doc: { ...page.doc, meta: { ...page.doc.meta, title: "Revisada | {product}" } },
    });
    expect(saved.status).toBe("saved");
    const review = await call("review-request", { file, note: "¿La revisas?" });
    const job = await call("review-approve", { id: review.id });
    expect(job.id).toBeTruthy();
    await untilBuilding(first.DATA_DIR);
    server.child.kill("SIGKILL");
    await stopped(server.child);

    open(first);
    const again = admin((await startServer(first)).base);
    const after = (await again.call(`review?id=${String(review.id)}`)) as {
      review: { state: string; comments: Array<{ kind: string; text: string }> };
    };
    expect(after.review.state).toBe("open");
    expect(after.review.comments.at(-1)?.text).toContain("se cortó");
    // The publisher approves it again, and it goes live.
    const next = await again.finished(String((await again.call("review-approve", { id: review.id })).id));
    expect(next.state, next.message).toBe("live");
  });

  it.skipIf(Boolean(postgres.skip))(
    "the publish lock's connection terminated mid-publish: the server stays up, that publish fails with a message, the next works",
    async () => {
      const { env } = await postgres.open();
      const repo = makeContentRepo("content");
      const shared = settings(env, repo);
      const server = await startServer(shared);
      const editor = admin(server.base);
      const job = await editor.publish("pages/about.json", "Sin cerrojo | {product}");
      await untilBuilding(shared.DATA_DIR);
      const db = new pg.Client({ connectionString: env.DATABASE_URL });
      await db.connect();
      const cut = await db.query(
        // The publish lock's one-key form (objsubid 1); an instance's presence lock (server/cdn/presence.ts) has two keys.
        "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 1 AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
      );
      await db.end();
      expect(cut.rowCount).toBe(1);

      const failed = await editor.finished(job);
      expect(failed.state).toBe("failed");
      expect(failed.message).toContain("Se perdió la conexión con la base de datos durante la publicación.");
      expect(server.child.exitCode, server.errors()).toBeNull();
      expect((await fetch(`${server.base}/about`)).status).toBe(200);
      // Nothing of it is served.
      expect(await (await fetch(`${server.base}/about`)).text()).not.toContain("Sin cerrojo");

      open(shared);

      const next = await editor.finished(await editor.publish("pages/about.json", "Con cerrojo | {product}"));
      expect(next.state, next.message).toBe("live");
      expect(await (await fetch(`${server.base}/about`)).text()).toContain("Con cerrojo");
      await expectEveryRoute(server.base, repo);
    },
  );
});
