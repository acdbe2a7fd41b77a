// "Entregas" in the editor's API: parse → operation (operations/releases.ts)
// → response for the list, a new release, a change, its deletion, its
// preview, its publish now or at a time, and a schedule's cancellation.
import { Hono } from "hono";
import { answer, inputOf } from "../../http/answer.ts";
import { declareRoutes, on } from "../../http/route.ts";
import { isRefusal } from "../../operation.ts";
import { audit, userOf } from "../auth.ts";
import {
  cancelReleaseSchedule,
  createRelease,
  deleteRelease,
  listReleases,
  previewRelease,
  publishReleaseNow,
  type ReleaseOptions,
  releaseWork,
  scheduleRelease,
  updateRelease,
} from "../operations/releases.ts";
import { EDITOR_API } from "./api-path.ts";

export const RELEASE_ROUTES = declareRoutes(EDITOR_API, {
  list: { method: "GET", path: "/releases", role: listReleases.role },
  create: { method: "POST", path: "/releases", role: createRelease.role },
  update: { method: "POST", path: "/release-update", role: updateRelease.role },
  remove: { method: "POST", path: "/release-delete", role: deleteRelease.role },
  preview: { method: "POST", path: "/release-preview", role: previewRelease.role },
  publish: { method: "POST", path: "/release-publish", role: publishReleaseNow.role },
  schedule: { method: "POST", path: "/release-schedule", role: scheduleRelease.role },
  cancelSchedule: { method: "POST", path: "/release-schedule-cancel", role: cancelReleaseSchedule.role },
});

const filesOf = (release: { items: Array<{ file: string }> }) => release.items.map((i) => i.file).join(",");

export function releaseRoutes(options: ReleaseOptions) {
  const work = releaseWork(options);
  const app = new Hono();

  on(app, RELEASE_ROUTES.list, async (c) => answer(c, await listReleases({}, userOf(c), work)));

  on(app, RELEASE_ROUTES.create, async (c) => {
    const release = await createRelease(await inputOf(c, createRelease), userOf(c), work);
    if (isRefusal(release)) return answer(c, release);
    audit(c, "release.create", { id: release.id, name: release.name, files: filesOf(release) });
    return c.json(release, 201);
  });

  on(app, RELEASE_ROUTES.update, async (c) => {
    const next = await updateRelease(await inputOf(c, updateRelease), userOf(c), work);
    if (!isRefusal(next)) audit(c, "release.update", { id: next.id, name: next.name, files: filesOf(next) });
    return answer(c, next);
  });

  on(app, RELEASE_ROUTES.remove, async (c) => {
    const removed = await deleteRelease(await inputOf(c, deleteRelease), userOf(c), work);
    if (isRefusal(removed)) return answer(c, removed);
    audit(c, "release.delete", { id: removed.release.id, name: removed.release.name });
    return c.json({ status: removed.status });
  });

  on(app, RELEASE_ROUTES.preview, async (c) =>
    answer(c, await previewRelease(await inputOf(c, previewRelease), userOf(c), work)),
  );

  on(app, RELEASE_ROUTES.publish, async (c) => {
    const queued = await publishReleaseNow(await inputOf(c, publishReleaseNow), userOf(c), work);
    if (isRefusal(queued)) return answer(c, queued);
    const { release, job, finished } = queued;
    void finished.then((j) =>
      audit(c, j.state === "live" ? "release.publish" : "page.publish.refused", {
        id: release.id,
        name: release.name,
        ...(j.state === "live" ? { commit: j.commit ?? "" } : { reason: j.message }),
      }),
    );
    return c.json(job, 202);
  });

  on(app, RELEASE_ROUTES.schedule, async (c) => {
    const scheduled = await scheduleRelease(await inputOf(c, scheduleRelease), userOf(c), work);
    if (isRefusal(scheduled)) return answer(c, scheduled);
    const { item, release } = scheduled;
    audit(c, "release.schedule", { id: release.id, name: release.name, at: item.at });
    return c.json(item, 201);
  });

  on(app, RELEASE_ROUTES.cancelSchedule, async (c) => {
    const input = await inputOf(c, cancelReleaseSchedule);
    const cancelled = await cancelReleaseSchedule(input, userOf(c), work);
    if (!isRefusal(cancelled)) audit(c, "release.schedule.cancel", { id: String(input.id) });
    return answer(c, cancelled);
  });

  return { app, schedule: work.planned, settleInterrupted: work.settleInterrupted };
}
