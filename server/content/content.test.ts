// @vitest-environment node
// What a publish changes is what the server uses, at once and without a
// restart: a new form answers 201, new A/B weights decide the next
// exposure. Publishing never touches anyone's working copy of the content
// repository: an uncommitted and an untracked page survive a publish and a
// failed one and are in neither commit. Two publishes of one page merge
// section by section inside the queue. A remote that never answers does not
// hold the queue.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { assignArm } from "../../src/core/experiments/assign.ts";
import { experimentData } from "../experiments/store.ts";
import { sqliteEngine } from "../testing/engines.ts";
import { contact, json, testApp } from "../testing/fixtures.ts";
import { makeContentRepo } from "../publish/testing/content-repo.ts";
import { gitContent } from "./index.ts";
import { loadContent } from "../../lib/validate/content.ts";
import { testPublishing } from "../publish/testing/publishing.ts";
import { person } from "../publish/testing/people.ts";
import type { Author } from "../publish/publisher.ts";

const TOKEN = "s3cret-admin-token-for-tests-0123456789";
const engine = sqliteEngine();
vi.setConfig({ testTimeout: 300_000 });
afterAll(() => engine.teardown());
const auth = { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" };
const ana: Author = { id: 7, name: "Ana", email: "ana@mesalia.example" };

async function setup(options: Parameters<typeof testPublishing>[0] = {}) {
  const { store } = await engine.open();
  const { repo, publishing, content } = await testPublishing(options);
  const app = testApp(store, { adminToken: TOKEN, publishing });
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
  const published = (file: string) =>
    JSON.parse(git("show", `main:${file}`)) as Record<string, unknown> & { sections: Array<Record<string, unknown>> };
  const publish = async (file: string, doc: unknown, message = `Publica ${file}`) =>
    publishing.publisher.publish(file, doc, message, ana).done;
  return { store, repo, app, git, published, publish, publishing, content };
}

describe("a publish is live for the server at once", () => {
  it("a new page with a new form: its posts answer 201 once published, with no restart", async () => {
    const s = await setup();
    const page = s.published("pages/contact.json");
    const section = page.sections.find((x) => x.type === "form")!;
    const form = {
      ...section,
      id: "oferta-form",
      action: { ...(section.action as object), url: "/api/forms/oferta-form" },
    };
    // With the contact page's opening section: the publish gate refuses a page without its h1.
    const doc = {
      ...page,
      path: "/oferta",
      meta: { title: "Oferta | {product}", description: "La oferta de este mes." },
      sections: [page.sections[0], form],
    };

    expect((await s.app.request("/api/forms/oferta-form", json(contact))).status).toBe(404);
    const job = await s.publish("pages/oferta.json", doc);
    expect(job.state, job.message).toBe("live");
    expect((await s.app.request("/api/forms/oferta-form", json(contact))).status).toBe(201);
    // The inbox names it by its page.
    expect(s.content.formCatalogue.get("oferta-form")?.pages).toEqual(["/oferta"]);
  });

  it("A/B weights changed by a publish decide the next exposure", async () => {
    const s = await setup();
    const base = s.published("pages/agendar-demo.json") as unknown as Record<string, unknown> & {
      experiment: { id: string; weights: Record<string, number> };
    };
    const id = base.experiment.id;
    const before = [
      { name: "control", weight: 50 },
      { name: "b", weight: 50 },
    ];
    const after = [
      { name: "control", weight: 95 },
      { name: "b", weight: 5 },
    ];
    // A visitor the old split put in b and the new one puts in the control.
    let visitor = "";
    for (let i = 0; !visitor; i++) {
      const v = i.toString(16).padStart(32, "0");
      if (assignArm(id, v, before) === "b" && assignArm(id, v, after) === "control") visitor = v;
    }
    const expose = () =>
      s.app.request("/api/experiments/exposure", {
        method: "POST",
        headers: { "Content-Type": "text/plain;charset=UTF-8" },
        body: JSON.stringify({ experiment: id, arm: "control", visitor }),
      });
    const counted = async () =>
      (await experimentData(s.store).daily(id)).reduce((n, r) => n + (r.arm === "control" ? r.exposures : 0), 0);
    await expose();
    expect(await counted()).toBe(0); // not its arm under 50/50

    const job = await s.publish("pages/agendar-demo.json", {
      ...base,
      experiment: { ...base.experiment, weights: { control: 95, b: 5 } },
    });
    expect(job.state, job.message).toBe("live");
    await expose();
    expect(await counted()).toBe(1);
  });
});

describe("publishing never touches anyone's working copy", () => {
  it("an uncommitted and an untracked page survive a publish and a failed publish and are in neither commit", async () => {
    const s = await setup();
    const mine = '{ "a medias": true }\n';
    const edited = readFileSync(join(s.repo, "pages/careers.json"), "utf8").replace(
      '"path"',
      '"borrador": "sin terminar",\n  "path"',
    );
    writeFileSync(join(s.repo, "pages/careers.json"), edited);
    writeFileSync(join(s.repo, "pages/sin-terminar.json"), mine);
    const about = s.published("pages/about.json");

    const job = await s.publish("pages/about.json", {
      ...about,
      meta: { ...(about.meta as object), title: "Publicado" },
    });
    expect(job.state, job.message).toBe("live");
    process.env.FAKE_BUILD_FAIL = "1";
    try {
      const failed = await s.publish("pages/about.json", {
        ...about,
        meta: { ...(about.meta as object), title: "Fallido" },
      });
      expect(failed.state).toBe("failed");
    } finally {
      delete process.env.FAKE_BUILD_FAIL;
    }
    expect(readFileSync(join(s.repo, "pages/careers.json"), "utf8")).toBe(edited);
    expect(readFileSync(join(s.repo, "pages/sin-terminar.json"), "utf8")).toBe(mine);
    expect(s.git("show", "--name-only", "--format=", "main")).not.toMatch(/careers|sin-terminar/);
    expect(s.git("ls-tree", "-r", "--name-only", "main", "--", "pages/sin-terminar.json")).toBe("");
    expect(s.git("show", "main:pages/careers.json")).not.toContain("sin terminar");
    expect((s.published("pages/about.json").meta as { title: string }).title).toBe("Publicado");
  });
});

describe("two publishes of one page", () => {
  const sessions = async (s: Awaited<ReturnType<typeof setup>>) => {
    const call = (path: string, body?: unknown) =>
      s.app.request(
        `/admin/edit/api/${path}`,
        body === undefined ? { headers: auth } : { method: "POST", headers: auth, body: JSON.stringify(body) },
      );
    const open = async () =>
      (await (await call("page?file=pages/about.json")).json()) as {
        hash: string;
        doc: { sections: Array<Record<string, unknown>> } & Record<string, unknown>;
      };
    const status = async (id: string) => {
      for (;;) {
        const job = (await (await call(`publish-status?id=${id}`)).json()) as { state: string; message: string };
        if (job.state !== "queued" && job.state !== "building") return job;
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    return { call, open, status };
  };
  /** Two drafts of pages/about.json from one base (two people: refs of two user ids), published at once. */
  const race = async (s: Awaited<ReturnType<typeof setup>>, first: [number, string], second: [number, string]) => {
    const { call, open, status } = await sessions(s);
    const page = await open();
    const withTitle = (i: number, title: string) => ({
      ...page.doc,
      sections: page.doc.sections.map((x, j) => (j === i ? { ...x, title } : x)),
    });
    const drafts: string[] = [];
    for (const [i, title] of [first, second]) {
      const saved = await call("save", { file: "pages/about.json", doc: withTitle(i, title), hash: page.hash });
      expect(saved.status, await saved.text()).toBe(200);
      drafts.push(s.git("rev-parse", "refs/drafts/u0/pages/about.json"));
    }
    // The second person's draft under their own account (a scheduled publish re-checks its person when it runs).
    const luis = await person(s.store, "luis@mesalia.example", "publisher");
    s.git("update-ref", "refs/drafts/u0/pages/about.json", drafts[0]!);
    s.git("update-ref", `refs/drafts/u${luis.id}/pages/about.json`, drafts[1]!);
    const a = await call("publish", { file: "pages/about.json" });
    // The second person's publish joins the same queue at once (through the schedule, which publishes any person's draft).
    s.publishing.schedule.add({
      file: "pages/about.json",
      at: new Date(0).toISOString(),
      userId: luis.id,
      name: luis.name,
      email: luis.email,
      role: "publisher",
    });
    const tick = s.publishing.schedule.tick();
    const [ja] = await Promise.all([status(((await a.json()) as { id: string }).id), tick]);
    return { a: ja, b: (await (await call("schedule")).json()) as { done: Array<{ state: string; message: string }> } };
  };

  it("different sections: both land", async () => {
    const s = await setup();
    const { a, b } = await race(s, [0, "Ana lo hace más fácil"], [5, "Luis lo hace más fácil"]);
    expect(a.state, a.message).toBe("live");
    expect(b.done[0]?.state, b.done[0]?.message).toBe("live");
    const doc = s.published("pages/about.json");
    expect([doc.sections[0]?.title, doc.sections[5]?.title]).toEqual([
      "Ana lo hace más fácil",
      "Luis lo hace más fácil",
    ]);
  });

  it("the same section: the second gets the section-by-section conflict, and the first stays", async () => {
    const s = await setup();
    const { a, b } = await race(s, [0, "Ana lo hace más fácil"], [0, "Luis lo hace más fácil"]);
    const states = [a.state, b.done[0]?.state].sort();
    expect(states).toEqual(["invalid", "live"]);
    const refused = a.state === "invalid" ? a.message : b.done[0]!.message;
    expect(refused).toMatch(/sección «[^»]+»/);
    expect([["Ana lo hace más fácil"], ["Luis lo hace más fácil"]]).toContainEqual([
      s.published("pages/about.json").sections[0]?.title,
    ]);
  });
});

describe("a hung git remote", () => {
  it("does not hold the queue: publishes go live while the push waits, and the push is reported pending", async () => {
    // A remote whose pre-receive hook never ends.
    const remote = mkdtempSync(join(tmpdir(), "hung-remote-"));
    execFileSync("git", ["init", "-q", "--bare", remote]);
    writeFileSync(join(remote, "hooks", "pre-receive"), "#!/bin/sh\nsleep 120\n");
    chmodSync(join(remote, "hooks", "pre-receive"), 0o755);
    const repo = makeContentRepo("content");
    const s = await setup({ repo, remote, pushTimeoutMs: 100_000 });
    const about = s.published("pages/about.json");
    const contactPage = s.published("pages/contact.json");
    const first = await s.publish("pages/about.json", { ...about, meta: { ...(about.meta as object), title: "Uno" } });
    expect(first.state, first.message).toBe("live");
    const second = await s.publish("pages/contact.json", {
      ...contactPage,
      meta: { ...(contactPage.meta as object), title: "Dos" },
    });
    expect(second.state, second.message).toBe("live");
    expect([first.push, second.push]).toEqual(["pending", "pending"]);
    // Still the first attempt, unanswered: neither the start's recovery nor a publish waited for it to give up.
    expect(s.publishing.publisher.push.state()).toEqual(expect.objectContaining({ pending: true }));
    expect(s.publishing.publisher.push.state().lastError).toBeUndefined();
    // Both commits are on the branch, whatever the remote does.
    expect(s.git("log", "-2", "--format=%s", "main").split("\n")).toEqual([
      "Publica pages/contact.json",
      "Publica pages/about.json",
    ]);
    s.publishing.stop();
  });
});

describe("the editor's data of the version in use", () => {
  it("is prepared ahead at start, and after a publish only while the editor is in use (nobody's data costs no worker)", async () => {
    const repo = makeContentRepo("content");
    const dir = mkdtempSync(join(tmpdir(), "checkouts-"));
    const content = await gitContent({
      repo,
      dir,
      prepareEditorData: true,
      log: () => undefined,
    });
    const commit = (title: string) => {
      const file = join(repo, "pages", "about.json");
      const page = JSON.parse(readFileSync(file, "utf8"));
      writeFileSync(file, JSON.stringify({ ...page, meta: { ...page.meta, title } }, null, 2));
      const git = ["-c", "user.name=T", "-c", "user.email=t@example.com"];
      execFileSync("git", [...git, "commit", "-qam", title], { cwd: repo });
    };
    expect(content.editorPreparedFor()).toBe(content.version());
    // A publish nobody edits around: the new version is served, its editor data waits for a request.
    commit("Uno");
    expect(await content.refresh()).toBe(true);
    expect(content.editorPreparedFor()).not.toBe(content.version());
    // Someone opens the editor: from then on each new version's data is ready before it is asked for.
    await content.editorPages();
    commit("Dos");
    expect(await content.refresh()).toBe(true);
    expect(content.editorPreparedFor()).toBe(content.version());
    expect(await content.editorPages()).toContain("pages/about.json");
    // The page list's per-document facts were made once per document content (lib/editor/page-facts.ts), not per
    // version: three versions, and only the edited page twice more.
    const facts = readdirSync(join(dir, "editor-facts"), { recursive: true }).filter((f) =>
      String(f).endsWith(".json"),
    );
    expect(facts).toHaveLength(loadContent(content.root()).pages.length + 2);
  });

  it("is made again on the next request after it failed (its worker ended at its heap limit), not kept failed until the next publish", async () => {
    const { content } = await setup();
    const schema = join(content.root(), "schema");
    renameSync(schema, `${schema}.away`);
    await expect(content.editorPages()).rejects.toThrow();
    renameSync(`${schema}.away`, schema);
    const pages = await content.editorPages();
    expect(pages).toContain("pages/home.json");
  });
});
