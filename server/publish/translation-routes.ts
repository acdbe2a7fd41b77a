// Translations in /admin/edit (issue 35): a translator (and anyone above)
// writes the English, French and Italian beside the Spanish; each text is
// kept in the person's translation draft (translation-drafts.ts), never
// straight into the published catalogs. A publish of a page brings the
// drafted texts of its copy into the same commit as the catalogs;
// "Publicar traducciones" (publisher) publishes every drafted text alone.
import type { Hono } from "hono";
import { pageTranslations, siteWaiting, TRANSLATION_LANGS, unpublished } from "../../lib/editor/translations.ts";
import { pageFilePath } from "../../lib/editor/guard.ts";
import { answer, inputOf } from "../http/answer.ts";
import { declareRoutes, on } from "../http/route.ts";
import { isRefusal } from "../operation.ts";
import { audit, hasRole, userOf } from "./auth.ts";
import { EDITOR_API } from "./editor/api-path.ts";
import type { EditorWorkspace } from "./editor/workspace.ts";
import { countTexts, draftDoc, draftTranslationText, publishTranslations } from "./operations/translations.ts";
import { listTranslationDrafts, mergedTexts } from "./translation-drafts.ts";

// A translator writes them (into a draft), a publisher publishes them.
export const TRANSLATION_ROUTES = declareRoutes(EDITOR_API, {
  page: { method: "GET", path: "/translations", role: "translator" },
  draft: { method: "POST", path: "/translations", role: draftTranslationText.role },
  site: { method: "GET", path: "/site-translations", role: "translator" },
  publish: { method: "POST", path: "/publish-translations", role: publishTranslations.role },
});

export type TranslationRoutesOptions = Pick<EditorWorkspace, "repo" | "live" | "publisher" | "now">;

export function translationRoutes(api: Hono, options: TranslationRoutesOptions): void {
  const { repo, live } = options;
  on(api, TRANSLATION_ROUTES.page, async (c) => {
    const file = c.req.query("file") ?? "";
    pageFilePath(live(), file);
    const drafted = await unpublished(live(), mergedTexts(await listTranslationDrafts(repo)));
    return c.json(await pageTranslations(live(), file, await draftDoc(repo, userOf(c).id, file), drafted));
  });

  /** One text typed beside the Spanish, into the person's translation draft (operations/translations.ts). */
  on(api, TRANSLATION_ROUTES.draft, async (c) => {
    const saved = await draftTranslationText(await inputOf(c, draftTranslationText), userOf(c), options);
    if (isRefusal(saved)) return answer(c, saved);
    void audit(c, "translation.draft", { file: saved.file, lang: saved.lang });
    return c.json({ status: saved.status, draft: saved.draft });
  });

  /** "Traducciones pendientes" of the whole site, per language, and the translations waiting to be published. */
  on(api, TRANSLATION_ROUTES.site, async (c) => {
    const drafts = await listTranslationDrafts(repo);
    const drafted = await unpublished(live(), mergedTexts(drafts));
    return c.json({
      langs: TRANSLATION_LANGS,
      waiting: await siteWaiting(live(), drafted),
      drafted: countTexts(drafted),
      drafts: drafts.map((d) => ({ name: d.name, savedAt: d.savedAt, count: countTexts(d.texts) })),
      canPublish: hasRole(userOf(c).role, "publisher"),
    });
  });

  /** "Publicar traducciones" (publisher or owner): every drafted translation, one commit of the catalogs alone. */
  on(api, TRANSLATION_ROUTES.publish, async (c) => {
    const publishing = await publishTranslations(await inputOf(c, publishTranslations), userOf(c), options);
    if (isRefusal(publishing)) return answer(c, publishing);
    const { job, done, count } = publishing;
    void done.then((j) => {
      void audit(c, j.state === "live" ? "translations.publish" : "page.publish.refused", {
        count,
        ...(j.state === "live" ? {} : { reason: j.message }),
      });
    });
    return c.json(job, 202);
  });
}
