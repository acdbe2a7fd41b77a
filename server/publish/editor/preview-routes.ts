// "Vista previa" in the editor's API: the person's draft built privately
// (preview.ts), and the state of that build.
import type { Hono } from "hono";
import { pageFilePath, Refused } from "../../../lib/editor/guard.ts";
import { jsonBody } from "../../http/read-body.ts";
import { userOf } from "../auth.ts";
import { readDraft } from "../drafts.ts";
import type { PreviewState } from "../preview.ts";
import { declareRoutes, on } from "../../http/route.ts";
import { EDITOR_API } from "./api-path.ts";
import type { EditorWorkspace } from "./workspace.ts";

export const PREVIEW_ROUTES = declareRoutes(EDITOR_API, {
  preview: { method: "POST", path: "/preview", role: "editor" },
  status: { method: "GET", path: "/preview-status", role: "editor" },
});

export interface Previews {
  request: (commit: string, path: string) => Promise<PreviewState>;
  status: (id: string) => Promise<PreviewState>;
}

export function previewRoutes(api: Hono, w: EditorWorkspace, preview: Previews): void {
  on(api, PREVIEW_ROUTES.preview, async (c) => {
    const body = (await jsonBody(c)) as { file?: string };
    const file = body.file ?? "";
    pageFilePath(w.live(), file);
    const draft = await readDraft(w.repo, userOf(c).id, file);
    if (!draft)
      throw new Refused("No hay borrador de esta página: guarda el borrador para verlo en vista previa.", 409);
    const path = (JSON.parse(draft.text) as { path?: string }).path ?? "/";
    return c.json(await preview.request(draft.info.commit, path));
  });
  on(api, PREVIEW_ROUTES.status, async (c) => c.json(await preview.status(c.req.query("id") ?? "")));
}
