// Calls to "Páginas" and "Entregas" on the server (server/publish/pages-routes.ts, release.ts).
import { call } from "../api-client";
import type { Job } from "../publish/publish-client";
import type { RetiredPage } from "../../core/retired-page";

export interface ReleaseItem {
  file: string;
  userId: number;
  person?: string;
  savedAt?: string;
  path?: string;
  title?: string;
  missing: boolean;
}
export interface Release {
  id: string;
  name: string;
  items: ReleaseItem[];
  createdBy: { id: number; name: string };
  state: "open" | "published";
  commit?: string;
  publishedAt?: string;
  publishedBy?: string;
}
export interface DraftRow {
  file: string;
  name: string;
  userId: number;
  savedAt: string;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function finish(job: Job): Promise<Job> {
  while (job.state === "queued" || job.state === "building") {
    await wait(1000);
    job = await call<Job>(`publish-status?id=${job.id}`);
  }
  return job;
}

export const pagesApi = {
  duplicate: (file: string, path: string, title: string) => call<{ file: string }>("duplicate", { file, path, title }),
  retire: async (file: string, mode: "gone" | "redirect", to?: string) =>
    finish(await call<Job>("retire", { file, mode, to })),
  retired: () => call<{ retired: RetiredPage[] }>("retired"),
  /** «Guardar como plantilla»: a commit of pages/_templates/<name>.json, queued like a publish. */
  saveTemplate: async (file: string, name: string) => finish(await call<Job>("save-template", { file, name })),
  /** «Borrar plantilla» (a team's, publisher): a commit removing pages/_templates/<name>.json, queued like a publish. */
  deleteTemplate: async (template: string) => finish(await call<Job>("template-delete", { template })),
  /** «Renombrar plantilla» (a team's, publisher): one commit moving it to pages/_templates/<new name>.json; `template` is its new id. */
  renameTemplate: async (template: string, name: string): Promise<Job & { template: string }> => {
    const started = await call<Job & { template: string }>("template-rename", { template, name });
    return { ...(await finish(started)), template: started.template };
  },
  /** «Restaurar» from the retired pages (and "Nueva página" at a retired address): a refusal says what to do in this list. */
  restore: async (file: string, commit: string, seen?: string) =>
    finish(await call<Job>("restore", { file, commit, seen, from: "retired" })),
  drafts: () => call<{ drafts: DraftRow[] }>("pages"),
  releases: () =>
    call<{ releases: Release[]; scheduled: Array<{ id: string; file: string; at: string; name: string }> }>("releases"),
  createRelease: (name: string, items: Array<{ file: string; userId: number }>) =>
    call<Release>("releases", { name, items }),
  /** Its name and its drafts, changed (server: release-update; its creator or a publisher). */
  updateRelease: (id: string, name: string, items: Array<{ file: string; userId: number }>) =>
    call<Release>("release-update", { id, name, items }),
  deleteRelease: (id: string) => call<{ status: string }>("release-delete", { id }),
  publishRelease: async (id: string) => finish(await call<Job>("release-publish", { id })),
  /** Scheduled, or refused at once by the publish gate (a job "invalid" with its problems, as «Publicar» answers). */
  scheduleRelease: (id: string, at: string) => call<{ id: string; at: string } | Job>("release-schedule", { id, at }),
  cancelSchedule: (id: string) => call<{ status: string }>("release-schedule-cancel", { id }),
  previewRelease: async (id: string) => {
    let state = await call<{ id: string; state: string; url?: string; message?: string }>("release-preview", { id });
    while (state.state === "building") {
      await wait(1000);
      state = await call<typeof state>(`preview-status?id=${state.id}`);
    }
    if (state.state === "ready" && !state.url) state = await call<typeof state>("release-preview", { id });
    return state;
  },
};
