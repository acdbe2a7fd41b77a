// @vitest-environment node
// Publishing on the server, against a throwaway content repository and a
// fast stand-in build: drafts never reach visitors, a publish commits with
// the person and swaps the served site, two publishes queue, a failing
// build serves the previous version and leaves no commit, a restart after a
// crash serves a complete version whose commit exists.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { sqliteEngine } from "../testing/engines.ts";
import { testApp } from "../testing/fixtures.ts";
import { writeDraft } from "./drafts.ts";
import { makeContentRepo, PROJECT } from "./testing/content-repo.ts";
import { FAKE_BUILD as FAKE, testPublishing } from "./testing/publishing.ts";

const TOKEN = "s3cret-admin-token-for-tests-0123456789";
const engine = sqliteEngine();
// Each test copies the project into a throwaway repository and runs builds: beside other test files on 2 busy cores that passed 30 s.
vi.setConfig({ testTimeout: 300_000 });
afterAll(() => engine.teardown());
const auth = { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" };

async function setup(repo = makeContentRepo("content"), dir = mkdtempSync(join(tmpdir(), "publish-"))) {
  const { store } = await engine.open();
  const { publishing } = await testPublishing({ repo, dir });
  const app = testApp(store, { adminToken: TOKEN, publishing });
  const call = (path: string, body?: unknown) =>
    app.request(
      `/admin/edit/api/${path}`,
      body === undefined ? { headers: auth } : { method: "POST", headers: auth, body: JSON.stringify(body) },
    );
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
  const open = async (file: string) =>
    (await (await call(`page?file=${file}`)).json()) as {
      hash: string;
      doc: { meta: { title: string } } & Record<string, unknown>;
    };
  const saveTitle = async (file: string, title: string) => {
    const page = await open(file);
    return call("save", { file, doc: { ...page.doc, meta: { ...page.doc.meta, title } }, hash: page.hash });
  };
  const publish = async (file: string) => {
    const job = (await (await call("publish", { file })).json()) as { id: string };
    for (;;) {
      const status = (await (await call(`publish-status?id=${job.id}`)).json()) as {
        state: string;
        message: string;
        commit?: string;
      };
      if (status.state !== "queued" && status.state !== "building") return status;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const servedTitle = async (path: string) => /<title>(.*?)<\/title>/.exec(await (await app.request(path)).text())?.[1];
  return { app, repo, dir, call, git, open, saveTitle, publish, servedTitle, publishing };
}

describe("publishing", () => {
  it("keeps a draft away from visitors, lists it, then publishes it as a commit by the person", async () => {
    const s = await setup();
    expect((await s.call("publish", { file: "pages/contact.json" })).status).toBe(409); // nothing drafted
    expect((await s.saveTitle("pages/about.json", "Borrador secreto")).status).toBe(200);
    const list = (await (await s.call("pages")).json()) as {
      drafts: Array<{ file: string; name: string; since: string }>;
    };
    expect(list.drafts).toEqual([expect.objectContaining({ file: "pages/about.json", name: "Administrador" })]);
    expect(readFileSync(join(s.repo, "pages/about.json"), "utf8")).not.toContain("Borrador secreto");
    expect(await s.servedTitle("/about")).not.toBe("Borrador secreto");
    // Reopened, the editor gets the draft back.
    expect((await s.open("pages/about.json")).doc.meta.title).toBe("Borrador secreto");

    const done = await s.publish("pages/about.json");
    expect(done.state).toBe("live");
    expect(await s.servedTitle("/about")).toBe("Borrador secreto");
    expect(s.git("log", "-1", "--format=%an <%ae>|%s")).toBe(
      "Administrador <admin@localhost>|«Administrador» cambió el título de «Sobre nosotros»",
    );
    expect(
      s
        .git("status", "--porcelain", "--untracked-files=all")
        .split("\n")
        .filter((l) => l && l[1] !== " ")
        .join("\n"),
    ).toBe("");
    expect(((await (await s.call("pages")).json()) as { drafts: unknown[] }).drafts).toEqual([]);
  });

  it("refuses to keep an invalid draft, with the problems at their fields (validate's code)", async () => {
    const s = await setup();
    const page = await s.open("pages/about.json");
    const doc = { ...page.doc, sections: [...(page.doc.sections as unknown[]), (page.doc.sections as unknown[])[0]] };
    const saved = await s.call("save", { file: "pages/about.json", doc, hash: page.hash });
    expect(saved.status).toBe(422);
    expect(((await saved.json()) as { problems: Array<{ pointer: string }> }).problems[0]?.pointer).toMatch(
      /^\/sections\//,
    );
  });

  it("queues two publishes: both commits land, one after the other, and the last is served", async () => {
    const s = await setup();
    await s.saveTitle("pages/about.json", "Primero");
    await s.saveTitle("pages/contact.json", "Segundo");
    const [a, b] = await Promise.all([s.publish("pages/about.json"), s.publish("pages/contact.json")]);
    expect([a.state, b.state]).toEqual(["live", "live"]);
    // One after the other (whichever reached the queue first): a line of history, each commit on the one before.
    const log = s.git("log", "-3", "--format=%s").split("\n");
    expect(log.slice(0, 2).sort()).toEqual([
      "«Administrador» cambió el título de «Contacto»",
      "«Administrador» cambió el título de «Sobre nosotros»",
    ]);
    expect(log[2]).toBe("Contenido inicial");
    expect(s.git("rev-list", "--merges", "--count", "HEAD")).toBe("0");
    expect(await s.servedTitle("/about")).toBe("Primero");
    expect(await s.servedTitle("/contact")).toBe("Segundo");
  });

  it("a failing build keeps serving the previous version, makes no commit and says why", async () => {
    const s = await setup();
    await s.saveTitle("pages/about.json", "Primero");
    await s.publish("pages/about.json");
    const before = s.git("rev-parse", "HEAD");
    process.env.FAKE_BUILD_FAIL = "1";
    try {
      await s.saveTitle("pages/about.json", "Roto");
      const failed = await s.publish("pages/about.json");
      expect(failed.state).toBe("failed");
      expect(failed.message).toContain("a section threw");
    } finally {
      delete process.env.FAKE_BUILD_FAIL;
    }
    expect(await s.servedTitle("/about")).toBe("Primero");
    expect(s.git("rev-parse", "HEAD")).toBe(before);
    expect(
      s
        .git("status", "--porcelain", "--untracked-files=all")
        .split("\n")
        .filter((l) => l && l[1] !== " ")
        .join("\n"),
    ).toBe("");
    // The draft is still there to try again.
    expect((await s.open("pages/about.json")).doc.meta.title).toBe("Roto");
  });
});

describe("kill -9 during a rebuild", () => {
  it("on restart serves a complete version, and the commit exists only with its build", async () => {
    const s = await setup();
    await s.saveTitle("pages/about.json", "Antes del corte");
    await s.publish("pages/about.json");
    await s.saveTitle("pages/about.json", "Nunca publicado");
    const head = s.git("rev-parse", "HEAD");
    // A server process that publishes with a slow build, killed mid-build.
    const script = join(s.dir, "publish-and-die.ts");
    writeFileSync(
      script,
      `import { releases } from ${JSON.stringify(join(PROJECT, "server/publish/releases.ts"))};
import { publisher } from ${JSON.stringify(join(PROJECT, "server/publish/publisher.ts"))};
import { gitContent } from ${JSON.stringify(join(PROJECT, "server/content/index.ts"))};
const content = await gitContent({ repo: ${JSON.stringify(s.repo)}, dir: ${JSON.stringify(join(s.dir, "content"))} });
const p = { publisher: publisher({ repo: ${JSON.stringify(s.repo)}, content, releases: releases({ dir: ${JSON.stringify(s.dir)}, fallbackDist: "/none", buildCommand: ${JSON.stringify(FAKE)} }) }) };
const draft = JSON.parse(${JSON.stringify(JSON.stringify((await s.open("pages/about.json")).doc))});
p.publisher.publish("pages/about.json", draft, "Publica /about", { id: 0, name: "A", email: "a@b.c" });
`,
    );
    const { spawn } = await import("node:child_process");
    // Its own process group, killed whole (as a service manager kills a server): a build left running would write into the restarted server's folders.
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, FAKE_BUILD_MS: "20000" },
      stdio: "ignore",
      detached: true,
    });
    // Wait until the build has started writing its folder.
    const { readdirSync } = await import("node:fs");
    for (let i = 0; i < 2400 && !readdirSync(join(s.dir, "releases")).some((n) => n.endsWith(".building")); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(readdirSync(join(s.dir, "releases")).some((n) => n.endsWith(".building"))).toBe(true);
    process.kill(-child.pid!, "SIGKILL");
    await new Promise((r) => child.once("exit", r));
    // Nothing of the cut-short publish is in the working copy (it never wrote there).
    expect(
      s
        .git("status", "--porcelain", "--untracked-files=all")
        .split("\n")
        .filter((l) => l && l[1] !== " ")
        .join("\n"),
    ).toBe("");

    const restarted = await setup(s.repo, s.dir);
    expect(restarted.git("rev-parse", "HEAD")).toBe(head);
    expect(
      restarted
        .git("status", "--porcelain", "--untracked-files=all")
        .split("\n")
        .filter((l) => l && l[1] !== " ")
        .join("\n"),
    ).toBe("");
    expect(await restarted.servedTitle("/about")).toBe("Antes del corte");
    // What is served is a complete release, never a folder being built. (The killed server's build, in a
    // process group of its own, may still be writing into its own .building folder for a while: the start
    // after next clears it; it never writes into the restarted server's folders.)
    const { readlinkSync } = await import("node:fs");
    expect(readlinkSync(join(s.dir, "current"))).not.toContain(".building");
  });
});

describe("history, restore, preview, locks, schedule", () => {
  it("lists a page's versions (who, when, message), gives a version beside the one before, and restores an older one as a new commit", async () => {
    const s = await setup();
    await s.saveTitle("pages/about.json", "Uno");
    await s.publish("pages/about.json");
    await s.saveTitle("pages/about.json", "Dos");
    await s.publish("pages/about.json");
    const { versions } = (await (await s.call("history?file=pages/about.json")).json()) as {
      versions: Array<{
        commit: string;
        author: string;
        message: string;
        date: string;
        when: string;
        fields?: string[];
      }>;
    };
    // «Historial» says each version by the person, Madrid's time and the fields it changed, in Spanish.
    expect(versions[0]?.fields).toEqual(["Título en Google"]);
    expect(versions[0]?.when).toMatch(/^\d{1,2} [a-z]{3,4} \d{4}, \d\d:\d\d$/);
    expect(versions.map((v) => v.message)).toEqual([
      "«Administrador» cambió el título de «Uno»",
      "«Administrador» cambió el título de «Sobre nosotros»",
      "Contenido inicial",
    ]);
    expect(versions[0]?.author).toBe("Administrador");
    const pair = (await (await s.call(`version?file=pages/about.json&commit=${versions[0]!.commit}`)).json()) as {
      before: { meta: { title: string } };
      after: { meta: { title: string } };
    };
    expect([pair.before.meta.title, pair.after.meta.title]).toEqual(["Uno", "Dos"]);

    const job = (await (await s.call("restore", { file: "pages/about.json", commit: versions[1]!.commit })).json()) as {
      id: string;
    };
    for (let state = "queued"; state === "queued" || state === "building"; await new Promise((r) => setTimeout(r, 50)))
      state = ((await (await s.call(`publish-status?id=${job.id}`)).json()) as { state: string }).state;
    expect(await s.servedTitle("/about")).toBe("Uno");
    // In Madrid time, written as Historial shows the version restored (not the server's UTC).
    const when = versions[1]!.when;
    expect(s.git("log", "-1", "--format=%s")).toBe(
      `«Administrador» restauró «Uno» a la versión del ${when} (hora de Madrid)`,
    );
    expect(s.git("log", "-1", "--format=%b").trim()).toMatch(/^pages\/about\.json ← [0-9a-f]{8}$/);
    expect(s.git("rev-list", "--count", "HEAD")).toBe("4");
  });

  it("builds a draft's private preview with the site's build, served only to signed-in people and noindex", async () => {
    const s = await setup();
    await s.saveTitle("pages/about.json", "Vista previa");
    let state = (await (await s.call("preview", { file: "pages/about.json" })).json()) as {
      id: string;
      state: string;
      url?: string;
    };
    while (state.state === "building") {
      await new Promise((r) => setTimeout(r, 100));
      state = (await (await s.call(`preview-status?id=${state.id}`)).json()) as typeof state;
    }
    expect(state).toEqual(expect.objectContaining({ state: "ready" }));
    const url = (await (await s.call("preview", { file: "pages/about.json" })).json()) as { url: string };
    const shown = await s.app.request(url.url, { headers: auth });
    expect(shown.headers.get("x-robots-tag")).toContain("noindex");
    expect(await shown.text()).toContain("<title>Vista previa</title>");
    expect((await s.app.request(url.url)).status).toBe(401);
    expect(await s.servedTitle("/about")).not.toBe("Vista previa");
  });

  it("publishes a scheduled draft when due, from the file after a restart, and says it was late", async () => {
    const repo = makeContentRepo("content");
    const dir = mkdtempSync(join(tmpdir(), "publish-"));
    const s = await setup(repo, dir);
    await s.saveTitle("pages/about.json", "Programado");
    const at = new Date(Date.now() + 60 * 60_000).toISOString();
    const item = (await (await s.call("schedule", { file: "pages/about.json", at })).json()) as {
      id: string;
      at: string;
    };
    expect(item.at).toBe(at);
    expect(((await (await s.call("schedule")).json()) as { scheduled: unknown[] }).scheduled).toHaveLength(1);
    expect((await s.call("schedule", { file: "pages/about.json", at: "2001-01-01T00:00:00Z" })).status).toBe(400);
    s.publishing.stop();

    // The server was down at that time: started two hours later, it publishes at once and says how late.
    const later = new Date(Date.now() + 3 * 60 * 60_000);
    const { store } = await engine.open();
    const { publishing } = await testPublishing({ repo, dir, now: () => later });
    // Mounted first: the schedule checks its person against the app's accounts when it runs.
    const app = testApp(store, { adminToken: TOKEN, publishing });
    await publishing.schedule.tick();
    const after = (await (await app.request("/admin/edit/api/schedule", { headers: auth })).json()) as {
      scheduled: unknown[];
      done: Array<{ state: string; lateMinutes: number }>;
    };
    expect(after.scheduled).toEqual([]);
    expect(after.done[0]).toEqual(expect.objectContaining({ state: "live", lateMinutes: 120 }));
    expect(/<title>(.*?)<\/title>/.exec(await (await app.request("/about")).text())?.[1]).toBe("Programado");
  });

  it("cancels a scheduled publish", async () => {
    const s = await setup();
    await s.saveTitle("pages/about.json", "Programado");
    const item = (await (
      await s.call("schedule", { file: "pages/about.json", at: new Date(Date.now() + 60_000).toISOString() })
    ).json()) as { id: string };
    expect((await s.call("schedule-cancel", { id: item.id })).status).toBe(200);
    expect(((await (await s.call("schedule")).json()) as { scheduled: unknown[] }).scheduled).toEqual([]);
    expect((await s.call("schedule-cancel", { id: item.id })).status).toBe(404);
  });
});

describe("a draft whose base moved on", () => {
  it("is merged when the two touched different sections, refused section by section when they touched the same", {
    timeout: 120_000,
  }, async () => {
    const s = await setup();
    const open = await s.open("pages/about.json");
    const sections = open.doc.sections as Array<Record<string, unknown>>;
    const withSection = (i: number, title: string) => ({
      ...open.doc,
      sections: sections.map((x, j) => (j === i ? { ...x, title } : x)),
    });
    // Two drafts from the same base: one changes the first section, the other the second.
    await s.call("save", { file: "pages/about.json", doc: withSection(5, "Cambio de Ana"), hash: open.hash });
    const draft = execFileSync("git", ["rev-parse", "refs/drafts/u0/pages/about.json"], {
      cwd: s.repo,
      encoding: "utf8",
    }).trim();
    await s.call("save", {
      file: "pages/about.json",
      doc: withSection(0, "Cambio de Luis sea más fácil"),
      hash: open.hash,
    });
    await s.publish("pages/about.json");
    // Ana's draft comes back (same base as Luis's): publishing it keeps both changes.
    execFileSync("git", ["update-ref", "refs/drafts/u0/pages/about.json", draft], { cwd: s.repo });
    expect((await s.publish("pages/about.json")).state).toBe("live");
    const published = JSON.parse(s.git("show", "main:pages/about.json")) as { sections: Array<{ title: string }> };
    expect([published.sections[5]?.title, published.sections[0]?.title]).toEqual([
      "Cambio de Ana",
      "Cambio de Luis sea más fácil",
    ]);

    // Now a draft on the first version that changes Ana's section differently.
    const first = s.git("rev-list", "--max-parents=0", "HEAD");
    await writeDraft(
      s.repo,
      { id: 0, name: "Administrador", email: "admin" },
      "pages/about.json",
      JSON.stringify(withSection(5, "Otro cambio"), null, 2),
      first,
      new Date(),
    );
    const refused = await s.call("publish", { file: "pages/about.json" });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toMatch(/sección «[^»]+»/);
  });
});
