// "Crear variante A/B" in the editor's API: a variant prepared as a draft
// (editor and above), or started at once with the page's test (publisher).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Context, Hono } from "hono";
import { hashOf } from "../../../lib/editor/api.ts";
import { pageFilePath, Refused } from "../../../lib/editor/guard.ts";
import { stopsSave } from "../../../lib/editor/problems.ts";
import { pagesReader, variantChanges, type NewVariant } from "../../experiments/authoring.ts";
import { showFile } from "../../git.ts";
import { jsonBody } from "../../http/read-body.ts";
import { audit, userOf } from "../auth.ts";
import { deleteDraft, listDrafts, readDraft, writeDraft } from "../drafts.ts";
import { declareRoutes, on } from "../../http/route.ts";
import { EDITOR_API } from "./api-path.ts";
import type { EditorWorkspace } from "./workspace.ts";

export const VARIANT_ROUTES = declareRoutes(EDITOR_API, {
  start: { method: "POST", path: "/variant", role: "publisher" },
  draft: { method: "POST", path: "/variant-draft", role: "editor" },
});

export function variantRoutes(api: Hono, w: EditorWorkspace): void {
  const { repo, content, live, publisher } = w;
  /** The request of "Crear variante A/B", read the same way to prepare a draft and to start the test. */
  const variantRequest = async (c: Context) => {
    const body = (await jsonBody(c)) as {
      file?: string;
      name?: unknown;
      weights?: unknown;
      goal?: unknown;
      audience?: unknown;
      sections?: unknown;
      hash?: string;
      prepared?: unknown;
    };
    const file = body.file ?? "";
    pageFilePath(live(), file);
    const published = JSON.parse((await showFile(repo, content.version(), file)) ?? "null") as unknown;
    if (published === null) throw new Refused(`No existe ${file}.`, 404);
    const text = `${JSON.stringify(published, null, 2)}\n`;
    if (body.hash && body.hash !== hashOf(readFileSync(join(live(), file), "utf8")) && body.hash !== hashOf(text))
      throw new Refused("La página ha cambiado desde que la abriste: recárgala antes de crear la variante.", 409);
    const name = String(body.name ?? "");
    const variant: NewVariant = {
      file: file.replace(/^pages\//, ""),
      name,
      weights: body.weights as Record<string, number> | undefined,
      goal: body.goal as NewVariant["goal"],
      audience: body.audience as NewVariant["audience"],
      sections: Array.isArray(body.sections) ? body.sections.map(String) : undefined,
    };
    return { file, variant, variantFile: file.replace(/\.json$/, `.${name}.json`), prepared: body.prepared === true };
  };
  /** The newest draft anyone prepared of a variant file ("Preparar borrador" of an editor). */
  const preparedDraft = async (variantFile: string) => {
    const newest = (await listDrafts(repo))
      .filter((d) => d.file === variantFile)
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt))[0];
    const text = newest && (await showFile(repo, newest.commit, variantFile));
    return newest && text ? { info: newest, doc: JSON.parse(text) as NonNullable<NewVariant["prepared"]> } : undefined;
  };

  /**
   * "Crear variante A/B" › "Iniciar prueba" (publisher or owner): the variant
   * beside the page (a copy, chosen sections, or the draft someone prepared)
   * and the page's experiment (weights, goal), one validated commit by the
   * person (server/experiments/authoring.ts); the test runs once it is live.
   */
  on(api, VARIANT_ROUTES.start, async (c) => {
    const { file, variant, variantFile, prepared } = await variantRequest(c);
    const draft = prepared ? await preparedDraft(variantFile) : undefined;
    if (prepared && !draft)
      throw new Refused(
        `Nadie ha preparado un borrador de la variante «${variant.name}»: crea la variante como copia.`,
        404,
      );
    let planned = "";
    const { done } = publisher.publishChanges(
      file,
      ({ root }) => {
        const plan = variantChanges(pagesReader(join(root, "pages")), { ...variant, prepared: draft?.doc }, w.now());
        planned = `pages/${plan.variantFile}`;
        return Object.fromEntries(Object.entries(plan.files).map(([f, doc]) => [`pages/${f}`, doc]));
      },
      `Crea una variante A/B de ${file}`,
      userOf(c),
    );
    const job = await done;
    if (job.state === "invalid" && (job.problems ?? []).length === 0) throw new Refused(job.message, 422);
    if (job.state === "invalid") return c.json({ status: "invalid", file, problems: job.problems }, 422);
    if (job.state !== "live") return c.json({ error: job.message }, 500);
    if (draft) await deleteDraft(repo, draft.info.userId, variantFile);
    audit(c, "experiment.variant", { file, variantFile: planned, ...(draft ? { preparedBy: draft.info.name } : {}) });
    const baseText = readFileSync(join(live(), file), "utf8");
    return c.json({
      status: "saved",
      file,
      hash: hashOf(baseText),
      text: baseText,
      variantFile: planned,
      commit: job.commit,
    });
  });

  /**
   * "Crear variante A/B" › "Guardar como borrador" (editor and above): the
   * variant becomes the person's draft of its file, checked as it will be
   * published; nothing is live and no test starts. A publisher starts it
   * with "Iniciar prueba" (the draft prepared is used as it is).
   */
  on(api, VARIANT_ROUTES.draft, async (c) => {
    const { file, variant, variantFile } = await variantRequest(c);
    const user = userOf(c);
    if (await readDraft(repo, user.id, variantFile))
      throw new Refused(
        `Ya tienes un borrador de la variante «${variant.name}»: ábrelo desde la lista de páginas.`,
        409,
      );
    const plan = variantChanges(pagesReader(join(live(), "pages")), variant, w.now());
    const doc = plan.files[plan.variantFile]!;
    const problems = w.checkMine({ [variantFile]: doc }).problems.filter(stopsSave);
    if (problems.length > 0) return c.json({ status: "invalid", file: variantFile, problems }, 422);
    await writeDraft(repo, user, variantFile, `${JSON.stringify(doc, null, 2)}\n`, await w.head(), w.now());
    audit(c, "experiment.variant.draft", { file, variantFile });
    return c.json({ status: "draft", file, variantFile });
  });
}
