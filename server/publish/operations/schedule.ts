// "Programar" of a page, free of HTTP (server/operation.ts): a saved draft
// published at a chosen time, its cancellation, the list with what ran
// lately and the person's failures, and closing a failure's notice. When
// its time comes the entry goes through scheduled-publish.ts, the one check
// pages and releases share. Routes: editor/schedule-routes.ts.
import { z } from "zod";
import { pageFilePath } from "../../../lib/editor/guard.ts";
import type { User } from "../../roles.ts";
import { operation, refusal } from "../../operation.ts";
import { readDraft } from "../drafts.ts";
import { publishProblems, scheduleRefused } from "../gate.ts";
import type { scheduledPublishes } from "../scheduled-publish.ts";
import type { EditorWorkspace } from "../editor/workspace.ts";
import { pageFile } from "./page-file.ts";
import { draftRebaser } from "./publish-draft.ts";

export interface ScheduleDeps {
  w: EditorWorkspace;
  /** The pages' schedule (scheduled-publish.ts, kind "page"). */
  planned: ReturnType<typeof scheduledPublishes>;
}

const noTime = "Elige una fecha y una hora.";
const goneEntry = "Esa publicación programada ya no existe (¿se publicó o la canceló otra persona?).";

/** The gate on the person's draft as it would land now (merged onto the published page): «Programar» refuses what «Publicar» would. */
async function draftProblems(w: EditorWorkspace, user: User, file: string) {
  const draft = await readDraft(w.repo, user.id, file);
  if (!draft) return undefined;
  const mine = JSON.parse(draft.text) as Record<string, unknown>;
  const doc = await draftRebaser(w)(file, draft.info.base, mine, w.content.version());
  return publishProblems(w.repo, w.live(), { [file]: doc });
}

/** "Programar" (publisher or owner): the person's saved draft, at an instant (ISO 8601 with its offset; stored in UTC). */
export const schedulePage = operation(
  "publisher",
  z.object({ file: pageFile, at: z.string({ error: noTime }).default("") }),
  async (input, actor, { w, planned }: ScheduleDeps) => {
    pageFilePath(w.live(), input.file);
    const at = Date.parse(input.at);
    if (Number.isNaN(at)) return refusal("invalid", noTime);
    if (at < w.now().getTime()) return refusal("invalid", "Esa hora ya ha pasado: elige una futura.");
    const problems = await draftProblems(w, actor, input.file);
    if (!problems)
      return refusal("conflict", "No hay borrador de esta página: guarda el borrador antes de programarlo.");
    if (problems.length > 0) {
      const refused = scheduleRefused(problems, "page");
      return refusal("unprocessable", refused.message, refused);
    }
    return planned.add({
      file: input.file,
      at: new Date(at).toISOString(),
      userId: actor.id,
      name: actor.name,
      email: actor.email,
      role: actor.role,
    });
  },
);

/** "Cancelar" a scheduled publish (publisher or owner, anyone's). */
export const cancelSchedule = operation(
  "publisher",
  z.object({ id: z.coerce.string().default("") }),
  async (input, _actor, { planned }: Pick<ScheduleDeps, "planned">) =>
    (await planned.cancel(input.id)) ? { status: "cancelled" as const } : refusal("not_found", goneEntry),
);

/** What is scheduled (everyone signed in sees it), what ran lately (late ones marked), and the person's scheduled publishes that failed. */
export const listSchedule = operation(
  "editor",
  z.object({}),
  async (_input, actor, { planned }: Pick<ScheduleDeps, "planned">) => ({
    scheduled: await planned.list(),
    done: await planned.recent(),
    failed: await planned.failedFor(actor.id),
  }),
);

/** "Entendido" on a failed scheduled publish's notice: it goes for that person (whatever their role now). */
export const dismissScheduleFailure = operation(
  "editor",
  z.object({ id: z.coerce.string().default("") }),
  async (input, actor, { planned }: Pick<ScheduleDeps, "planned">) =>
    (await planned.dismiss(actor.id, input.id))
      ? { status: "dismissed" as const }
      : refusal("not_found", "Ese aviso ya no está (¿lo cerraste en otra pestaña?)."),
);
