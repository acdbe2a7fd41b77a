// Calls to the server's publishing endpoints (server/publish/editor-routes.ts).
import { call, type Problem } from "../api-client";

export interface Job {
  id: string;
  state: "queued" | "building" | "live" | "failed" | "invalid";
  message: string;
  problems?: Problem[];
  commit?: string;
}
/** A version as «Historial» lists it (server/publish/history.ts historyShown): who, when, and what it changed. */
export interface Version {
  commit: string;
  author: string;
  date: string;
  /** "7 dic 2026, 08:02", Madrid's time. */
  when: string;
  /** The Spanish labels of the fields it changed; absent for the older versions, which are chosen to be seen. */
  fields?: string[];
}
export interface Lock {
  name: string;
  since: string;
  userId: number;
}
export interface Scheduled {
  id: string;
  file: string;
  at: string;
  name: string;
}
/** A scheduled publish of the person's that failed when it ran, until they dismiss it or publish the page. */
export interface ScheduledFailure {
  id: string;
  kind: "page" | "release";
  /** The page's file, or the release's id. */
  file: string;
  label: string;
  at: string;
  state: string;
  message: string;
  problems?: Problem[];
}
/** GET /admin/api/me: the person signed in. */
export interface Me {
  name: string;
  email: string;
  role: "translator" | "editor" | "publisher" | "owner";
  /** The role as the admin pages name it ("Publicador"). */
  roleLabel: string;
  csrfToken: string;
  /** The admin sections the person's role may open, in the admin bar's order (the server's TABS). */
  tabs: Array<{ id: string; href: string; label: string }>;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls a publish until it is done. */
export async function finish(job: Job): Promise<Job> {
  while (job.state === "queued" || job.state === "building") {
    await wait(1000);
    job = await call<Job>(`publish-status?id=${job.id}`);
  }
  return job;
}

export const publishApi = {
  me: () => fetch("/admin/api/me", { credentials: "same-origin" }).then((r) => r.json() as Promise<Me>),
  publish: async (file: string) => finish(await call<Job>("publish", { file })),
  history: (file: string) => call<{ versions: Version[] }>(`history?file=${encodeURIComponent(file)}`),
  version: (file: string, commit: string) =>
    call<{ before: unknown; after: unknown }>(`version?file=${encodeURIComponent(file)}&commit=${commit}`),
  /** `seen`: the newest version the person was looking at (a publish after it is kept, or the restore refused). */
  restore: async (file: string, commit: string, seen?: string) =>
    finish(await call<Job>("restore", { file, commit, seen })),
  lock: (file: string) => call<{ lock: Lock; mine: boolean }>("lock", { file }),
  takeOver: (file: string) => call<{ lock: Lock; mine: boolean }>("lock-takeover", { file }),
  /** Scheduled, or refused at once by the publish gate (a job "invalid" with its problems, as «Publicar» answers). */
  schedule: (file: string, at: string) => call<Scheduled | Job>("schedule", { file, at }),
  cancel: (id: string) => call<{ status: string }>("schedule-cancel", { id }),
  scheduled: () =>
    call<{
      scheduled: Scheduled[];
      done: Array<Scheduled & { state: string; lateMinutes: number; message: string }>;
      failed: ScheduledFailure[];
    }>("schedule"),
  dismissFailure: (id: string) => call<{ status: string }>("schedule-dismiss", { id }),
  preview: async (file: string) => {
    let state = await call<{ id: string; state: string; url?: string; message?: string }>("preview", { file });
    while (state.state === "building") {
      await wait(1000);
      state = await call<typeof state>(`preview-status?id=${state.id}`);
    }
    if (state.state === "ready" && !state.url) state = await call<typeof state>("preview", { file });
    return state;
  },
  drafts: () => call<{ drafts: Array<{ file: string; name: string; since: string }> }>("pages"),
};
