// @vitest-environment node
// The drafts' operations called as a script or the scheduler would, with
// no HTTP in between: a save made on a page someone published since is
// kept on the version it was opened from (the publish merges the two) or,
// made on no version of the page, refused with the page as it is now; a
// translator may not save a page; "Nueva página" at a retired page's
// address is refused and offers that page's restore.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { retireChanges, SITE_FILE, type SiteDoc } from "../../../lib/editor/retire.ts";
import { isRefusal } from "../../operation.ts";
import type { User } from "../../roles.ts";
import { editorWorkspace } from "../editor/workspace.ts";
import { testPublishing } from "../testing/publishing.ts";
import { newPage, openPage, saveDraft } from "./drafts.ts";

vi.setConfig({ testTimeout: 120_000 });
const FILE = "pages/about.json";
const ana: User = { id: 1, email: "ana@mesalia.example", name: "Ana", role: "editor" };
const pablo: User = { id: 2, email: "pablo@mesalia.example", name: "Pablo", role: "publisher" };
const tere: User = { id: 3, email: "tere@mesalia.example", name: "Tere", role: "translator" };

const setUp = async () => {
  const { repo, content, publishing, store } = await testPublishing();
  const w = editorWorkspace({ repo, content, publisher: publishing.publisher, store, now: () => new Date() });
  return { w, publisher: publishing.publisher, content };
};

type Page = { hash: string | null; doc: { meta: { title: string } } & Record<string, unknown> };
const opened = async (w: ReturnType<typeof editorWorkspace>, who: User) => {
  const page = await openPage({ file: FILE }, who, w);
  if (isRefusal(page)) throw new Error(page.message);
  return page as Page;
};

describe("the drafts' operations", () => {
  it("keep a save made on an older version of the page on it, and refuse one made on no version", async () => {
    const { w, publisher } = await setUp();
    const before = await opened(w, ana);
    // Pablo publishes a new title while Ana has the page open.
    const retitled = { ...before.doc, meta: { ...before.doc.meta, title: "Quiénes somos | {product}" } };
    const published = await publisher.publish(FILE, retitled, "Cambia el título", pablo).done;
    expect(published.state, published.message).toBe("live");

    const doc = { ...before.doc, meta: { ...before.doc.meta, description: "Lo que hacemos, contado por nosotros." } };
    const saved = await saveDraft({ file: FILE, doc, hash: before.hash }, ana, w);
    expect(saved).toMatchObject({ status: "saved", hash: before.hash });
    // The draft stays on the version Ana opened, and says what was published under it.
    expect(isRefusal(saved) ? undefined : saved.liveChanged?.after).toMatchObject({
      meta: { title: "Quiénes somos | {product}" },
    });

    const stale = await saveDraft({ file: FILE, doc, hash: "0000000000000000" }, ana, w);
    expect(stale).toMatchObject({ refused: "conflict", body: { status: "conflict", file: FILE } });
    expect(isRefusal(stale) && String(stale.body?.text)).toContain("Quiénes somos");
  });

  it("refuse a translator's save of a page, before reading anything", async () => {
    const { w } = await setUp();
    const page = await opened(w, tere);
    const refused = await saveDraft({ file: FILE, doc: page.doc, hash: page.hash }, tere, w);
    expect(refused).toEqual({
      refused: "forbidden",
      message: "Tu rol (Traductor) no permite esto: hace falta Editor.",
    });
  });

  it("refuse a new page at a retired page's address, offering that page's restore", async () => {
    const { w, publisher, content } = await setUp();
    const site = () => JSON.parse(readFileSync(join(content.liveRoot(), SITE_FILE), "utf8")) as SiteDoc;
    const retired = await publisher.publishChanges(
      "pages/onboarding.json",
      ({ root }) =>
        retireChanges("pages/onboarding.json", site(), w.currentPages(root) as Parameters<typeof retireChanges>[2], {
          kind: "redirect",
          to: "/",
        }),
      "Retira onboarding",
      pablo,
    ).done;
    expect(retired.state, retired.message).toBe("live");

    const refused = await newPage({ path: "/onboarding", title: "Otra bienvenida" }, pablo, w);
    expect(refused).toMatchObject({
      refused: "conflict",
      message: expect.stringMatching(
        /^\/onboarding era la dirección de «.+», retirada por Pablo el .+; ahora lleva a \/\. Restaura esa página o elige otra dirección\.$/,
      ),
      body: { retired: { file: "pages/onboarding.json", path: "/onboarding" } },
    });
    // Another address is a draft of the publisher's.
    expect(await newPage({ path: "/bienvenida", title: "Bienvenida" }, pablo, w)).toEqual({
      file: "pages/bienvenida.json",
      created: true,
    });
  });
});
