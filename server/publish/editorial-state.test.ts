// @vitest-environment node
// Issue 40: the editorial state is in the store, so two instances on one
// database (each with its own PUBLISH_DIR, as on two machines) see the same
// reviews and schedules, a comment or a schedule written on each at once
// both stay, a scheduled publish due while both run goes out once, and the
// JSON files of the old layout are imported at start.
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openStore, type Store } from "../store/index.ts";
import type { Exclusive } from "./pg-lock.ts";
import { postgresEngine, sqliteEngine } from "../testing/engines.ts";
import { fixtureDist, testApp } from "../testing/fixtures.ts";
import { makeContentRepo } from "./testing/content-repo.ts";
import { person, signedIn, type Session } from "./testing/people.ts";
import type { SendMail } from "./review.ts";
import { testPublishing } from "./testing/publishing.ts";
import { tempDir } from "./testing/temp-dirs.ts";
import { STARTER_DESCRIPTION_TAIL } from "../../lib/gate/starter-copy.ts";

vi.setConfig({ testTimeout: 240_000 });
const engines = [sqliteEngine(), postgresEngine()];
afterAll(() => Promise.all(engines.map((e) => e.teardown())));
const FILE = "pages/about.json";
const OTHER = "pages/careers.json";

/**
 * Two instances: one database, one content repository, a publish folder each. On PostgreSQL a
 * store each, as two processes have; SQLite is the one process's, so its two instances share it.
 */
