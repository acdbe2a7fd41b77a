// Calls to the server's review and translation endpoints
// (server/publish/review.ts, server/publish/translation-routes.ts). The
// shapes are written here (src/ never imports server/).
import { call } from "../api-client";
import type { Job } from "../publish/publish-client";
import type { ReviewSummary } from "../../core/review";

export type Review = ReviewSummary;
export interface WaitingText {
  file: string;
  /** A shared section's text: the page that opens it (its file is the shared section's). */
  page?: string;
  title: string;
  pointer: string;
  label: string;
  source: string;
  stale: boolean;
}
export interface SiteTranslations {
  langs: string[];
  waiting: Record<string, WaitingText[]>;
  drafted: number;
  drafts: Array<{ name: string; savedAt: string; count: number }>;
  canPublish: boolean;
}
type Doc = Record<string, unknown>;
interface PreviewState {
  id: string;
  state: string;
  url?: string;
  message?: string;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function finish(job: Job): Promise<Job> {
  while (job.state === "queued" || job.state === "building") {
    await wait(1000);
    job = await call<Job>(`publish-status?id=${job.id}`);
  }
  return job;
}

export const reviewApi = {
  reviews: () => call<{ reviews: Review[]; canDecide: boolean }>("reviews"),
  review: (id: string) =>
    call<{ review: Review; draft: Doc | null; live: Doc | null; canDecide: boolean }>(
      `review?id=${encodeURIComponent(id)}`,
    ),
  /** The draft asked about, built as a page (the editor's «Vista previa»): its address once built. */
  preview: async (id: string) => {
    let state = await call<PreviewState>("review-preview", { id });
    while (state.state === "building") {
      await wait(1000);
      state = await call<PreviewState>(`preview-status?id=${state.id}`);
    }
    if (state.state === "ready" && !state.url) state = await call<PreviewState>("review-preview", { id });
    return state;
  },
  request: (file: string, note: string) => call<Review>("review-request", { file, note }),
  comment: (id: string, text: string, section?: string) => call<Review>("review-comment", { id, text, section }),
  giveBack: (id: string, text: string) => call<Review>("review-return", { id, text }),
  approve: async (id: string, text: string) => finish(await call<Job>("review-approve", { id, text })),
  siteTranslations: () => call<SiteTranslations>("site-translations"),
  publishTranslations: async () => finish(await call<Job>("publish-translations", {})),
};
