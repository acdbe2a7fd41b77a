// @vitest-environment node
// Issue 35 on the server: translations written in the browser (a translator
// may do that and nothing else) kept as drafts, published in the same commit
// as the catalogs, with a page or alone; and review: an editor asks, a
// publisher comments, returns, approves and publishes; every step in the
// audit log, the publishers mailed. Each new endpoint refuses a wrong role
// and a cross-site POST, and a body over the limit.
import { execFileSync } from "node:child_process";
import { afterAll, describe, expect, it, vi } from "vitest";
import { authStore } from "../auth/store.ts";
import { sqliteEngine } from "../testing/engines.ts";
import { fixtureDist, testApp } from "../testing/fixtures.ts";
import { editorApi, person, signedIn, type Session } from "./testing/people.ts";
import { testPublishing } from "./testing/publishing.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 240_000 });
afterAll(() => engine.teardown());
const FILE = "pages/about.json";

describe("translations and review in /admin/edit", () => {
  it("keeps a translator to translations, publishes them with the catalogs, and runs a review from request to live", async () => {
    const { store } = await engine.open();
    const mails: Array<{ subject: string; text: string }> = [];
    const { repo, publishing } = await testPublishing({
      fallbackDist: fixtureDist(),
      sendMail: async (m) => void mails.push(m),
      siteUrl: "https://mesalia.example",
    });
    const app = testApp(store, { publishing });
    await person(store, "traduce@mesalia.example", "translator");
    await person(store, "edita@mesalia.example", "editor");
    await person(store, "publica@mesalia.example", "publisher");
    const translator = await signedIn(app, "traduce@mesalia.example");
    const editor = await signedIn(app, "edita@mesalia.example");
    const publisher = await signedIn(app, "publica@mesalia.example");
    const post = (who: Session, name: string, body: unknown, headers: Record<string, string> = {}) =>
      app.request(`/admin/edit/api/${name}`, {
        method: "POST",
        headers: { ...who.headers, "Content-Type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    const get = async <T>(who: Session, path: string) =>
      (await (await app.request(`/admin/edit/api/${path}`, { headers: { Cookie: who.cookie } })).json()) as T;
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" });
    const finish = async (who: Session, response: Response) => {
      expect(response.status).toBe(202);
      let job = (await response.json()) as { id: string; state: string; message: string; commit?: string };
      while (job.state === "queued" || job.state === "building") {
        await new Promise((r) => setTimeout(r, 50));
        job = await get(who, `publish-status?id=${job.id}`);
      }
      return job;
    };
    type Translations = {
      entries: Array<{
        source: string;
        pointer: string;
        translations: Record<string, { text: string; status: string; draft?: boolean }>;
      }>;
    };
    const page = await get<{
      hash: string;
      doc: { meta: { title: string; description: string } } & Record<string, unknown>;
    }>(publisher, `page?file=${FILE}`);

    // A translator opens the editor and writes English beside the Spanish: kept as a draft, not in the published catalog.
    expect((await app.request("/admin/edit", { headers: { Cookie: translator.cookie } })).status).not.toBe(403);
    const before = await get<Translations>(translator, `translations?file=${FILE}`);
    const description = before.entries.find((e) => e.pointer === "/meta/description")!;
    const saved = await post(translator, "translations", {
      file: FILE,
      lang: "en",
      source: description.source,
      text: "The people who make {product}.",
    });
    expect(saved.status).toBe(200);
    const after = await get<Translations>(publisher, `translations?file=${FILE}`);
    expect(after.entries.find((e) => e.pointer === "/meta/description")!.translations.en).toEqual({
      text: "The people who make {product}.",
      status: "done",
      draft: true,
    });
    expect(git("show", "main:locales/en/content.po")).not.toContain("The people who make");
    // A placeholder dropped is refused; so is a language that is not translated to.
    expect(
      (
        await post(translator, "translations", {
          file: FILE,
          lang: "en",
          source: description.source,
          text: "Meet the team.",
        })
      ).status,
    ).toBe(400);
    expect(
      (await post(translator, "translations", { file: FILE, lang: "es", source: description.source, text: "x" }))
        .status,
    ).toBe(400);

    // Anything else from a translator is refused by the server (the /admin table and the editor's own check).
    for (const [name, body] of [
      ["save", { file: FILE, doc: page.doc, hash: page.hash }],
      ["publish", { file: FILE }],
      ["publish-translations", {}],
      ["review-request", { file: FILE, note: "x" }],
      ["discard-draft", { file: FILE }],
      ["check", { docs: {} }],
    ] as const) {
      const refused = await post(translator, name, body);
      expect(refused.status, name).toBe(403);
      expect(((await refused.json()) as { error: string }).error, name).toMatch(
        /^Tu rol \(Traductor\) no permite esto/,
      );
    }
    expect(
      (await app.request("/admin/edit/api/history?file=pages/about.json", { headers: { Cookie: translator.cookie } }))
        .status,
    ).toBe(403);
    expect((await app.request("/admin/edit/api/images", { headers: { Cookie: translator.cookie } })).status).toBe(403);

    // "Traducciones pendientes" of the whole site: the drafted text no longer waits; others do, by page title.
    const site = await get<{
      waiting: Record<string, Array<{ file: string; title: string; source: string }>>;
      drafted: number;
      canPublish: boolean;
    }>(translator, "site-translations");
    expect(site.drafted).toBe(1);
    expect(site.canPublish).toBe(false);
    expect(site.waiting.en!.some((w) => w.source === description.source)).toBe(false);

    // An editor may not publish translations; a publisher publishes them alone: one commit of locales/ only.
    expect((await post(editor, "publish-translations", {})).status).toBe(403);
    const alone = await finish(publisher, await post(publisher, "publish-translations", {}));
    expect(alone.state).toBe("live");
    expect(git("show", "--name-only", "--format=%s", "main").trim().split("\n")).toEqual([
      "«publica» publicó 1 traducción (EN 1)",
      "",
      "locales/en/content.po",
    ]);
    expect(git("show", "main:locales/en/content.po")).toContain('msgstr "The people who make {product}."');
    expect((await get<{ drafted: number }>(publisher, "site-translations")).drafted).toBe(0);

    // A publisher changes the Spanish in a draft and writes its English beside it: one commit with the page and the catalogs.
    const doc = structuredClone(page.doc);
    doc.meta.title = "Quiénes somos | {product}";
    expect((await post(publisher, "save", { file: FILE, doc, hash: page.hash })).status).toBe(200);
    const drafted = await get<Translations>(publisher, `translations?file=${FILE}`);
    expect(drafted.entries.find((e) => e.pointer === "/meta/title")!.source).toBe("Quiénes somos | {product}");
    expect(
      (
        await post(publisher, "translations", {
          file: FILE,
          lang: "fr",
          source: "Quiénes somos | {product}",
          text: "Qui sommes-nous | {product}",
        })
      ).status,
    ).toBe(200);
    const together = await finish(publisher, await post(publisher, "publish", { file: FILE }));
    expect(together.state).toBe("live");
    const files = git("show", "--name-only", "--format=", "main").trim().split("\n");
    expect(files).toContain(FILE);
    expect(files).toContain("locales/fr/content.po");
    expect(git("show", "main:locales/fr/content.po")).toContain('msgstr "Qui sommes-nous | {product}"');

    // Review: the editor asks with a note; the publishers are mailed.
    const live = await get<{ hash: string; doc: typeof page.doc }>(editor, `page?file=${FILE}`);
    const mine = structuredClone(live.doc);
    mine.meta.description = "Conoce al equipo de {product}: nacimos en Madrid.";
    expect((await post(editor, "review-request", { file: FILE, note: "Sin borrador" })).status).toBe(409);
    expect((await post(editor, "save", { file: FILE, doc: mine, hash: live.hash })).status).toBe(200);
    const asked = await post(editor, "review-request", { file: FILE, note: "¿Vale la nueva descripción?" });
    expect(asked.status).toBe(201);
    const { id } = (await asked.json()) as { id: string };
    await publishing.reviews.flush();
    expect(mails).toEqual([
      expect.objectContaining({
        subject: "Revisión pedida · Quiénes somos · edita",
        text: expect.stringContaining(`https://mesalia.example/admin/edit?review=${id}`),
      }),
    ]);

    // An editor may not answer; another editor does not see it; cross-site and oversized requests are refused.
    expect((await post(editor, "review-approve", { id })).status).toBe(403);
    expect((await post(editor, "review-return", { id, text: "no" })).status).toBe(403);
    await person(store, "otra@mesalia.example", "editor");
    const other = await signedIn(app, "otra@mesalia.example");
    expect((await get<{ reviews: unknown[] }>(other, "reviews")).reviews).toEqual([]);
    expect((await app.request(`/admin/edit/api/review?id=${id}`, { headers: { Cookie: other.cookie } })).status).toBe(
      404,
    );
    for (const name of [
      "review-request",
      "review-comment",
      "review-return",
      "review-approve",
      "translations",
      "publish-translations",
    ]) {
      expect(
        (await post(publisher, name, { id, file: FILE, text: "x" }, { Origin: "https://evil.example" })).status,
        `${name} cross-site`,
      ).toBe(403);
      expect(
        (await post(publisher, name, JSON.stringify({ text: "x".repeat(5_100_000) }))).status,
        `${name} oversized`,
      ).toBe(413);
    }

    // The publisher sees the queue, the draft beside the live page, comments on a section and returns it.
    const queue = await get<{ reviews: Array<{ id: string; state: string; title: string }>; canDecide: boolean }>(
      publisher,
      "reviews",
    );
    expect(queue).toEqual({
      reviews: [expect.objectContaining({ id, state: "open", title: "Quiénes somos" })],
      canDecide: true,
    });
    const opened = await get<{ draft: typeof mine; live: typeof mine }>(publisher, `review?id=${id}`);
    expect([opened.draft.meta.description, opened.live.meta.description]).toEqual([
      mine.meta.description,
      live.doc.meta.description,
    ]);
    expect(
      (await post(publisher, "review-comment", { id, text: "Falta el dato de los 8 países", section: "inicio" }))
        .status,
    ).toBe(200);
    expect((await post(publisher, "review-return", { id, text: "" })).status).toBe(400);
    expect((await post(publisher, "review-return", { id, text: "Añade los 8 países, por favor" })).status).toBe(200);

    // The editor sees the answer, fixes the draft and asks again; approving the version asked about publishes it.
    const answer = (
      await get<{
        reviews: Array<{
          state: string;
          comments: Array<{ kind: string; text: string; name: string; section?: string }>;
        }>;
      }>(editor, "reviews")
    ).reviews[0]!;
    expect(answer.state).toBe("returned");
    expect(answer.comments.map((c) => [c.kind, c.name, c.text, c.section])).toEqual([
      ["note", "edita", "¿Vale la nueva descripción?", undefined],
      ["comment", "publica", "Falta el dato de los 8 países", "inicio"],
      ["return", "publica", "Añade los 8 países, por favor", undefined],
    ]);
    mine.meta.description = "Conoce al equipo de {product}: nacimos en Madrid y trabajamos desde 8 países.";
    expect((await post(editor, "save", { file: FILE, doc: mine, hash: live.hash })).status).toBe(200);
    expect((await post(editor, "review-request", { file: FILE, note: "Hecho" })).status).toBe(201);
    const approved = await finish(publisher, await post(publisher, "review-approve", { id }));
    expect(approved.state).toBe("live");
    expect(JSON.parse(git("show", `main:${FILE}`)).meta.description).toBe(mine.meta.description);
    expect(git("log", "-1", "--format=%an%n%b", "main")).toContain("Aprobado por «publica»");
    await expect
      .poll(async () => (await get<{ reviews: Array<{ state: string }> }>(editor, "reviews")).reviews[0]!.state)
      .toBe("published");
    expect((await post(publisher, "review-approve", { id })).status).toBe(409);

    // Every step in the audit log.
    const actions = (await authStore(store.db).listAudit(100, 0)).map((a) => a.action);
    for (const action of [
      "translation.draft",
      "translations.publish",
      "review.request",
      "review.comment",
      "review.return",
      "review.approve",
      "page.publish",
    ])
      expect(actions, action).toContain(action);
    await publishing.publisher.recover();
  });
});

describe("Borradores", () => {
  it("leaves out a draft that is the published page already", async () => {
    const { store } = await engine.open();
    const { publishing } = await testPublishing({ fallbackDist: fixtureDist() });
    const app = testApp(store, { publishing });
    await person(store, "edita@mesalia.example", "editor");
    await person(store, "publica@mesalia.example", "publisher");
    const editor = await signedIn(app, "edita@mesalia.example");
    const publisher = await signedIn(app, "publica@mesalia.example");
    const { post, get } = editorApi(app);
    const page = await get<{ hash: string; doc: { meta: { title: string } } }>(editor, `page?file=${FILE}`);
    const doc = structuredClone(page.doc);
    doc.meta.title = "Equipo | {product}";
    expect((await post(editor, "save", { file: FILE, doc, hash: page.hash })).status).toBe(200);
    expect((await post(publisher, "save", { file: FILE, doc, hash: page.hash })).status).toBe(200);
    expect((await get<{ drafts: unknown[] }>(publisher, "pages")).drafts).toHaveLength(2);
    // The publisher publishes the same change: the editor's draft is now what is live, and is not listed.
    let job = (await (await post(publisher, "publish", { file: FILE })).json()) as { id: string; state: string };
    while (job.state === "queued" || job.state === "building") {
      await new Promise((r) => setTimeout(r, 50));
      job = await get(publisher, `publish-status?id=${job.id}`);
    }
    expect(job.state).toBe("live");
    expect((await get<{ drafts: unknown[] }>(publisher, "pages")).drafts).toEqual([]);
    await publishing.publisher.recover();
  });
});
