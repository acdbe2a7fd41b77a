// @vitest-environment node
// A draft keeps the commit it started from (issue 40): re-saving an old
// draft after someone else published the page must not revert their
// publish. A publish, "Aprobar y publicar" and "Restaurar" merge section by
// section against the version they were decided on, or are refused naming
// the sections both changed.
import { execFileSync } from "node:child_process";
import { afterAll, describe, expect, it, vi } from "vitest";
import { sqliteEngine } from "../testing/engines.ts";
import { testApp } from "../testing/fixtures.ts";
import { editorApi, person, signedIn, type Session } from "./testing/people.ts";
import { testPublishing } from "./testing/publishing.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 180_000 });
afterAll(() => engine.teardown());

const FILE = "pages/contact.json";
type Section = Record<string, unknown> & { id: string };
type Page = { meta: Record<string, unknown>; sections: Section[] } & Record<string, unknown>;
interface Opened {
  hash: string | null;
  doc: Page;
  liveChanged?: { before: Page; after: Page };
}
interface Job {
  id: string;
  state: string;
  message: string;
  commit?: string;
}

async function setup() {
  const { store } = await engine.open();
  const { repo, publishing } = await testPublishing();
  const app = testApp(store, { publishing });
  await person(store, "pablo@mesalia.example", "publisher");
  await person(store, "paula@mesalia.example", "publisher");
  const ana = await person(store, "ana@mesalia.example", "editor");
  const p1 = await signedIn(app, "pablo@mesalia.example");
  const p2 = await signedIn(app, "paula@mesalia.example");
  const editor = await signedIn(app, "ana@mesalia.example");
  const { post, get } = editorApi(app);
  const open = (who: Session) => get<Opened>(who, `page?file=${FILE}`);
  /** Opens the page (the person's draft, if any), changes it and saves it as a draft. */
  const edit = async (who: Session, change: (doc: Page) => Page) => {
    const page = await open(who);
    const saved = await post(who, "save", { file: FILE, doc: change(page.doc), hash: page.hash });
    expect(saved.status).toBe(200);
  };
  const finished = async (response: Response) => {
    let job = (await response.json()) as Job;
    while (job.state === "queued" || job.state === "building") {
      await new Promise((r) => setTimeout(r, 50));
      job = await get<Job>(p1, `publish-status?id=${job.id}`);
    }
    return job;
  };
  const publish = async (who: Session) => {
    const response = await post(who, "publish", { file: FILE });
    return response.status === 202 ? finished(response) : { state: "refused", ...((await response.json()) as object) };
  };
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
  const publishedAt = (rev: string) => JSON.parse(git("show", `${rev}:${FILE}`)) as Page;
  return { app, repo, ana, p1, p2, editor, post, get, open, edit, publish, finished, git, publishedAt };
}

const withTitle = (title: string) => (doc: Page) => ({ ...doc, meta: { ...doc.meta, title } });
const withSection = (id: string, field: string, value: string) => (doc: Page) => ({
  ...doc,
  sections: doc.sections.map((s) => (s.id === id ? { ...s, [field]: value } : s)),
});
const section = (doc: Page, id: string) => doc.sections.find((s) => s.id === id)!;

