// "Crear variante A/B", free of HTTP: a variant prepared as a draft (editor
// and above), or started at once with the page's test (publisher or owner).
// Routes: editor/variant-routes.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { hashOf } from "../../../lib/editor/api.ts";
import { pageFilePath } from "../../../lib/editor/guard.ts";
import { stopsSave } from "../../../lib/editor/problems.ts";
import { pagesReader, variantChanges, type NewVariant } from "../../experiments/authoring.ts";
import { showFile } from "../../git.ts";
import { operation, refusal, type Refusal } from "../../operation.ts";
import { deleteDraft, listDrafts, readDraft, writeDraft } from "../drafts.ts";
import type { EditorWorkspace } from "../editor/workspace.ts";
import { pageFile } from "./page-file.ts";

/** What "Crear variante A/B" sends, the same to prepare a draft and to start the test (authoring.ts checks the values). */
const VariantInput = z.object({
  file: pageFile,
  name: z.unknown().optional(),
  weights: z.unknown().optional(),
  goal: z.unknown().optional(),
  audience: z.unknown().optional(),
  sections: z.unknown().optional(),
  hash: z.unknown().optional(),
  prepared: z.unknown().optional(),
});

/** The variant asked for, on the page as published (refused when the page changed since the person opened it). */
async function variantOf(input: z.output<typeof VariantInput>, w: EditorWorkspace) {
  const { file } = input;
  pageFilePath(w.live(), file);
  const published = JSON.parse((await showFile(w.repo, w.content.version(), file)) ?? "null") as unknown;
  if (published === null) return refusal("not_found", `No existe ${file}.`);
  const text = `${JSON.stringify(published, null, 2)}\n`;
  if (input.hash && input.hash !== hashOf(readFileSync(join(w.live(), file), "utf8")) && input.hash !== hashOf(text))
    return refusal("conflict", "La página ha cambiado desde que la abriste: recárgala antes de crear la variante.");
  const name = String(input.name ?? "");
  const variant: NewVariant = {
    file: file.replace(/^pages\//, ""),
    name,
    weights: input.weights as Record<string, number> | undefined,
    goal: input.goal as NewVariant["goal"],
    audience: input.audience as NewVariant["audience"],
    sections: Array.isArray(input.sections) ? input.sections.map(String) : undefined,
  };
  return { file, variant, variantFile: file.replace(/\.json$/, `.${name}.json`) };
}

/** The newest draft anyone prepared of a variant file ("Preparar borrador" of an editor). */
async function preparedDraft(w: EditorWorkspace, variantFile: string) {
  const newest = (await listDrafts(w.repo))
    .filter((d) => d.file === variantFile)
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt))[0];
  const text = newest && (await showFile(w.repo, newest.commit, variantFile));
  return newest && text ? { info: newest, doc: JSON.parse(text) as NonNullable<NewVariant["prepared"]> } : undefined;
}

const isRefused = (x: object): x is Refusal => "refused" in x;

/**
 * "Iniciar prueba" (publisher or owner): the variant beside the page (a
 * copy, chosen sections, or the draft someone prepared) and the page's
 * experiment (weights, goal), one validated commit by the person
 * (server/experiments/authoring.ts), awaited: the test runs once it is live.
 */
export const startVariant = operation("publisher", VariantInput, async (input, actor, w: EditorWorkspace) => {
  const asked = await variantOf(input, w);
  if (isRefused(asked)) return asked;
  const { file, variant, variantFile } = asked;
  const draft = input.prepared === true ? await preparedDraft(w, variantFile) : undefined;
  if (input.prepared === true && !draft)
    return refusal(
      "not_found",
      `Nadie ha preparado un borrador de la variante «${variant.name}»: crea la variante como copia.`,
    );
  let planned = "";
  const job = await w.publisher.publishChanges(
    file,
    ({ root }) => {
      const plan = variantChanges(pagesReader(join(root, "pages")), { ...variant, prepared: draft?.doc }, w.now());
      planned = `pages/${plan.variantFile}`;
      return Object.fromEntries(Object.entries(plan.files).map(([f, doc]) => [`pages/${f}`, doc]));
    },
    `Crea una variante A/B de ${file}`,
    actor,
  ).done;
  if (job.state === "invalid" && (job.problems ?? []).length === 0) return refusal("unprocessable", job.message);
  if (job.state === "invalid")
    return refusal("unprocessable", job.message, { status: "invalid", file, problems: job.problems });
  if (job.state !== "live") return { failed: job.message };
  if (draft) await deleteDraft(w.repo, draft.info.userId, variantFile);
  const baseText = readFileSync(join(w.live(), file), "utf8");
  return {
    status: "saved" as const,
    file,
    hash: hashOf(baseText),
    text: baseText,
    variantFile: planned,
    commit: job.commit,
    preparedBy: draft?.info.name,
  };
});

/**
 * "Guardar como borrador" (editor and above): the variant becomes the
 * person's draft of its file, checked as it will be published; nothing is
 * live and no test starts. A publisher starts it with "Iniciar prueba".
 */
export const draftVariant = operation("editor", VariantInput, async (input, actor, w: EditorWorkspace) => {
  const asked = await variantOf(input, w);
  if (isRefused(asked)) return asked;
  const { file, variant, variantFile } = asked;
  if (await readDraft(w.repo, actor.id, variantFile))
    return refusal(
      "conflict",
      `Ya tienes un borrador de la variante «${variant.name}»: ábrelo desde la lista de páginas.`,
    );
  const plan = variantChanges(pagesReader(join(w.live(), "pages")), variant, w.now());
  const doc = plan.files[plan.variantFile]!;
  const problems = w.checkMine({ [variantFile]: doc }).problems.filter(stopsSave);
  if (problems.length > 0)
    return refusal("unprocessable", "La variante tiene problemas.", { status: "invalid", file: variantFile, problems });
  await writeDraft(w.repo, actor, variantFile, `${JSON.stringify(doc, null, 2)}\n`, await w.head(), w.now());
  return { status: "draft" as const, file, variantFile };
});
