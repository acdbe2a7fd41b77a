// "Páginas", free of HTTP: duplicate a page into a new draft (an editor may:
// it is only a draft), retire a page (publisher or owner: a publish, 410
// or a redirect chosen by the person, restorable from "Historial"), and the
// templates «Nueva página» offers, a page saved as one («Guardar como plantilla»).
// Routes: pages-routes.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { checkDocs } from "../../../lib/editor/api.ts";
import { pageName } from "../../../src/core/page-name.ts";
import { pageFilePath, Refused } from "../../../lib/editor/guard.ts";
import { fileForPath, NewPageError } from "../../../lib/editor/new-page.ts";
import {
  asTemplate,
  readSaved,
  teamTemplateId,
  templateChoices,
  templateFile,
  templateIdFor,
  templateOf,
  teamTemplateFile,
} from "../../../lib/editor/page-templates.ts";
import { stopsSave } from "../../../lib/editor/problems.ts";
import {
  retireChanges,
  RetireError,
  retireMessage,
  SITE_FILE,
  type RetireChoice,
  type SiteDoc,
} from "../../../lib/editor/retire.ts";
import { showFile } from "../../git.ts";
import { operation, refusal } from "../../operation.ts";
import { readDraft, writeDraft } from "../drafts.ts";
import type { EditorWorkspace } from "../editor/workspace.ts";
import { pageFile } from "./page-file.ts";

type Doc = Record<string, unknown> & {
  path?: unknown;
  variant?: unknown;
  meta?: Record<string, unknown>;
  experiment?: unknown;
};

const MAX_TITLE = 200;
const longTitle = `El título puede tener como mucho ${MAX_TITLE} caracteres.`;

/**
 * "Duplicar" (editor and above): the page as the person sees it (their
 * draft, else the published one) under a new address, as their draft of
 * the new file; the address is checked like "Nueva página".
 */
export const duplicatePage = operation(
  "editor",
  z.object({
    file: pageFile,
    path: z.string({ error: "Escribe la dirección de la copia." }),
    title: z.string({ error: longTitle }).max(MAX_TITLE, { error: longTitle }).optional(),
  }),
  async (input, actor, w: EditorWorkspace) => {
    const { repo, content } = w;
    pageFilePath(w.live(), input.file);
    const source = input.file;
    const draft = await readDraft(repo, actor.id, source);
    const text = draft?.text ?? (await showFile(repo, content.version(), source));
    if (text === undefined) return refusal("not_found", "Esa página no existe.");
    const original = JSON.parse(text) as Doc;
    if (original.variant !== undefined)
      return refusal("conflict", "Es una variante de una prueba A/B: duplica la página base.");
    if (typeof original.path === "string" && original.path.includes(":"))
      return refusal("conflict", "Esta página sirve a toda una colección: no se duplica desde aquí.");
    const path = input.path.trim();
    let file: string;
    try {
      file = fileForPath(path);
    } catch (error) {
      if (error instanceof NewPageError) return refusal("conflict", error.es);
      throw error;
    }
    pageFilePath(w.live(), file);
    if ((await showFile(repo, content.version(), file)) !== undefined)
      return refusal("conflict", `Ya existe una página en ${path}: elige otra dirección.`);
    if (await readDraft(repo, actor.id, file))
      return refusal("conflict", `Ya tienes un borrador en ${path}: ábrelo desde la lista o elige otra dirección.`);
    const { experiment: _experiment, ...rest } = original;
    const title = input.title?.trim() ? input.title.trim().replace(/\s+/g, " ") : undefined;
    const meta = { ...(original.meta ?? {}), ...(title ? { title: `${title} | {product}` } : {}) };
    // A copy starts hidden from Google: two pages with the same text compete with each other until the copy says its own.
    const doc: Doc = { ...rest, path, meta: { ...meta, robots: "noindex,follow" } };
    const problems = checkDocs(w.live(), { [file]: doc }, { imageRoots: w.imageRoots }).problems.filter(stopsSave);
    const atPath = problems.find((p) => p.pointer === "/path");
    if (atPath)
      return refusal(
        "conflict",
        `${atPath.message.charAt(0).toUpperCase()}${atPath.message.slice(1).replace(/\.?$/, ".")}`,
      );
    if (problems.length > 0)
      return refusal("unprocessable", "La copia tiene problemas.", { status: "invalid", file, problems });
    await writeDraft(repo, actor, file, `${JSON.stringify(doc, null, 2)}\n`, content.version(), w.now());
    return { from: source, file };
  },
);

/**
 * "Retirar página" (publisher or owner): one commit by the person removes
 * the page (and its A/B variant files) and adds its address to the
 * retired list (410) or to the redirects. Checked with the whole site: a
 * page that still links to it stops a 410 (the problem names it). The
 * publish is queued: `done` says how it ended.
 */
export const retirePage = operation(
  "publisher",
  z.object({
    file: pageFile,
    mode: z.enum(["gone", "redirect"], {
      error: "Elige qué verá quien llegue a esta dirección: «Ya no existe» o una página a la que llevarle.",
    }),
    to: z.unknown().optional(),
  }),
  async (input, actor, w: EditorWorkspace) => {
    const { repo, content, publisher } = w;
    pageFilePath(w.live(), input.file);
    const { file } = input;
    const choice: RetireChoice =
      input.mode === "gone" ? { kind: "gone" } : { kind: "redirect", to: typeof input.to === "string" ? input.to : "" };
    const published = await showFile(repo, content.version(), file);
    if (published === undefined) return refusal("not_found", "Esa página no está publicada: no hay nada que retirar.");
    const doc = JSON.parse(published) as Doc;
    const plan = (root: string) => {
      const site = JSON.parse(readFileSync(join(root, SITE_FILE), "utf8")) as SiteDoc;
      try {
        return retireChanges(file, site, w.currentPages(root) as Parameters<typeof retireChanges>[2], choice);
      } catch (error) {
        if (error instanceof RetireError) throw new Refused(error.message, 409);
        throw error;
      }
    };
    plan(w.live()); // refused at once when it cannot be done; done again in the queue, on the commit it lands on
    const message = retireMessage(actor.name, pageName(doc), String(doc.path), choice);
    const queued = publisher.publishChanges(file, ({ root }) => plan(root), message, actor);
    // The job's row is written before its id is handed out: any instance answers its status.
    await queued.recorded;
    return { ...queued, choice };
  },
);

