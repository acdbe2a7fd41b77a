// Who is editing a page: the editor's heartbeat and "Tomar el control" (locks.ts).
import type { Hono } from "hono";
import { pageFilePath } from "../../../lib/editor/guard.ts";
import { jsonBody } from "../../http/read-body.ts";
import { audit, userOf } from "../auth.ts";
import { declareRoutes, on } from "../../http/route.ts";
import { EDITOR_API } from "./api-path.ts";
import type { EditorWorkspace } from "./workspace.ts";

export const LOCK_ROUTES = declareRoutes(EDITOR_API, {
  beat: { method: "POST", path: "/lock", role: "editor" },
  takeover: { method: "POST", path: "/lock-takeover", role: "publisher" },
});

export function lockRoutes(api: Hono, w: EditorWorkspace): void {
  const { live, locks } = w;
  /** Who is editing: the heartbeat. */
  on(api, LOCK_ROUTES.beat, async (c) => {
    const body = (await jsonBody(c)) as { file?: string };
    pageFilePath(live(), body.file);
    const lock = await locks.beat(body.file ?? "", userOf(c));
    return c.json({ lock, mine: lock.userId === userOf(c).id });
  });
  on(api, LOCK_ROUTES.takeover, async (c) => {
    const body = (await jsonBody(c)) as { file?: string };
    pageFilePath(live(), body.file);
    const lock = await locks.takeOver(body.file ?? "", userOf(c));
    audit(c, "lock.takeover", { file: body.file ?? "" });
    return c.json({ lock, mine: true });
  });
}
