// The editor's endpoints as one table, shared by `npm run edit` (the dev
// server's middleware, scripts/build/vite-plugin-editor.ts) and the site's
// server (/admin/edit/api, server/publish/editor-routes.ts): the same
// functions over a content root, whatever carries the request.
import { checkDocs, createVariant, listPages, newPage, openPage, savePage } from "./api.ts";
import { pageTranslations, saveTranslation } from "./translations.ts";
import { templateChoices } from "./page-templates.ts";

export interface EditorRequest {
  body(): Promise<unknown>;
  query(name: string): string;
}

export type EditorRoute = (req: EditorRequest) => Promise<[number, unknown]>;

/** "METHOD name" → handler; a save's conflict answers 409, an invalid document 422. */
export function editorRoutes(root: string): Record<string, EditorRoute> {
  return {
    "GET pages": async () => [200, listPages(root)],
    "GET page": async (req) => [200, openPage(root, req.query("file"))],
    "POST check": async (req) => {
      const body = (await req.body()) as { docs?: Record<string, unknown> };
      return [200, checkDocs(root, body.docs ?? {})];
    },
    "POST save": async (req) => {
      const body = (await req.body()) as { file?: string; doc?: unknown; hash?: string | null };
      const result = await savePage(root, body.file ?? "", body.doc, body.hash ?? null);
      return [saveStatus(result.status), result];
    },
    "GET translations": async (req) => [200, await pageTranslations(root, req.query("file"))],
    "POST translations": async (req) => [
      200,
      await saveTranslation(root, (await req.body()) as Record<string, unknown>),
    ],
    "POST new-page": async (req) => {
      const body = (await req.body()) as { path?: unknown; title?: unknown; template?: unknown };
      return [200, await newPage(root, body.path, body.title, body.template)];
    },
    "GET templates": async () => [200, { templates: templateChoices(root) }],
    "POST variant": async (req) => {
      const body = (await req.body()) as { file?: string; name?: unknown; weights?: unknown; hash?: string };
      const result = await createVariant(root, body.file ?? "", body.name, body.weights, body.hash ?? "");
      return [saveStatus(result.status), result];
    },
  };
}

export const saveStatus = (status: "saved" | "conflict" | "invalid") =>
  status === "saved" ? 200 : status === "conflict" ? 409 : 422;
