// A person's draft of a page, queued for publishing: merged with what was
// published since the draft started (section by section, merge.ts), with
// the translations drafted for its copy, the draft gone once it is live.
// "Publicar", a scheduled publish and an approved review all go through it.
import { Refused } from "../../../lib/editor/guard.ts";
import { publishMessage } from "../../../lib/editor/commit-message.ts";
import { copySourcesOf } from "../../../lib/editor/translations.ts";
import { showFile } from "../../git.ts";
import { deleteDraft, readDraft } from "../drafts.ts";
import type { Author, ChangesOf } from "../publisher.ts";
import { conflictPlaces, rebaseOnto } from "../rebase.ts";
import { dropPublished, listTranslationDrafts, mergedTexts, textsFor } from "../translation-drafts.ts";
import type { EditorWorkspace } from "../editor/workspace.ts";

export type PublishDraft = ReturnType<typeof draftPublisher>;

/**
 * A draft whose page was published by someone else since it was started:
 * merged section by section (merge.ts) when the two touched different
 * sections, else refused with the sections both changed.
 */
export function draftRebaser(w: Pick<EditorWorkspace, "repo" | "sectionName">) {
  return async (file: string, base: string, mine: Record<string, unknown>, landing: string) => {
    const { repo } = w;
    const { doc, conflicts, taken } = await rebaseOnto(repo, file, base, mine, landing);
    if (taken)
      throw new Refused(
        "Otra persona publicó ya una página en esta dirección después de que empezaras la tuya. Abre la página publicada desde la lista, o crea la tuya con otra dirección.",
        409,
      );
    if (conflicts.length === 0) return doc;
    const where = conflictPlaces(conflicts, w.sectionName);
    throw new Refused(
      `Otra persona publicó esta página mientras tú preparabas tu borrador, y las dos cambiasteis ${where}. Vuelve a abrir la página para ver las dos versiones y decidir.`,
      409,
    );
  };
}

/** What else happens once a person's draft of a page is live (a failed scheduled publish of it is no longer news). */
export type AfterPublished = (ownerId: number, file: string) => Promise<void>;

export function draftPublisher(w: EditorWorkspace, afterPublished: AfterPublished = async () => undefined) {
  const { repo, content, live, publisher } = w;
  const rebased = draftRebaser(w);

  /** The draft of `file` by `owner` (the person publishing, or the editor whose review is approved), queued for publishing; the draft goes once it is live. */
  return async (user: Author, file: string, extra: { lateMinutes?: number } = {}, owner: Author = user) => {
    const draft = await readDraft(repo, owner.id, file);
    if (!draft) throw new Refused("No hay borrador de esta página: guarda el borrador antes de publicar.", 409);
    const mine = JSON.parse(draft.text) as Record<string, unknown>;
    // Checked now, to answer at once when the draft already conflicts with the published page...
    const doc = await rebased(file, draft.info.base, mine, content.version());
    const published = await showFile(repo, content.version(), file);
    const written = publishMessage(
      owner.name,
      file,
      published === undefined ? undefined : (JSON.parse(published) as Record<string, unknown>),
      doc,
      w.sectionName,
    );
    const message = owner.id === user.id ? written : `${written}\n\nAprobado por «${user.name}»`;
    // The translations drafted for this page's copy go into the same commit as its catalogs.
    const translations = textsFor(mergedTexts(await listTranslationDrafts(repo)), copySourcesOf(live(), doc));
    // ...and merged again inside the queue, against the commit the publish lands on (a publish queued before it may change the page).
    const merge: ChangesOf = ({ commit }) => rebased(file, draft.info.base, mine, commit);
    const { job, done, recorded } = publisher.publish(
      file,
      merge,
      message,
      owner.id === user.id ? user : owner,
      extra,
      translations,
      async () => {
        await deleteDraft(repo, owner.id, file);
        await dropPublished(repo, translations);
        await afterPublished(owner.id, file);
      },
    );
    // The job's row is written before its id is handed out: any instance answers its status.
    await recorded;
    return { job, finished: done };
  };
}