async function twoInstances(
  open: () => Promise<{ store: Store; env: Record<string, string> }>,
  /** Each instance's SMTP; files of the old layout in a's publish folder before it starts. */
  extra: { sendMail?: [SendMail, SendMail]; oldFiles?: Record<string, unknown> } = {},
) {
  const { store, env } = await open();
  const other = env.DATABASE_URL ? await openStore(env, "") : store;
  const repo = makeContentRepo("content");
  let clock = new Date();
  const now = () => clock;
  // One publish at a time across both, as the advisory lock makes it on PostgreSQL (main.ts: exclusive).
  let turn: Promise<unknown> = Promise.resolve();
  const exclusive: Exclusive = (work) => {
    const run = () => work(new AbortController().signal);
    const result = turn.then(run, run);
    turn = result.catch(() => undefined);
    return result;
  };
  const instance = async (s: Store, sendMail?: SendMail, dir = tempDir("publish-")) => {
    const { publishing } = await testPublishing({
      repo,
      dir,
      store: s,
      fallbackDist: fixtureDist(),
      now,
      exclusive,
      sendMail,
    });
    return { app: testApp(s, { publishing, now }), publishing, dir };
  };
  const aDir = tempDir("publish-");
  for (const [name, content] of Object.entries(extra.oldFiles ?? {}))
    writeFileSync(join(aDir, name), JSON.stringify(content, null, 2));
  const a = await instance(store, extra.sendMail?.[0], aDir);
  const b = await instance(other, extra.sendMail?.[1]);
  const ids = {
    editor: (await person(store, "edita@mesalia.example", "editor")).id,
    publisher: (await person(store, "publica@mesalia.example", "publisher")).id,
    publisher2: (await person(store, "publica2@mesalia.example", "publisher")).id,
  };
  const post = (app: typeof a.app, who: Session, name: string, body: unknown) =>
    app.request(`/admin/edit/api/${name}`, {
      method: "POST",
      headers: { ...who.headers, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const get = async <T>(app: typeof a.app, who: Session, path: string) =>
    (await (await app.request(`/admin/edit/api/${path}`, { headers: { Cookie: who.cookie } })).json()) as T;
  /** A draft of `file` with a new title, saved by `who` on instance a. */
  const draft = async (who: Session, file: string, title: string) => {
    const page = await get<{ hash: string; doc: { meta: { title: string } } }>(a.app, who, `page?file=${file}`);
    page.doc.meta.title = title;
    expect((await post(a.app, who, "save", { file, doc: page.doc, hash: page.hash })).status).toBe(200);
  };
  return {
    a,
    b,
    repo,
    ids,
    post,
    get,
    draft,
    setClock: (at: Date) => {
      clock = at;
    },
    people: {
      editor: await signedIn(a.app, "edita@mesalia.example"),
      publisher: await signedIn(a.app, "publica@mesalia.example"),
      publisher2: await signedIn(a.app, "publica2@mesalia.example"),
    },
    close: () => (other === store ? Promise.resolve() : other.close()),
  };
}

for (const engine of engines)
  describe.skipIf(Boolean(engine.skip))(`editorial state on ${engine.name}`, () => {
    it("a review asked on one instance is in the other's queue, and comments posted on both at once all stay", async () => {
      const t = await twoInstances(() => engine.open());
      try {
        const { editor, publisher, publisher2 } = t.people;
        await t.draft(editor, FILE, "Quiénes somos, revisado");
        const asked = await t.post(t.a.app, editor, "review-request", { file: FILE, note: "¿Vale?" });
        expect(asked.status).toBe(201);
        const { id } = (await asked.json()) as { id: string };
        const queue = await t.get<{ reviews: Array<{ id: string; state: string }> }>(t.b.app, publisher, "reviews");
        expect(queue.reviews.map((r) => [r.id, r.state])).toEqual([[id, "open"]]);

        // Ten comments at once, half on each instance: every one is kept.
        const said = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            t.post(i % 2 ? t.b.app : t.a.app, i % 4 < 2 ? publisher : publisher2, "review-comment", {
              id,
              text: `Comentario ${i}`,
            }),
          ),
        );
        expect(said.map((r) => r.status)).toEqual(Array(10).fill(200));
        const seen = await t.get<{ reviews: Array<{ comments: Array<{ text: string }> }> }>(t.a.app, editor, "reviews");
        expect(seen.reviews[0]!.comments.map((c) => c.text).sort()).toEqual(
          ["¿Vale?", ...Array.from({ length: 10 }, (_, i) => `Comentario ${i}`)].sort(),
        );

        // Returned on b: a's answer to a second return is that it already has one.
        expect((await t.post(t.b.app, publisher, "review-return", { id, text: "Cambia el título" })).status).toBe(200);
        expect((await t.post(t.a.app, publisher2, "review-return", { id, text: "Otra vez" })).status).toBe(409);
      } finally {
        await t.close();
      }
    });

    it("a publish started on one instance is followed on the other: its state, phases and problems", async () => {
      const t = await twoInstances(() => engine.open());
      try {
        const { publisher } = t.people;
        type Job = { id: string; state: string; kind: string; author: string; phases: Array<{ name: string }> };
        const follow = async (id: string) => {
          let job = await t.get<Job>(t.b.app, publisher, `publish-status?id=${id}`);
          while (job.state === "queued" || job.state === "building") {
            await new Promise((r) => setTimeout(r, 50));
            job = await t.get<Job>(t.b.app, publisher, `publish-status?id=${id}`);
          }
          return job;
        };
        await t.draft(publisher, FILE, "Publicado en a, seguido en b");
        const started = (await (await t.post(t.a.app, publisher, "publish", { file: FILE })).json()) as Job;
        expect(await follow(started.id)).toEqual(
          expect.objectContaining({ state: "live", kind: "page", author: "publica", file: FILE }),
        );
        expect((await follow(started.id)).phases.map((p) => p.name)).toEqual(
          expect.arrayContaining(["checks", "build"]),
        );

        // Refused by the gate on a (a new page's example copy left in): b lists the same problem.
        const page = await t.get<{ hash: string; doc: { meta: { description: string } } }>(
          t.a.app,
          publisher,
          `page?file=${OTHER}`,
        );
        page.doc.meta.description = `Empleo${STARTER_DESCRIPTION_TAIL}`;
        expect((await t.post(t.a.app, publisher, "save", { file: OTHER, doc: page.doc, hash: page.hash })).status).toBe(
          200,
        );
        const refused = (await (await t.post(t.a.app, publisher, "publish", { file: OTHER })).json()) as Job;
        const seen = (await follow(refused.id)) as Job & { problems: Array<{ pointer: string }> };
        expect(seen.state, JSON.stringify([refused, seen])).toBe("invalid");
        expect(seen.problems.map((p) => p.pointer)).toContain("/meta/description");
      } finally {
        await t.close();
      }
    });

    it("a publish scheduled on each instance at once is listed on both, and when due, with both checking, goes out once", async () => {
      const t = await twoInstances(() => engine.open());
      try {
        const { publisher, publisher2 } = t.people;
        await t.draft(publisher, FILE, "Programado en a");
        await t.draft(publisher2, OTHER, "Programado en b");
        const at = new Date(Date.now() + 10 * 60_000).toISOString();
        const made = await Promise.all([
          t.post(t.a.app, publisher, "schedule", { file: FILE, at }),
          t.post(t.b.app, publisher2, "schedule", { file: OTHER, at }),
        ]);
        expect(made.map((r) => r.status)).toEqual([201, 201]);
        for (const app of [t.a.app, t.b.app])
          expect(
            (await t.get<{ scheduled: Array<{ file: string }> }>(app, publisher, "schedule")).scheduled
              .map((s) => s.file)
              .sort(),
          ).toEqual([FILE, OTHER].sort());

        const commits = () =>
          Number(execFileSync("git", ["rev-list", "--count", "main"], { cwd: t.repo, encoding: "utf8" }));
        const before = commits();
        t.setClock(new Date(Date.now() + 20 * 60_000));
        await Promise.all([t.a.publishing.schedule.tick(), t.b.publishing.schedule.tick()]);
        await Promise.all([t.a.publishing.schedule.tick(), t.b.publishing.schedule.tick()]);
        // The runs, whichever instance ran each, listed the same by both.
        for (const app of [t.a.app, t.b.app]) {
          const { done } = await t.get<{ done: Array<{ file: string; state: string }> }>(app, publisher, "schedule");
          expect(done.map((d) => [d.file, d.state]).sort()).toEqual(
            [
              [FILE, "live"],
              [OTHER, "live"],
            ].sort(),
          );
        }
        expect(commits()).toBe(before + 2);
        expect((await t.get<{ scheduled: unknown[] }>(t.b.app, publisher, "schedule")).scheduled).toEqual([]);
      } finally {
        await t.close();
      }
    });

    it("imports the old layout's schedule.json at start: the other instance lists its entry, and it still runs", async () => {
      const t = await twoInstances(() => engine.open());
      try {
        const { publisher } = t.people;
        await t.draft(publisher, FILE, "Programado antes de actualizar");
        const at = new Date(Date.now() + 10 * 60_000).toISOString();
        const old = [
          {
            id: "antiguo-1",
            file: FILE,
            at,
            userId: t.ids.publisher,
            name: "publica",
            email: "publica@mesalia.example",
            role: "publisher",
            createdAt: new Date().toISOString(),
          },
        ];
        writeFileSync(join(t.a.dir, "schedule.json"), JSON.stringify(old, null, 2));
        t.a.publishing.schedule.start(60 * 60_000);
        t.a.publishing.schedule.stop();
        expect(
          (await t.get<{ scheduled: Array<{ id: string }> }>(t.a.app, publisher, "schedule")).scheduled.map(
            (s) => s.id,
          ),
        ).toEqual(["antiguo-1"]);
        expect(existsSync(join(t.a.dir, "schedule.json"))).toBe(false);
        expect(existsSync(join(t.a.dir, "schedule.json.imported"))).toBe(true);
        expect(
          (await t.get<{ scheduled: Array<{ id: string }> }>(t.b.app, publisher, "schedule")).scheduled.map(
            (s) => s.id,
          ),
        ).toEqual(["antiguo-1"]);

        t.setClock(new Date(Date.now() + 20 * 60_000));
        await t.b.publishing.schedule.tick();
        const { done } = await t.get<{ done: Array<{ file: string; state: string }> }>(t.b.app, publisher, "schedule");
        expect(done.map((d) => [d.file, d.state])).toEqual([[FILE, "live"]]);
        expect(
          JSON.parse(execFileSync("git", ["show", `main:${FILE}`], { cwd: t.repo, encoding: "utf8" })).meta.title,
        ).toBe("Programado antes de actualizar");
      } finally {
        await t.close();
      }
    });

    it("releases made on both instances at once are listed on both, with an old release-groups.json imported", async () => {
      const old = {
        id: "antigua",
        name: "Campaña antigua",
        items: [{ file: FILE, userId: 1 }],
        createdBy: { id: 1, name: "edita" },
        createdAt: "2026-11-01T10:00:00.000Z",
        updatedAt: "2026-11-01T10:00:00.000Z",
        state: "open",
      };
      const t = await twoInstances(() => engine.open(), { oldFiles: { "release-groups.json": [old] } });
      try {
        const { editor, publisher2 } = t.people;
        await t.draft(editor, FILE, "Verano");
        await t.draft(publisher2, OTHER, "Invierno");
        const made = await Promise.all([
          t.post(t.a.app, editor, "releases", {
            name: "Campaña de verano",
            items: [{ file: FILE, userId: t.ids.editor }],
          }),
          t.post(t.b.app, publisher2, "releases", {
            name: "Campaña de invierno",
            items: [{ file: OTHER, userId: t.ids.publisher2 }],
          }),
        ]);
        expect(made.map((r) => r.status)).toEqual([201, 201]);
        for (const app of [t.a.app, t.b.app]) {
          const { releases } = await t.get<{ releases: Array<{ name: string; items: Array<{ file: string }> }> }>(
            app,
            editor,
            "releases",
          );
          expect(releases.map((r) => [r.name, r.items.map((i) => i.file)]).sort()).toEqual(
            [
              ["Campaña antigua", [FILE]],
              ["Campaña de invierno", [OTHER]],
              ["Campaña de verano", [FILE]],
            ].sort(),
          );
        }
        expect(existsSync(join(t.a.dir, "release-groups.json.imported"))).toBe(true);
      } finally {
        await t.close();
      }
    });

    it("a review's email queued on an instance whose SMTP fails is sent by the other, once, with an old review-mail.json's", async () => {
      const sent: string[] = [];
      const t = await twoInstances(() => engine.open(), {
        sendMail: [
          async () => {
            throw new Error("SMTP caído");
          },
          async (mail) => void sent.push(mail.subject),
        ],
        oldFiles: {
          "review-mail.json": [{ subject: "Revisión pedida · Antigua · edita", text: "…", attempts: 1, nextAt: 0 }],
        },
      });
      try {
        const { editor } = t.people;
        await t.draft(editor, FILE, "Quiénes somos, revisado");
        expect((await t.post(t.a.app, editor, "review-request", { file: FILE, note: "¿Vale?" })).status).toBe(201);
        await t.a.publishing.reviews.flush();
        // a's attempts failed and wait their backoff (30 s or more); past it, b takes both rows, once each.
        t.a.publishing.stop();
        t.setClock(new Date(Date.now() + 5 * 60_000));
        await t.b.publishing.reviews.flush();
        await t.b.publishing.reviews.flush();
        expect(sent.sort()).toEqual([
          "Revisión pedida · Antigua · edita",
          "Revisión pedida · Quiénes somos, revisado · edita",
        ]);
      } finally {
        t.a.publishing.stop();
        t.b.publishing.stop();
        await t.close();
      }
    });

    it("a page open on one instance is shown as taken on the other (soft lock), and a takeover there moves it", async () => {
      const t = await twoInstances(() => engine.open());
      try {
        const { editor, publisher } = t.people;
        const beat = async (app: typeof t.a.app, who: typeof editor, name = "lock") =>
          (await (await t.post(app, who, name, { file: FILE })).json()) as { lock: { name: string }; mine: boolean };
        expect(await beat(t.a.app, editor)).toEqual({ lock: expect.objectContaining({ name: "edita" }), mine: true });
        expect(await beat(t.b.app, publisher)).toEqual({
          lock: expect.objectContaining({ name: "edita" }),
          mine: false,
        });
        expect((await beat(t.b.app, publisher, "lock-takeover")).mine).toBe(true);
        expect(await beat(t.a.app, editor)).toEqual({
          lock: expect.objectContaining({ name: "publica" }),
          mine: false,
        });
      } finally {
        await t.close();
      }
    });
  });
