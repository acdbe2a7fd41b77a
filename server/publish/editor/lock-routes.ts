// Who is editing a page: the editor's heartbeat and "Tomar el control" (operations/locks.ts).
import type { Hono } from "hono";
import { answer, inputOf } from "../../http/answer.ts";
import { declareRoutes, on } from "../../http/route.ts";
import { isRefusal } from "../../operation.ts";
import { audit, userOf } from "../auth.ts";
import { beatLock, takeOverLock } from "../operations/locks.ts";
import { EDITOR_API } from "./api-path.ts";
import type { EditorWorkspace } from "./workspace.ts";

export const LOCK_ROUTES = declareRoutes(EDITOR_API, {
  beat: { method: "POST", path: "/lock", role: beatLock.role },
  takeover: { method: "POST", path: "/lock-takeover", role: takeOverLock.role },
});

export function lockRoutes(api: Hono, w: EditorWorkspace): void {
  on(api, LOCK_ROUTES.beat, async (c) => answer(c, await beatLock(await inputOf(c, beatLock), userOf(c), w)));
  on(api, LOCK_ROUTES.takeover, async (c) => {
    const taken = await takeOverLock(await inputOf(c, takeOverLock), userOf(c), w);
    if (!isRefusal(taken)) audit(c, "lock.takeover", { file: taken.lock.file });
    return answer(c, taken);
  });
}
