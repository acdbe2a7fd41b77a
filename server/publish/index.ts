// Publishing from the browser (issue 24): the editor on the server, drafts,
// publish, history, locks, schedule. server/main.ts always starts it (people
// sign in with accounts; ADMIN_TOKEN is optional); createApp mounts it under
// /admin and serves visitors the release it points at.
import { join } from "node:path";
import type { Hono } from "hono";
import type { People } from "./auth.ts";
import { editorServer } from "./editor-routes.ts";
import { uploadedImages } from "./editor/image-routes.ts";
import type { ContentSource } from "../content/index.ts";
import type { ContentRemote } from "../content/remote.ts";
import { publisher, type PublisherOptions } from "./publisher.ts";
import { releases, type BuildSite } from "./releases.ts";
import type { SendMail } from "./review.ts";
import type { Exclusive } from "./pg-lock.ts";
import type { Store } from "../store/index.ts";

export interface PublishingOptions {
  /** The content repository (CONTENT_REPO; default a dedicated clone under DATA_DIR, server/content/repository.ts). */
  repo: string;
  /** The site's store: reviews, schedules and releases are its tables, the same from every instance. */
  store: Store;
  /** The published content, read from the repository's branch (server/content). */
  content: ContentSource;
  /** The editor's bundle (dist-admin/). */
  adminDist: string;
  /** Releases and the served pointer (PUBLISH_DIR, default <DATA_DIR>/site). */
  dir: string;
  /** dist/ served until the first publish. */
  fallbackDist: string;
  /** The deployed SSR bundle (dist-ssr/): a publish renders its content with it (server/publish/releases.ts). */
  ssrDir?: string;
  remote?: string;
  /** The content remote as the truth (many instances): publishes land by pushing to it (server/content/remote.ts). */
  contentRemote?: ContentRemote;
  buildCommand?: string[];
  /** The build of a candidate into a release (default: buildCommand run in the candidate). */
  buildSite?: BuildSite;
  pushTimeoutMs?: number;
  /** Tells the other instances a commit is live (PostgreSQL NOTIFY). */
  announce?: (commit: string) => void;
  /** A publish is live, its job in hand (the CDN purge's phase: server/cdn/). */
  onLive?: PublisherOptions["onLive"];
  /** Linked into each candidate checkout for the build (the server's own node_modules). */
  nodeModules?: string;
  exclusive?: Exclusive;
  now?: () => Date;
  /** Mails a review request to the publishers (SMTP_URL + NOTIFY_EMAIL, server/publish/review.ts). */
  sendMail?: SendMail;
  siteUrl?: string;
}

export function startPublishing(options: PublishingOptions) {
  const now = options.now ?? (() => new Date());
  const built = releases({
    dir: options.dir,
    fallbackDist: options.fallbackDist,
    ssrDir: options.ssrDir,
    buildCommand: options.buildCommand,
    buildSite: options.buildSite,
  });
  const { content } = options;
  const queue = publisher({
    repo: options.repo,
    content,
    releases: built,
    db: options.store.db,
    // With the remote as the truth the push is part of each publish; else a backup pushed after it.
    remote: options.contentRemote ? undefined : options.remote,
    contentRemote: options.contentRemote,
    pushTimeoutMs: options.pushTimeoutMs,
    exclusive: options.exclusive,
    announce: options.announce,
    onLive: options.onLive,
    nodeModules: options.nodeModules,
    now,
  });
  // The accounts, from the app that mounts publishing: a scheduled publish checks its person against them when it runs.
  let accounts: People | undefined;
  const editor = editorServer({
    repo: options.repo,
    content,
    adminDist: options.adminDist,
    publisher: queue,
    releases: built,
    now,
    nodeModules: options.nodeModules,
    people: () => accounts,
    store: options.store,
    sendMail: options.sendMail,
    siteUrl: options.siteUrl,
  });
  return {
    repo: options.repo,
    content,
    publisher: queue,
    releases: built,
    schedule: editor.schedule,
    releaseSchedule: editor.releaseSchedule,
    /** The review requests' emails (their outbox's flush: tests). */
    reviews: editor.reviews,
    site: built.handler(),
    /** Puts the served version in step with main (after a crash), then runs the schedule (late ones first). */
    async start() {
      await queue.recover(editor.settleInterruptedReleases);
      editor.schedule.start();
      editor.releaseSchedule.start();
    },
    stop() {
      editor.schedule.stop();
      editor.reviews.stop();
      editor.releaseSchedule.stop();
      queue.stop();
    },
    /** Mounts /admin/edit, its API and the previews (after the session middleware, before /admin's own routes). */
    mount(app: Hono, people: People) {
      accounts = people;
      app.route("/admin/edit/api", editor.api);
      app.route("/admin/preview", editor.preview);
      app.route("/admin/edit", editor.app);
      // An upload not yet published is only in the content repository: the editor's canvas and a draft's preview get it from there.
      app.use("/img/uploads/*", uploadedImages(options.repo));
    },
  };
}

export type Publishing = ReturnType<typeof startPublishing>;
export const defaultPublishDir = (dataDir: string) => join(dataDir, "site");
/** Where the checkouts of published commits live (the content source's folder). */
export const contentCheckouts = (publishDir: string) => join(publishDir, "content");