/** The templates «Nueva página» offers: the built-in ones, then the team's (as published). */
export const listTemplates = operation("editor", z.object({}), async (_input, _actor, w: EditorWorkspace) => ({
  templates: templateChoices(w.live()),
}));

const MAX_TEMPLATE_NAME = 80;
const templateName = `Escribe un nombre para la plantilla (como mucho ${MAX_TEMPLATE_NAME} caracteres).`;
const templateNameField = z
  .string({ error: templateName })
  .trim()
  .min(1, { error: templateName })
  .max(MAX_TEMPLATE_NAME, { error: templateName });

/**
 * «Guardar como plantilla» (publisher or owner): the page as the person sees
 * it (their draft, else the published one), without its address and title, as
 * pages/_templates/<name>.json in one commit, so every instance offers it.
 * A name already taken is refused: a template is replaced on purpose, never by
 * chance. The publish is queued: `done` says how it ended.
 */
export const saveAsTemplate = operation(
  "publisher",
  z.object({
    file: pageFile,
    name: templateNameField,
  }),
  async (input, actor, w: EditorWorkspace) => {
    const { repo, content, publisher } = w;
    pageFilePath(w.live(), input.file);
    const id = templateIdFor(input.name);
    if (!id) return refusal("invalid", "El nombre de la plantilla necesita alguna letra o cifra.");
    if (templateOf(w.live(), `equipo:${id}`))
      return refusal("conflict", `Ya hay una plantilla «${input.name}»: elige otro nombre.`);
    const draft = await readDraft(repo, actor.id, input.file);
    const text = draft?.text ?? (await showFile(repo, content.version(), input.file));
    if (text === undefined) return refusal("not_found", "Esa página no existe.");
    const template = asTemplate(input.name.replace(/\s+/g, " "), JSON.parse(text) as Doc);
    const message = `Plantilla «${template.label}» guardada desde ${input.file} por ${actor.name}`;
    const queued = publisher.publishChanges(input.file, { [templateFile(id)]: template }, message, actor);
    await queued.recorded;
    return { ...queued, template: `equipo:${id}` };
  },
);

/**
 * Deleting a team's template (publisher or owner): its file goes from
 * pages/_templates/ in one commit, so no instance offers it any more; pages
 * made of it keep their sections. A built-in template is part of the code and
 * cannot be deleted. The publish is queued: `done` says how it ended.
 */
export const deleteTemplate = operation(
  "publisher",
  z.object({ template: z.string({ error: "Elige la plantilla que borrar." }).max(100) }),
  async (input, actor, w: EditorWorkspace) => {
    const template = templateOf(w.live(), input.template);
    if (!template) return refusal("not_found", "Esa plantilla no existe.");
    const file = teamTemplateFile(input.template);
    if (!file) return refusal("invalid", `«${template.label}» viene con el editor: no se puede borrar.`);
    const message = `Plantilla «${template.label}» borrada por ${actor.name}`;
    const queued = w.publisher.publishChanges(file, { [file]: null }, message, actor);
    await queued.recorded;
    return { ...queued, template: input.template };
  },
);

/**
 * Renaming a team's template (publisher or owner, as deleting it): its name, and so its file
 * (pages/_templates/<new>.json), in one commit that writes the new file and removes the old, so every instance
 * offers it under the new name at once. A name another template has is refused, as when saving one; a built-in
 * template is part of the code and keeps its name. The publish is queued: `done` says how it ended.
 */
export const renameTemplate = operation(
  "publisher",
  z.object({ template: z.string({ error: "Elige la plantilla que renombrar." }).max(100), name: templateNameField }),
  async (input, actor, w: EditorWorkspace) => {
    const template = templateOf(w.live(), input.template);
    if (!template) return refusal("not_found", "Esa plantilla no existe.");
    const file = teamTemplateFile(input.template);
    const saved = file && readSaved(w.live(), input.template.slice(teamTemplateId("").length));
    if (!file || !saved) return refusal("invalid", `«${template.label}» viene con el editor: no se puede renombrar.`);
    const label = input.name.replace(/\s+/g, " ");
    const id = templateIdFor(label);
    if (!id) return refusal("invalid", "El nombre de la plantilla necesita alguna letra o cifra.");
    const next = templateFile(id);
    if (next !== file && templateOf(w.live(), teamTemplateId(id)))
      return refusal("conflict", `Ya hay una plantilla «${label}»: elige otro nombre.`);
    if (label === saved.label) return refusal("invalid", `La plantilla ya se llama «${label}».`);
    const changes = next === file ? { [file]: { ...saved, label } } : { [file]: null, [next]: { ...saved, label } };
    const message = `Plantilla «${saved.label}» renombrada a «${label}» por ${actor.name}`;
    const queued = w.publisher.publishChanges(file, changes, message, actor);
    await queued.recorded;
    return { ...queued, template: teamTemplateId(id) };
  },
);
