// @vitest-environment node
// "Entregas" called as a script or the scheduler would, with no HTTP in
// between: an editor gathers two people's drafts into a release, which
// another editor may not change; an editor may not schedule it; a
// publisher schedules it, or is refused with the gate's reasons when a
// draft in it could not be published at its hour.
import { describe, expect, it, vi } from "vitest";
import { isRefusal } from "../../operation.ts";
import type { User } from "../../roles.ts";
import { readDraft, writeDraft } from "../drafts.ts";
import { editorWorkspace } from "../editor/workspace.ts";
import { testPublishing } from "../testing/publishing.ts";
import { openPage, saveDraft } from "./drafts.ts";
import { createRelease, listReleases, releaseWork, scheduleRelease, updateRelease } from "./releases.ts";

vi.setConfig({ testTimeout: 120_000 });
const ana: User = { id: 1, email: "ana@mesalia.example", name: "Ana", role: "editor" };
const eva: User = { id: 4, email: "eva@mesalia.example", name: "Eva", role: "editor" };
const pablo: User = { id: 2, email: "pablo@mesalia.example", name: "Pablo", role: "publisher" };

type Page = { hash: string | null; doc: { meta: Record<string, unknown> } & Record<string, unknown> };

describe("the releases' operations", () => {
  it("gather drafts, keep them to their maker or a publisher, and schedule them unless the gate would stop one", async () => {
    const { repo, dir, content, publishing, store } = await testPublishing();
    const w = editorWorkspace({ repo, content, publisher: publishing.publisher, store, now: () => new Date() });
    const work = releaseWork({
      repo,
      content,
      publisher: publishing.publisher,
      now: () => new Date(),
      db: store.db,
      dir,
      people: () => undefined,
      preview: { request: async (commit) => ({ id: commit, state: "building" }) },
    });
    const draft = async (who: User, file: string, title: string) => {
      const page = (await openPage({ file }, who, w)) as Page;
      const doc = { ...page.doc, meta: { ...page.doc.meta, title } };
      const saved = await saveDraft({ file, hash: page.hash, doc }, who, w);
      if (isRefusal(saved)) throw new Error(saved.message);
    };
    await draft(ana, "pages/about.json", "Quiénes somos | {product}");
    await draft(pablo, "pages/careers.json", "Únete al equipo | {product}");
    const items = [
      { file: "pages/about.json", userId: ana.id },
      { file: "pages/careers.json", userId: pablo.id },
    ];

    expect(await createRelease({ name: "  ", items }, ana, work)).toMatchObject({
      refused: "invalid",
      message: "Pon un nombre a la entrega (p. ej. «Campaña de verano»).",
    });
    const release = await createRelease({ name: "Campaña de invierno", items }, ana, work);
    if (isRefusal(release)) throw new Error(release.message);
    expect(await updateRelease({ id: release.id, name: "Otra" }, eva, work)).toEqual({
      refused: "forbidden",
      message: "Solo quien creó la entrega, o quien publica, puede cambiarla.",
    });
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    expect(await scheduleRelease({ id: release.id, at: inAnHour }, ana, work)).toMatchObject({ refused: "forbidden" });

    const scheduled = await scheduleRelease({ id: release.id, at: inAnHour }, pablo, work);
    expect(scheduled).toMatchObject({ item: { file: release.id, userId: pablo.id }, release: { id: release.id } });
    const listed = await listReleases({}, ana, work);
    expect(isRefusal(listed) ? undefined : listed.scheduled.map((s) => s.file)).toEqual([release.id]);

    // Ana's draft loses its title (an older editor saved it so): at its hour the gate would stop the release, so it is refused now.
    const saved = (await readDraft(repo, ana.id, "pages/about.json"))!;
    const { title: _title, ...meta } = (JSON.parse(saved.text) as Page["doc"]).meta;
    const untitled = `${JSON.stringify({ ...JSON.parse(saved.text), meta }, null, 2)}\n`;
    await writeDraft(repo, ana, "pages/about.json", untitled, saved.info.base, new Date());
    expect(await scheduleRelease({ id: release.id, at: inAnHour }, pablo, work)).toMatchObject({
      refused: "unprocessable",
      message: "La entrega tiene problemas: corrígelos antes de programarla. No se ha programado nada.",
      body: { state: "invalid", problems: [expect.objectContaining({ file: "pages/about.json" })] },
    });
  });
});