describe("a draft keeps the commit it started from", () => {
  it("re-saved after someone else published the page, it keeps their title, and the commit is only its own change", async () => {
    const s = await setup();
    await s.edit(s.p2, withSection("contacto", "eyebrow", "Escríbenos"));
    await s.edit(s.p1, withTitle("Contacto nuevo | {product}"));
    expect((await s.publish(s.p1)).state).toBe("live");

    // P2 reopens: their draft, told what was published since, and saves it again.
    const reopened = await s.open(s.p2);
    expect(reopened.doc.meta.title).not.toBe("Contacto nuevo | {product}");
    expect(reopened.liveChanged?.after.meta.title).toBe("Contacto nuevo | {product}");
    await s.edit(s.p2, withSection("contacto", "lead", "Te ayudamos a elegir plan."));
    const job = await s.publish(s.p2);
    expect(job.state).toBe("live");

    const now = s.publishedAt("main");
    expect(now.meta.title).toBe("Contacto nuevo | {product}");
    expect([section(now, "contacto").eyebrow, section(now, "contacto").lead]).toEqual([
      "Escríbenos",
      "Te ayudamos a elegir plan.",
    ]);
    // The commit changes P2's section and nothing else; its message does not say P2 changed the title.
    const before = s.publishedAt("main^");
    expect(before.meta).toEqual(now.meta);
    expect(
      now.sections.filter((x) => JSON.stringify(x) !== JSON.stringify(section(before, x.id))).map((x) => x.id),
    ).toEqual(["contacto"]);
    expect(s.git("log", "-1", "--format=%an|%s")).toMatch(/^paula\|/);
    expect(s.git("log", "-1", "--format=%B")).not.toMatch(/título/);
  });

  it("merges two edits of different sections; the same section changed on both sides is refused, naming it, and nothing is published", async () => {
    const s = await setup();
    await s.edit(s.p2, withSection("contacto", "eyebrow", "Escríbenos"));
    await s.edit(s.p1, withSection("formulario", "requiredHint", "Todo con * es obligatorio."));
    expect((await s.publish(s.p1)).state).toBe("live");
    await s.edit(s.p2, (doc) => doc); // saved again, unchanged: the base must not move
    expect((await s.publish(s.p2)).state).toBe("live");
    const merged = s.publishedAt("main");
    expect([section(merged, "contacto").eyebrow, section(merged, "formulario").requiredHint]).toEqual([
      "Escríbenos",
      "Todo con * es obligatorio.",
    ]);

    await s.edit(s.p2, withSection("contacto", "eyebrow", "Hablemos"));
    await s.edit(s.p1, withSection("contacto", "eyebrow", "Dinos algo"));
    expect((await s.publish(s.p1)).state).toBe("live");
    await s.edit(s.p2, (doc) => doc);
    const tip = s.git("rev-parse", "main");
    const refused = (await s.publish(s.p2)) as Job & { error?: string };
    expect(refused.state).not.toBe("live");
    expect(refused.error ?? refused.message).toMatch(/la sección «[^»]+»/);
    expect(s.git("rev-parse", "main")).toBe(tip);
    expect(section(s.publishedAt("main"), "contacto").eyebrow).toBe("Dinos algo");
  });

  it("«Aprobar y publicar» of a review whose draft started before a publish keeps that publish, and its preview shows it", async () => {
    const s = await setup();
    await s.edit(s.editor, withSection("contacto", "eyebrow", "Escríbenos"));
    await s.edit(s.p1, withTitle("Contacto nuevo | {product}"));
    expect((await s.publish(s.p1)).state).toBe("live");
    await s.edit(s.editor, withSection("contacto", "lead", "Te ayudamos a elegir plan."));
    const asked = (await (await s.post(s.editor, "review-request", { file: FILE, note: "¿Vale?" })).json()) as {
      id: string;
    };
    // The publisher reviews what approving publishes: the editor's change, not the new title undone.
    const shown = await s.get<{ draft: Page; live: Page }>(s.p2, `review?id=${asked.id}`);
    expect(shown.draft.meta).toEqual(shown.live.meta);
    expect(section(shown.draft, "contacto").lead).toBe("Te ayudamos a elegir plan.");
    // «Vista previa del borrador» builds that same page: the new title P1 published is in it, beside the change.
    const preview = (await (await s.post(s.p2, "review-preview", { id: asked.id })).json()) as { id: string };
    const previewed = JSON.parse(s.git("show", `${preview.id}:${FILE}`)) as Page;
    expect(previewed.meta.title).toBe("Contacto nuevo | {product}");
    expect(section(previewed, "contacto").lead).toBe("Te ayudamos a elegir plan.");
    const job = await s.finished(await s.post(s.p2, "review-approve", { id: asked.id }));
    expect(job.state).toBe("live");
    const now = s.publishedAt("main");
    expect(now.meta.title).toBe("Contacto nuevo | {product}");
    expect(section(now, "contacto").lead).toBe("Te ayudamos a elegir plan.");
  });
});

describe("«Restaurar» decided against one version while another is published", () => {
  it("keeps a publish of other sections made meanwhile, and is refused when that publish changed what it restores", async () => {
    const s = await setup();
    await s.edit(s.p1, withTitle("Uno | {product}"));
    await s.publish(s.p1);
    await s.edit(s.p1, withTitle("Dos | {product}"));
    await s.publish(s.p1);
    const { versions } = await s.get<{ versions: Array<{ commit: string }> }>(s.p1, `history?file=${FILE}`);
    const [seen, uno] = [versions[0]!.commit, versions[1]!.commit];

    // P2 publishes another section after P1 looked at the history and before the restore runs.
    await s.edit(s.p2, withSection("formulario", "requiredHint", "Todo con * es obligatorio."));
    await s.publish(s.p2);
    const restored = await s.finished(await s.post(s.p1, "restore", { file: FILE, commit: uno, seen }));
    expect(restored.state).toBe("live");
    const now = s.publishedAt("main");
    expect([now.meta.title, section(now, "formulario").requiredHint]).toEqual([
      "Uno | {product}",
      "Todo con * es obligatorio.",
    ]);

    // This time the publish meanwhile changed the title the restore would bring back: refused, nothing reverted.
    const { versions: later } = await s.get<{ versions: Array<{ commit: string }> }>(s.p1, `history?file=${FILE}`);
    await s.edit(s.p2, withTitle("Tres | {product}"));
    await s.publish(s.p2);
    const tip = s.git("rev-parse", "main");
    const refused = await s.finished(
      await s.post(s.p1, "restore", { file: FILE, commit: later[1]!.commit, seen: later[0]!.commit }),
    );
    expect(refused.state).toBe("invalid");
    expect(refused.message).toMatch(/mientras elegías la versión, y cambió los datos de la página/);
    expect(s.git("rev-parse", "main")).toBe(tip);
    expect(s.publishedAt("main").meta.title).toBe("Tres | {product}");
  });
});
