// Drafts, free of HTTP (server/operation.ts): open a page (the person's
// draft or the published one), check documents, "Guardar borrador",
// "Descartar borrador", "Nueva página". Routes: editor/draft-routes.ts.
import { z } from "zod";
import { checkDocs, hashOf, openPage as publishedPage } from "../../../lib/editor/api.ts";
import { assertPageDocument, pageFilePath, Refused } from "../../../lib/editor/guard.ts";
import { fileForPath, NewPageError, starterDocument } from "../../../lib/editor/new-page.ts";
import { templateOf } from "../../../lib/editor/page-templates.ts";
import { stopsSave } from "../../../lib/editor/problems.ts";
import { formatLike } from "../../../src/core/json-preserve.ts";
import type { Json } from "../../../src/core/json.ts";
import { showFile } from "../../git.ts";
import { operation, refusal } from "../../operation.ts";
import { deleteDraft, listDrafts, readDraft, writeDraft } from "../drafts.ts";
import { retiredAddress } from "../retired-pages.ts";
import { commitWithPage } from "../rebase.ts";
import type { EditorWorkspace } from "../editor/workspace.ts";
import { pageFile } from "./page-file.ts";

const draftDates = (info: { since: string; savedAt: string }) => ({ since: info.since, savedAt: info.savedAt });

/**
 * The person's draft when there is one, else the published file. `hash` is
 * the page the document was made from (the draft's base, else the
 * published one): a save sends it back, and it keeps the draft on its base.
 */
export const openPage = operation(
  "translator",
  z.object({ file: pageFile }),
  async (input, actor, w: EditorWorkspace) => {
    const { repo, content } = w;
    const draft = await readDraft(repo, actor.id, input.file);
    // A new page not yet published: only the person's draft (no published file, so the save's base is "none").
    if (draft && (await showFile(repo, content.version(), input.file)) === undefined)
      return {
        file: input.file,
        text: "",
        hash: null,
        doc: JSON.parse(draft.text) as unknown,
        draft: draftDates(draft.info),
      };
    const published = publishedPage(w.live(), input.file);
    if (!draft) return published;
    const started = await showFile(repo, draft.info.base, input.file);
    return {
      ...published,
      hash: started === undefined ? null : hashOf(started),
      doc: JSON.parse(draft.text) as unknown,
      draft: draftDates(draft.info),
      liveChanged: await w.changedUnder(input.file, draft.info.base),
    };
  },
);

export const checkDrafts = operation(
  "editor",
  z.object({ docs: z.record(z.string(), z.unknown()).default({}) }),
  async (input, _actor, w: EditorWorkspace) => w.checkMine(input.docs),
);

/** "Guardar borrador": the same checks as a save of `npm run edit` (base hash → conflict, problems → unprocessable), into the person's draft. */
export const saveDraft = operation(
  "editor",
  z.object({ file: pageFile, doc: z.unknown().optional(), hash: z.string().nullish() }),
  async (input, actor, w: EditorWorkspace) => {
    const { repo } = w;
    pageFilePath(w.live(), input.file);
    assertPageDocument(input.doc);
    const hash = input.hash ?? null;
    // The draft stays on the commit it started from (a publish merges what was published since);
    // a first save takes the commit the editor opened, found by the page's hash it sends back.
    const existing = (await listDrafts(repo)).find((d) => d.userId === actor.id && d.file === input.file);
    const startedAt = async (commit: string) => {
      const text = await showFile(repo, commit, input.file);
      return text === undefined ? null : hashOf(text);
    };
    const base =
      existing && (await startedAt(existing.base)) === hash
        ? existing.base
        : await commitWithPage(repo, input.file, hash, await w.head());
    if (base === undefined) {
      const current = await showFile(repo, await w.head(), input.file);
      const currentHash = current === undefined ? undefined : hashOf(current);
      return refusal("conflict", "La página ha cambiado desde que la abriste.", {
        status: "conflict",
        file: input.file,
        hash: currentHash,
        text: current ?? "",
      });
    }
    const problems = w.checkMine({ [input.file]: input.doc }).problems.filter(stopsSave);
    if (problems.length > 0)
      return refusal("unprocessable", "El borrador tiene problemas.", {
        status: "invalid",
        file: input.file,
        problems,
      });
    const text = formatLike(await showFile(repo, base, input.file), input.doc as Json);
    const draft = await writeDraft(repo, actor, input.file, text, base, w.now());
    return {
      status: "saved" as const,
      file: input.file,
      hash: hash ?? undefined,
      text,
      draft: draftDates(draft),
      liveChanged: await w.changedUnder(input.file, base),
    };
  },
);

export const discardDraft = operation(
  "editor",
  z.object({ file: pageFile }),
  async (input, actor, w: EditorWorkspace) => {
    pageFilePath(w.live(), input.file);
    await deleteDraft(w.repo, actor.id, input.file);
    return { status: "discarded" as const };
  },
);

/** A validate message as the editor shows it: a sentence. */
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? "" : "."}`;
const pathAndTitle = "Escribe la dirección y el título de la página.";

/**
 * "Nueva página" (publisher or owner): the starter document of `npm run
 * new-page`, or a template's page, becomes the person's draft of a file main
 * does not have yet; nothing is written into the published files until "Publicar".
 */
export const newPage = operation(
  "publisher",
  z.object({
    path: z.string({ error: pathAndTitle }),
    title: z.string({ error: pathAndTitle }),
    /** A template's id (lib/editor/page-templates.ts); without it, the starter page. */
    template: z.string({ error: "Elige una plantilla de la lista." }).max(80).optional(),
  }),
  async (input, actor, w: EditorWorkspace) => {
    const { repo, content } = w;
    const path = input.path.trim();
    const template = input.template ? templateOf(w.live(), input.template) : undefined;
    if (input.template && !template) return refusal("not_found", "Esa plantilla ya no existe: elige otra de la lista.");
    let file: string, doc: Record<string, unknown>;
    try {
      file = fileForPath(path);
      doc = starterDocument(path, input.title, file, template);
    } catch (error) {
      if (error instanceof NewPageError) throw new Refused(error.es, 409);
      throw error;
    }
    pageFilePath(w.live(), file);
    const taken = `Ya existe una página en ${path}: ábrela desde la lista o elige otra dirección.`;
    if ((await showFile(repo, content.version(), file)) !== undefined) return refusal("conflict", taken);
    // A retired page's address: its restore is offered instead (the pages screen's «Restaurar»).
    const retired = await retiredAddress(repo, content, path);
    if (retired) return refusal("conflict", retired.error, retired);
    // Another page at this address, a language prefix, a server route, a redirect: validate's own checks of routes say so.
    const problems = checkDocs(w.live(), { [file]: doc }, { imageRoots: w.imageRoots }).problems.filter(stopsSave);
    const atPath = problems.find((p) => p.pointer === "/path");
    if (problems.length > 0)
      return refusal("conflict", atPath ? sentence(atPath.message) : (problems[0]?.message ?? taken));
    if (await readDraft(repo, actor.id, file)) return { file, created: false };
    await writeDraft(repo, actor, file, `${JSON.stringify(doc, null, 2)}\n`, await w.head(), w.now());
    return { file, created: true };
  },
);
