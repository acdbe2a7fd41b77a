// "Publicar" and a publish's state, free of HTTP (server/operation.ts).
// Routes: editor/publish-routes.ts ("Publicar"), editor/schedule-routes.ts
// (publish-status).
import { z } from "zod";
import { pageFilePath } from "../../../lib/editor/guard.ts";
import { operation, refusal } from "../../operation.ts";
import type { EditorWorkspace } from "../editor/workspace.ts";
import { pageFile } from "./page-file.ts";
import type { PublishDraft } from "./publish-draft.ts";

export interface PublishDeps {
  w: EditorWorkspace;
  publishDraft: PublishDraft;
}

/**
 * "Publicar" (publisher or owner): the person's draft of the page, queued
 * (merged onto what was published since it started). The job's row is
 * written before it is handed out; `finished` says how it ended.
 */
export const publishPage = operation(
  "publisher",
  z.object({ file: pageFile }),
  async (input, actor, { w, publishDraft }: PublishDeps) => {
    pageFilePath(w.live(), input.file);
    return publishDraft(actor, input.file);
  },
);

/** A queued publish's state: a row of the store, so any instance answers it. */
export const publishStatus = operation(
  "translator",
  z.object({ id: z.string().default("") }),
  async (input, _actor, w: Pick<EditorWorkspace, "publisher">) =>
    (await w.publisher.job(input.id)) ??
    refusal("not_found", "Esa publicación no existe (o terminó hace más de una semana)."),
);
