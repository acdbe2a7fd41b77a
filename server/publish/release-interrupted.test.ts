// @vitest-environment node
// A release whose commit went live but whose server stopped before the
// settle (the release marked published, its drafts deleted) is settled by
// the next start: before, it stayed «open» with its drafts for ever, and
// publishing it again made a second commit of the same pages. The
// translations drafted for its pages' copy went into the same commit: they
// leave the drafts too (a text of another page stays).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { gitContent, type ContentSource } from "../content/index.ts";
import { sqliteEngine } from "../testing/engines.ts";
import type { Store } from "../store/index.ts";
import { fixtureDist, testApp } from "../testing/fixtures.ts";
import { copySourcesOf } from "../../lib/editor/translations.ts";
import { listDrafts } from "./drafts.ts";
import { contentCheckouts, startPublishing } from "./index.ts";
import { makeContentRepo, PROJECT } from "./testing/content-repo.ts";
import { editorApi, person, signedIn, type Session } from "./testing/people.ts";
import { FAKE_BUILD } from "./testing/publishing.ts";
import { tempDir } from "./testing/temp-dirs.ts";
import { draftTranslation, listTranslationDrafts } from "./translation-drafts.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 180_000 });
afterAll(() => engine.teardown());

/** A server's publishing on `repo` and `dir`; `stallAfterCommit`: it stops for good once the commit is live, before anything follows it (a process killed there). */
async function serverPublishing(store: Store, repo: string, dir: string, stallAfterCommit = false) {
  const content = await gitContent({
    repo,
    dir: contentCheckouts(dir),
    nodeModules: join(PROJECT, "node_modules"),
    log: () => undefined,
  });
  const stalled = new Proxy(content, {
    get: (target, key, receiver) =>
      key === "adopt" && stallAfterCommit
        ? () => new Promise<never>(() => undefined)
        : Reflect.get(target, key, receiver),
  }) satisfies ContentSource;
  const publishing = startPublishing({
    buildCommand: FAKE_BUILD,
    repo,
    dir,
    content: stalled,
    store,
    adminDist: join(dir, "none"),
    fallbackDist: fixtureDist(),
  });
  await publishing.start();
  return publishing;
}

describe("a release cut short between its commit and its settle", () => {
  it("is marked published and its drafts, page and translation, go at the next start", async () => {
    const { store } = await engine.open();
    const repo = makeContentRepo("content");
    const dir = tempDir("publish-");
    const first = await serverPublishing(store, repo, dir, true);
    const app = testApp(store, { publishing: first });
    const ana = await person(store, "editora@mesalia.example", "editor");
    const pablo = await person(store, "publica@mesalia.example", "publisher");
    const editor = await signedIn(app, "editora@mesalia.example");
    const publisher = await signedIn(app, "publica@mesalia.example");
    const { post, get } = editorApi(app);
    const draft = async (who: Session, file: string, title: string) => {
      const page = (await get(who, `page?file=${file}`)) as { hash: string; doc: { meta: Record<string, unknown> } };
      expect(
        (await post(who, "save", { file, hash: page.hash, doc: { ...page.doc, meta: { ...page.doc.meta, title } } }))
          .status,
      ).toBe(200);
    };
    const head = () => execFileSync("git", ["rev-parse", "main"], { cwd: repo, encoding: "utf8" }).trim();
    await draft(editor, "pages/about.json", "Quiénes somos | {product}");
    await draft(publisher, "pages/careers.json", "Únete al equipo | {product}");
    const created = await post(editor, "releases", {
      name: "Campaña de invierno",
      items: [
        { file: "pages/about.json", userId: ana.id },
        { file: "pages/careers.json", userId: pablo.id },
      ],
    });
    const release = (await created.json()) as { id: string };
    // A translator's English for a text of /about (in the release) and for one of /contact (not in it).
    const sources = (file: string) =>
      copySourcesOf(first.content.liveRoot(), JSON.parse(readFileSync(join(first.content.liveRoot(), file), "utf8")));
    const released = new Set([...sources("pages/about.json"), ...sources("pages/careers.json")]);
    // Not its title: the release's draft changes that.
    const ofAbout = [...sources("pages/about.json")].find((s) => !s.includes("{product}"))!;
    const ofContact = [...sources("pages/contact.json")].find((s) => !released.has(s))!;
    const tere = { id: 99, name: "Tere" };
    await draftTranslation(repo, tere, "en", ofAbout, "About us, in English", new Date());
    await draftTranslation(repo, tere, "en", ofContact, "Contact, in English", new Date());
    const before = head();
    expect((await post(publisher, "release-publish", { id: release.id })).status).toBe(202);
    // The commit lands; the server never gets further.
    while (head() === before) await new Promise((r) => setTimeout(r, 50));
    first.stop();
    first.content.stop();
    type Listing = { releases: Array<{ id: string; state: string; commit?: string }> };
    const stateOf = async (a: typeof app, who: Session) =>
      ((await (await a.request("/admin/edit/api/releases", { headers: { Cookie: who.cookie } })).json()) as Listing)
        .releases[0];
    expect((await stateOf(app, publisher))?.state).toBe("open");
    expect(await listDrafts(repo)).toHaveLength(2);

    const second = await serverPublishing(store, repo, dir);
    const restarted = testApp(store, { publishing: second });
    const again = await signedIn(restarted, "publica@mesalia.example");
    expect(await stateOf(restarted, again)).toMatchObject({ id: release.id, state: "published", commit: head() });
    expect(await listDrafts(repo)).toEqual([]);
    expect((await listTranslationDrafts(repo)).map((d) => d.texts)).toEqual([
      { en: { [ofContact]: "Contact, in English" } },
    ]);
    second.stop();
    second.content.stop();
  });
});
