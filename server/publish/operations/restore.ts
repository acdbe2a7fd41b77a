// "Restaurar" (publisher or owner), free of HTTP: an older version of a
// page published as a new commit. Route: editor/publish-routes.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { restoreMessage } from "../../../lib/editor/commit-message.ts";
import { pageFilePath, Refused } from "../../../lib/editor/guard.ts";
import { SITE_FILE, unretired } from "../../../lib/editor/retire.ts";
import { git, showFile } from "../../git.ts";
import { operation, refusal } from "../../operation.ts";
import { pageAt, withLaterArmsRemoved } from "../history.ts";
import { conflictPlaces, rebaseOnto } from "../rebase.ts";
import type { EditorWorkspace } from "../editor/workspace.ts";
import { pageFile } from "./page-file.ts";

const noVersion = "Esa versión no existe.";
const isCommit = (id: string) => /^[0-9a-f]{40}$/.test(id);

/**
 * `seen` is the newest version the person was looking at when they chose
 * (else the published one now): a publish of the page that lands before
 * the restore runs is kept when it touched other sections, else the
 * restore is refused, naming them (never a silent undo of it). The publish
 * is queued: `done` says how it ended.
 */
export const restoreVersion = operation(
  "publisher",
  z.object({
    file: pageFile,
    commit: z.string({ error: noVersion }).default(""),
    seen: z.string().optional(),
    /** Where the person chose it: «Historial» (the default) or the retired pages' list, whose refusal says what to do there. */
    from: z.enum(["history", "retired"]).default("history"),
  }),
  async (input, actor, w: EditorWorkspace) => {
    const { repo, content, publisher } = w;
    const { file, commit } = input;
    pageFilePath(w.live(), file);
    const seen = input.seen ?? content.version();
    if (!isCommit(commit) || !isCommit(seen)) return refusal("not_found", noVersion);
    const restored = await pageAt(repo, file, commit);
    if (!restored) return refusal("not_found", "Esa versión no tiene esta página.");
    const onto = async (landing: string) => {
      const [then, now] = await Promise.all([showFile(repo, seen, file), showFile(repo, landing, file)]);
      if (then === now) return restored[file] as Record<string, unknown>;
      const [changed, retry] =
        input.from === "retired"
          ? [
              "Otra persona publicó esta página después de que abrieras las páginas retiradas",
              "recarga la lista para ver si sigue retirada y vuelve a intentarlo.",
            ]
          : [
              "Otra persona publicó esta página mientras elegías la versión",
              "vuelve a abrir el historial para ver la página como está ahora.",
            ];
      if (then === undefined || now === undefined) throw new Refused(`${changed}: ${retry}`, 409);
      const { doc, conflicts } = await rebaseOnto(repo, file, seen, restored[file] as Record<string, unknown>, landing);
      if (conflicts.length === 0) return doc;
      throw new Refused(`${changed}, y cambió ${conflictPlaces(conflicts, w.sectionName)}: ${retry}`, 409);
    };
    const date = new Date((await git(repo, ["log", "-1", "--format=%aI", commit])).trim());
    const message = restoreMessage(actor.name, file, restored[file] as Record<string, unknown>, date, commit);
    // With its A/B variant files as they were (a declared winner deleted them in the commit being undone).
    // A retired page comes back at its address: off the retired list and the redirects, in the same commit (lib/editor/retire.ts).
    const freed = (root: string) =>
      unretired(JSON.parse(readFileSync(join(root, SITE_FILE), "utf8")), (restored[file] as { path?: unknown }).path);
    const queued = publisher.publishChanges(
      file,
      async ({ root, commit: landing }) => ({
        ...withLaterArmsRemoved(file, restored, w.currentPages(root)),
        [file]: await onto(landing),
        ...(freed(root) ? { [SITE_FILE]: freed(root) } : {}),
      }),
      message,
      actor,
    );
    // The job's row is written before its id is handed out: any instance answers its status.
    await queued.recorded;
    return queued;
  },
);
