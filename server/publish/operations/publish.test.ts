// @vitest-environment node
// "Publicar" and "Programar" called as a script or the scheduler would,
// with no HTTP in between: a publisher's draft goes live and anyone
// follows its state; an editor may neither publish nor schedule; a
// schedule is refused at once, with its reasons, when its time is past,
// there is no draft, or the publish gate would stop the draft at its hour.
import { describe, expect, it, vi } from "vitest";
import { isRefusal } from "../../operation.ts";
import type { User } from "../../roles.ts";
import { readDraft, writeDraft } from "../drafts.ts";
import { editorWorkspace } from "../editor/workspace.ts";
import { testPublishing } from "../testing/publishing.ts";
import { openPage, saveDraft } from "./drafts.ts";
import { publishPage, publishStatus } from "./publish.ts";
import { draftPublisher } from "./publish-draft.ts";
import { cancelSchedule, listSchedule, schedulePage } from "./schedule.ts";

vi.setConfig({ testTimeout: 120_000 });
const FILE = "pages/about.json";
const ana: User = { id: 1, email: "ana@mesalia.example", name: "Ana", role: "editor" };
const pablo: User = { id: 2, email: "pablo@mesalia.example", name: "Pablo", role: "publisher" };
const tere: User = { id: 3, email: "tere@mesalia.example", name: "Tere", role: "translator" };

const setUp = async () => {
  const { repo, content, publishing, store } = await testPublishing();
  const w = editorWorkspace({ repo, content, publisher: publishing.publisher, store, now: () => new Date() });
  return { w, repo, publishDraft: draftPublisher(w), planned: publishing.schedule };
};

type Page = { hash: string | null; doc: { meta: Record<string, unknown> } & Record<string, unknown> };
const draftTitle = async (w: ReturnType<typeof editorWorkspace>, who: User, title: string) => {
  const page = (await openPage({ file: FILE }, who, w)) as Page;
  const saved = await saveDraft(
    { file: FILE, hash: page.hash, doc: { ...page.doc, meta: { ...page.doc.meta, title } } },
    who,
    w,
  );
  if (isRefusal(saved)) throw new Error(saved.message);
};
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe("the publish and schedule operations", () => {
  it("publish a publisher's draft, whose state anyone follows; an editor is refused before anything is read", async () => {
    const { w, publishDraft } = await setUp();
    await draftTitle(w, pablo, "Quiénes somos | {product}");
    const queued = await publishPage({ file: FILE }, pablo, { w, publishDraft });
    if (isRefusal(queued)) throw new Error(queued.message);
    expect((await queued.finished).state).toBe("live");
    expect(await publishStatus({ id: queued.job.id }, tere, w)).toMatchObject({ id: queued.job.id, state: "live" });
    expect(await publishStatus({ id: "no-such-job" }, tere, w)).toEqual({
      refused: "not_found",
      message: "Esa publicación no existe (o terminó hace más de una semana).",
    });
    expect(await publishPage({ file: FILE }, ana, { w, publishDraft })).toEqual({
      refused: "forbidden",
      message: "Tu rol (Editor) no permite esto: hace falta Publicador.",
    });
  });

  it("schedule a publisher's draft, listed for everyone; refuse a past time, no draft, an editor, and a draft the gate stops", async () => {
    const { w, repo, planned } = await setUp();
    const deps = { w, planned };
    expect(await schedulePage({ file: FILE, at: inAnHour() }, pablo, deps)).toEqual({
      refused: "conflict",
      message: "No hay borrador de esta página: guarda el borrador antes de programarlo.",
    });
    await draftTitle(w, pablo, "Quiénes somos | {product}");
    expect(await schedulePage({ file: FILE, at: "2020-01-01T10:00:00+01:00" }, pablo, deps)).toEqual({
      refused: "invalid",
      message: "Esa hora ya ha pasado: elige una futura.",
    });
    expect(await schedulePage({ file: FILE, at: inAnHour() }, ana, deps)).toMatchObject({ refused: "forbidden" });

    const item = await schedulePage({ file: FILE, at: inAnHour() }, pablo, deps);
    if (isRefusal(item)) throw new Error(item.message);
    expect(item).toMatchObject({ file: FILE, userId: pablo.id });
    const listed = await listSchedule({}, ana, deps);
    expect(isRefusal(listed) ? [] : listed.scheduled.map((s) => s.id)).toEqual([item.id]);
    expect(await cancelSchedule({ id: item.id }, ana, deps)).toMatchObject({ refused: "forbidden" });
    expect(await cancelSchedule({ id: item.id }, pablo, deps)).toEqual({ status: "cancelled" });
    expect(await cancelSchedule({ id: item.id }, pablo, deps)).toMatchObject({ refused: "not_found" });

    // A draft without its title (saved by an older editor, say): the gate would stop it at its hour, so it is refused now.
    const draft = (await readDraft(repo, pablo.id, FILE))!;
    const { title: _title, ...meta } = (JSON.parse(draft.text) as Page["doc"]).meta;
    const doc = { ...JSON.parse(draft.text), meta };
    await writeDraft(repo, pablo, FILE, `${JSON.stringify(doc, null, 2)}\n`, draft.info.base, new Date());
    const refused = await schedulePage({ file: FILE, at: inAnHour() }, pablo, deps);
    expect(refused).toMatchObject({
      refused: "unprocessable",
      message: "La página tiene problemas: corrígelos antes de programarla. No se ha programado nada.",
      body: { state: "invalid", problems: [expect.objectContaining({ file: FILE })] },
    });
    expect(isRefusal(listed) ? undefined : (await planned.list()).length).toBe(0);
  });
});
