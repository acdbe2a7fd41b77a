// Translations in /admin/edit (issue 35): a translator (and anyone above)
// writes the English, French and Italian beside the Spanish; each text is
// kept in the person's translation draft (translation-drafts.ts), never
// straight into the published catalogs. A publish of a page brings the
// drafted texts of its copy into the same commit as the catalogs;
// "Publicar traducciones" (publisher) publishes every drafted text alone.
import type { Context, Hono } from "hono";
import {
  checkTranslation,
  pageTranslations,
  siteWaiting,
  TRANSLATION_LANGS,
  unpublished,
  type DraftedTranslations,
} from "../../lib/editor/translations.ts";
import { pageFilePath, Refused } from "../../lib/editor/guard.ts";
import { audit, hasRole, userOf } from "./auth.ts";
import { readDraft } from "./drafts.ts";
import { draftTranslation, dropPublished, listTranslationDrafts, mergedTexts } from "./translation-drafts.ts";
import { TRANSLATIONS_JOB, type Publisher } from "./publisher.ts";
import { declareRoutes, on } from "../http/route.ts";
import { EDITOR_API } from "./editor/api-path.ts";

// A translator writes them (into a draft), a publisher publishes them.
export const TRANSLATION_ROUTES = declareRoutes(EDITOR_API, {
  page: { method: "GET", path: "/translations", role: "translator" },
  draft: { method: "POST", path: "/translations", role: "translator" },
  site: { method: "GET", path: "/site-translations", role: "translator" },
  publish: { method: "POST", path: "/publish-translations", role: "publisher" },
});

export interface TranslationRoutesOptions {
  repo: string;
  live: () => string;
  publisher: Publisher;
  now: () => Date;
  jsonBody: (c: Context) => Promise<unknown>;
}

const count = (texts: DraftedTranslations) => Object.values(texts).reduce((n, t) => n + Object.keys(t).length, 0);

/** «Ana» publicó 5 traducciones (EN 3 · FR 2). */
export function translationsMessage(person: string, texts: DraftedTranslations): string {
  const n = count(texts);
  const by = TRANSLATION_LANGS.filter((l) => Object.keys(texts[l] ?? {}).length).map(
    (l) => `${l.toUpperCase()} ${Object.keys(texts[l]!).length}`,
  );
  return `«${person}» publicó ${n === 1 ? "1 traducción" : `${n} traducciones`} (${by.join(" · ")})\n\nlocales/`;
}

export function translationRoutes(api: Hono, options: TranslationRoutesOptions): void {
  const { repo, live } = options;
  /** The person's draft of the page, when there is one: its Spanish is what the fields show. */
  const draftDoc = async (c: Context, file: string) => {
    const draft = await readDraft(repo, userOf(c).id, file);
    return draft ? (JSON.parse(draft.text) as unknown) : undefined;
  };

  on(api, TRANSLATION_ROUTES.page, async (c) => {
    const file = c.req.query("file") ?? "";
    pageFilePath(live(), file);
    const drafted = await unpublished(live(), mergedTexts(await listTranslationDrafts(repo)));
    return c.json(await pageTranslations(live(), file, await draftDoc(c, file), drafted));
  });

  /** One text typed beside the Spanish: checked (language, a copy text of the page, placeholders kept) and kept in the person's translation draft. */
  on(api, TRANSLATION_ROUTES.draft, async (c) => {
    const body = (await options.jsonBody(c)) as { file?: unknown };
    pageFilePath(live(), String(body.file ?? ""));
    const t = checkTranslation(live(), body, await draftDoc(c, String(body.file)));
    await draftTranslation(repo, userOf(c), t.lang, t.source, t.text, options.now());
    void audit(c, "translation.draft", { file: t.file, lang: t.lang });
    return c.json({ status: "saved", draft: true });
  });

  /** "Traducciones pendientes" of the whole site, per language, and the translations waiting to be published. */
  on(api, TRANSLATION_ROUTES.site, async (c) => {
    const drafts = await listTranslationDrafts(repo);
    const drafted = await unpublished(live(), mergedTexts(drafts));
    return c.json({
      langs: TRANSLATION_LANGS,
      waiting: await siteWaiting(live(), drafted),
      drafted: count(drafted),
      drafts: drafts.map((d) => ({ name: d.name, savedAt: d.savedAt, count: count(d.texts) })),
      canPublish: hasRole(userOf(c).role, "publisher"),
    });
  });

  /** "Publicar traducciones" (publisher or owner): every drafted translation, one commit of the catalogs alone. */
  on(api, TRANSLATION_ROUTES.publish, async (c) => {
    await options.jsonBody(c);
    const texts = await unpublished(live(), mergedTexts(await listTranslationDrafts(repo)));
    if (count(texts) === 0) throw new Refused("No hay traducciones por publicar.", 409);
    const user = userOf(c);
    const { job, done } = options.publisher.publishChanges(
      TRANSLATIONS_JOB,
      {},
      translationsMessage(user.name, texts),
      user,
      {},
      texts,
      () => dropPublished(repo, texts),
    );
    void done.then((j) => {
      void audit(c, j.state === "live" ? "translations.publish" : "page.publish.refused", {
        count: count(texts),
        ...(j.state === "live" ? {} : { reason: j.message }),
      });
    });
    return c.json(job, 202);
  });
}
