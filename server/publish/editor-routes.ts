// The editor on the site's server: /admin/edit (its page, editor/shell.ts)
// and /admin/edit/api/*, one module per feature under editor/: drafts,
// variants, publish and history, schedule, locks, previews; pages and
// releases, translations and reviews beside them. Over the server's copy
// of the repository, a save keeps a draft (drafts.ts) and "Publicar" goes
// through the publisher's queue.
import { Hono } from "hono";
import { Refused } from "../../lib/editor/guard.ts";
import { editorImagesApp } from "./editor/image-routes.ts";
import type { ContentSource } from "../content/index.ts";
import type { Store } from "../store/index.ts";
import type { People } from "./auth.ts";
import { draftRoutes } from "./editor/draft-routes.ts";
import { lockRoutes } from "./editor/lock-routes.ts";
import { previewRoutes } from "./editor/preview-routes.ts";
import { draftPublisher } from "./operations/publish-draft.ts";
import { publishRoutes } from "./editor/publish-routes.ts";
import { scheduleRoutes } from "./editor/schedule-routes.ts";
import { editorShell } from "./editor/shell.ts";
import { variantRoutes } from "./editor/variant-routes.ts";
import { editorWorkspace } from "./editor/workspace.ts";
import { pagesRoutes } from "./pages-routes.ts";
import { previews } from "./preview.ts";
import type { Publisher } from "./publisher.ts";
import { releaseRoutes } from "./editor/release-routes.ts";
import type { Releases } from "./releases.ts";
import { reviewRoutes, type SendMail } from "./review.ts";
import { translationRoutes } from "./translation-routes.ts";

export interface EditorServerOptions {
  /** The content repository: drafts (refs), history, uploads (its library folder). */
  repo: string;
  /** The published content: what the editor lists, opens and checks against. */
  content: ContentSource;
  /** The editor's bundle (dist-admin/). */
  adminDist: string;
  publisher: Publisher;
  releases: Releases;
  now: () => Date;
  /** Linked into a preview's checkout for its build. */
  nodeModules?: string;
  /** The accounts now (set when the app mounts publishing): a scheduled publish re-checks its person when it runs. */
  people: () => People | undefined;
  /** The site's store: reviews (and their emails), schedules and releases. */
  store: Store;
  /** SMTP set up (SMTP_URL + NOTIFY_EMAIL): review requests are mailed (review.ts). */
  sendMail?: SendMail;
  siteUrl?: string;
}

export function editorServer(options: EditorServerOptions) {
  const { repo, publisher, content } = options;
  const w = editorWorkspace({ repo, content, publisher, store: options.store, now: options.now });
  // Who may call each route: its line in its feature's table, enforced by /admin's gate (server/admin/routes.ts).
  const app = editorShell(options.adminDist);

  const api = new Hono();
  api.onError((error, c) => {
    if (error instanceof Refused) return c.json({ error: error.message }, error.status as 400);
    console.error(error);
    return c.json({ error: "Error del servidor: inténtalo de nuevo." }, 500);
  });
  // "Subir imagen" and the media library, into the content repository (public/img/uploads/); a publish commits the ones its page names.
  api.route("/", editorImagesApp(repo));
  draftRoutes(api, w);
  // Translations beside the Spanish, kept as drafts and published with the catalogs (translation-routes.ts).
  translationRoutes(api, w);
  variantRoutes(api, w);
  // Published after all: a failed scheduled publish of the page is no longer news to its owner (`planned` is set below, before any publish).
  const publishDraft = draftPublisher(w, async (ownerId, file) => {
    await planned.settled(ownerId, file);
  });
  publishRoutes(api, w, publishDraft);
  const planned = scheduleRoutes(api, w, {
    dir: options.releases.dir,
    people: options.people,
    publishDraft,
    mail: (mail) => reviews.mail(mail),
    siteUrl: options.siteUrl,
  });
  lockRoutes(api, w);

  const preview = previews({
    repo,
    releases: options.releases,
    nodeModules: options.nodeModules,
  });
  const reviews = reviewRoutes(api, {
    repo,
    store: options.store,
    dir: options.releases.dir,
    now: options.now,
    live: w.live,
    version: () => content.version(),
    publishDraft: (approver, owner, file) => publishDraft(approver, file, {}, owner),
    sendMail: options.sendMail,
    siteUrl: options.siteUrl,
    preview,
  });

  // Duplicate, retire, retired pages (pages-routes.ts); releases: several drafts as one commit (editor/release-routes.ts).
  api.route("/", pagesRoutes(w));
  const release = releaseRoutes({
    repo,
    content,
    publisher,
    now: options.now,
    db: options.store.db,
    dir: options.releases.dir,
    people: options.people,
    preview,
    mail: (mail) => reviews.mail(mail),
    siteUrl: options.siteUrl,
  });
  api.route("/", release.app);
  previewRoutes(api, w, preview);

  return {
    app,
    api,
    locks: w.locks,
    schedule: planned,
    releaseSchedule: release.schedule,
    settleInterruptedReleases: release.settleInterrupted,
    preview: preview.app,
    reviews,
  };
}
