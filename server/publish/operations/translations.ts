// Translations, free of HTTP: one text typed beside the Spanish (a
// translator and anyone above), kept in the person's translation draft;
// "Publicar traducciones" (publisher or owner), every drafted text as one
// commit of the catalogs. Routes: translation-routes.ts.
import { z } from "zod";
import {
  checkTranslation,
  TRANSLATION_LANGS,
  unpublished,
  type DraftedTranslations,
} from "../../../lib/editor/translations.ts";
import { pageFilePath } from "../../../lib/editor/guard.ts";
import { operation, refusal } from "../../operation.ts";
import { readDraft } from "../drafts.ts";
import { TRANSLATIONS_JOB } from "../publisher.ts";
import { draftTranslation, dropPublished, listTranslationDrafts, mergedTexts } from "../translation-drafts.ts";
import type { EditorWorkspace } from "../editor/workspace.ts";

type Deps = Pick<EditorWorkspace, "repo" | "live" | "publisher" | "now">;

export const countTexts = (texts: DraftedTranslations) =>
  Object.values(texts).reduce((n, t) => n + Object.keys(t).length, 0);

/** «Ana» publicó 5 traducciones (EN 3 · FR 2). */
export function translationsMessage(person: string, texts: DraftedTranslations): string {
  const n = countTexts(texts);
  const by = TRANSLATION_LANGS.filter((l) => Object.keys(texts[l] ?? {}).length).map(
    (l) => `${l.toUpperCase()} ${Object.keys(texts[l]!).length}`,
  );
  return `«${person}» publicó ${n === 1 ? "1 traducción" : `${n} traducciones`} (${by.join(" · ")})\n\nlocales/`;
}

/** The person's draft of the page, when there is one: its Spanish is what the fields show. */
export async function draftDoc(repo: string, userId: number, file: string): Promise<unknown> {
  const draft = await readDraft(repo, userId, file);
  return draft ? (JSON.parse(draft.text) as unknown) : undefined;
}

/** One text typed beside the Spanish: checked (language, a copy text of the page, placeholders kept) and kept in the person's translation draft. */
export const draftTranslationText = operation(
  "translator",
  z.record(z.string(), z.unknown()),
  async (input, actor, d: Deps) => {
    pageFilePath(d.live(), String(input.file ?? ""));
    const t = checkTranslation(d.live(), input, await draftDoc(d.repo, actor.id, String(input.file)));
    await draftTranslation(d.repo, actor, t.lang, t.source, t.text, d.now());
    return { status: "saved" as const, draft: true as const, file: t.file, lang: t.lang };
  },
);

/** "Publicar traducciones" (publisher or owner): every drafted translation, one commit of the catalogs alone; `done` says how it ended. */
export const publishTranslations = operation("publisher", z.unknown(), async (_input, actor, d: Deps) => {
  const texts = await unpublished(d.live(), mergedTexts(await listTranslationDrafts(d.repo)));
  if (countTexts(texts) === 0) return refusal("conflict", "No hay traducciones por publicar.");
  const queued = d.publisher.publishChanges(
    TRANSLATIONS_JOB,
    {},
    translationsMessage(actor.name, texts),
    actor,
    {},
    texts,
    () => dropPublished(d.repo, texts),
  );
  await queued.recorded;
  return { ...queued, count: countTexts(texts) };
});
