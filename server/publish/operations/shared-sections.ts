// Shared sections (issue 43), free of HTTP: «Publicar la sección compartida»
// writes pages/_data/sections/<name>.json through the publish queue, so one
// publish re-renders every page that places it (the gate checks each of them:
// lib/editor/api.ts checkDocs). «Convertir en sección compartida» is the same
// call with a name not taken yet. Route: editor/publish-routes.ts.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { sharedSectionFile } from "../../../lib/validate/shared-sections.ts";
import { operation, refusal } from "../../operation.ts";
import type { EditorWorkspace } from "../editor/workspace.ts";

const NAME = /^[a-z0-9][a-z0-9-]*$/;

export const publishSharedSection = operation(
  "publisher",
  z.object({
    name: z
      .string({ error: "Falta el nombre de la sección compartida." })
      .regex(NAME, "El nombre solo puede llevar minúsculas sin acentos, cifras y guiones (banner-oferta)."),
    section: z.record(z.string(), z.unknown(), { error: "Falta la sección." }),
    /** A new shared section («Convertir…»): refused when the name is taken. */
    create: z.boolean().default(false),
  }),
  async (input, actor, w: Pick<EditorWorkspace, "publisher" | "live">) => {
    const file = sharedSectionFile(input.name);
    const exists = existsSync(join(w.live(), file));
    if (input.create && exists)
      return refusal("conflict", `Ya hay una sección compartida llamada «${input.name}»: elige otro nombre.`);
    if (!input.create && !exists) return refusal("not_found", `La sección compartida «${input.name}» ya no existe.`);
    const message = `${input.create ? "Nueva sección compartida" : "Sección compartida"} «${input.name}», por ${actor.name}`;
    const { job, done, recorded } = w.publisher.publishChanges(file, { [file]: input.section }, message, actor);
    await recorded;
    return { job, finished: done };
  },
);
