// Who is editing a page (locks.ts), free of HTTP: the editor's heartbeat
// and "Tomar el control". Routes: editor/lock-routes.ts.
import { z } from "zod";
import { pageFilePath } from "../../../lib/editor/guard.ts";
import { operation } from "../../operation.ts";
import type { EditorWorkspace } from "../editor/workspace.ts";
import { pageFile } from "./page-file.ts";

/** The heartbeat: the page is the person's while they beat, unless someone else's lock is fresh. */
export const beatLock = operation("editor", z.object({ file: pageFile }), async (input, actor, w: EditorWorkspace) => {
  pageFilePath(w.live(), input.file);
  const lock = await w.locks.beat(input.file, actor);
  return { lock, mine: lock.userId === actor.id };
});

/** "Tomar el control" (publisher or owner): the lock moves to the person, whoever held it. */
export const takeOverLock = operation(
  "publisher",
  z.object({ file: pageFile }),
  async (input, actor, w: EditorWorkspace) => {
    pageFilePath(w.live(), input.file);
    return { lock: await w.locks.takeOver(input.file, actor), mine: true as const };
  },
);
