// "Crear variante A/B" in the editor's API (operations/variants.ts): a
// variant prepared as a draft (editor and above), or started at once with
// the page's test (publisher).
import type { Hono } from "hono";
import { answer, inputOf } from "../../http/answer.ts";
import { declareRoutes, on } from "../../http/route.ts";
import { isRefusal } from "../../operation.ts";
import { audit, userOf } from "../auth.ts";
import { draftVariant, startVariant } from "../operations/variants.ts";
import { EDITOR_API } from "./api-path.ts";
import type { EditorWorkspace } from "./workspace.ts";

export const VARIANT_ROUTES = declareRoutes(EDITOR_API, {
  start: { method: "POST", path: "/variant", role: startVariant.role },
  draft: { method: "POST", path: "/variant-draft", role: draftVariant.role },
});

export function variantRoutes(api: Hono, w: EditorWorkspace): void {
  on(api, VARIANT_ROUTES.start, async (c) => {
    const started = await startVariant(await inputOf(c, startVariant), userOf(c), w);
    if (isRefusal(started)) return answer(c, started);
    if ("failed" in started) return c.json({ error: started.failed }, 500);
    const { preparedBy, ...saved } = started;
    audit(c, "experiment.variant", {
      file: saved.file,
      variantFile: saved.variantFile,
      ...(preparedBy ? { preparedBy } : {}),
    });
    return c.json(saved);
  });

  on(api, VARIANT_ROUTES.draft, async (c) => {
    const drafted = await draftVariant(await inputOf(c, draftVariant), userOf(c), w);
    if (!isRefusal(drafted))
      audit(c, "experiment.variant.draft", { file: drafted.file, variantFile: drafted.variantFile });
    return answer(c, drafted);
  });
}
