// Who is editing a page: the editor's heartbeat and "Tomar el control" (locks.ts).
import type { Hono, MiddlewareHandler } from "hono";
import { pageFilePath } from "../../../lib/editor/guard.ts";
import { jsonBody } from "../../http/read-body.ts";
import { audit, userOf } from "../auth.ts";
import type { EditorWorkspace } from "./workspace.ts";

export function lockRoutes(api: Hono, w: EditorWorkspace, publisherOnly: MiddlewareHandler): void {
  const { live, locks } = w;
  /** Who is editing: the heartbeat. */
  api.post("/lock", async (c) => {
    const body = (await jsonBody(c)) as { file?: string };
    pageFilePath(live(), body.file);
    const lock = await locks.beat(body.file ?? "", userOf(c));
    return c.json({ lock, mine: lock.userId === userOf(c).id });
  });
  api.post("/lock-takeover", publisherOnly, async (c) => {
    const body = (await jsonBody(c)) as { file?: string };
    pageFilePath(live(), body.file);
    const lock = await locks.takeOver(body.file ?? "", userOf(c));
    audit(c, "lock.takeover", { file: body.file ?? "" });
    return c.json({ lock, mine: true });
  });
}
