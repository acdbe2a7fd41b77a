// Review (issue 35): an editor asks for review of a draft with a note
// ("Pide revisión"); publishers see the queue (and, with SMTP configured,
// get an email), open the draft beside the live page, comment (on the page
// or on a section), and "Aprobar y publicar" (the editor's draft goes
// through the publish queue) or "Devolver" with a comment. The editor sees
// the answer. Every step is a line of the audit log. Reviews and their
// comments are rows of the site's store (stored/reviews.ts).
import { randomUUID } from "node:crypto";
import type { Context, Hono } from "hono";
import { pageFilePath, Refused } from "../../lib/editor/guard.ts";
import { pageName } from "../../lib/editor/commit-message.ts";
import { showFile } from "../git.ts";
import type { Store } from "../store/index.ts";
import { importJsonOnce } from "./stored/import-json.ts";
import { reviewRows } from "./stored/reviews.ts";
import { startOutbox } from "../outbox.ts";
import { audit, hasRole, userOf, type User } from "./auth.ts";
import { isLive, readDraft } from "./drafts.ts";
import { rebaseOnto } from "./rebase.ts";
import { previewCommit } from "./preview-commit.ts";
import type { Author, PublishJob } from "./publisher.ts";
import type { ReviewComment, ReviewSummary } from "../../src/core/review.ts";
import type { PreviewState } from "./preview.ts";
import { declareRoutes, on } from "../http/route.ts";
import { EDITOR_API } from "./editor/api-path.ts";

// An editor asks, a publisher answers; an editor sees and comments on their own.
export const REVIEW_ROUTES = declareRoutes(EDITOR_API, {
  list: { method: "GET", path: "/reviews", role: "editor" },
  one: { method: "GET", path: "/review", role: "editor" },
  request: { method: "POST", path: "/review-request", role: "editor" },
  comment: { method: "POST", path: "/review-comment", role: "editor" },
  return: { method: "POST", path: "/review-return", role: "publisher" },
  approve: { method: "POST", path: "/review-approve", role: "publisher" },
  preview: { method: "POST", path: "/review-preview", role: "editor" },
});

export type { ReviewComment } from "../../src/core/review.ts";

export interface Review extends ReviewSummary {
  email: string;
  /** The draft's commit the review is about: a later save asks again. */
  draftCommit: string;
}

/** One email to the publishers' address (or to `to`, one person); resolved when the SMTP server took it. */
export type SendMail = (mail: { subject: string; text: string; to?: string }) => Promise<void>;

export interface ReviewOptions {
  repo: string;
  /** The site's store: the reviews' rows and their emails. */
  store: Store;
  /** PUBLISH_DIR: reviews.json and review-mail.json of the old layout, imported once. */
  dir: string;
  now: () => Date;
  live: () => string;
  version: () => string;
  jsonBody: (c: Context) => Promise<unknown>;
  /** The editor's draft published by `approver` (editor-routes' publishDraft). */
  publishDraft: (
    approver: Author,
    owner: Author,
    file: string,
  ) => Promise<{ job: PublishJob; finished: Promise<PublishJob> }>;
  /** SMTP_URL + NOTIFY_EMAIL set: the review requests are mailed there. */
  sendMail?: SendMail;
  siteUrl?: string;
  /** The editor's «Vista previa» (preview.ts): the draft asked about, built and served to signed-in people. */
  preview: { request: (commit: string, path: string) => Promise<PreviewState> };
}

const MAX_NOTE = 2_000;

function textOf(value: unknown, what: string, required: boolean): string {
  const text = typeof value === "string" ? value.trim() : "";
  if (required && !text) throw new Refused(`Escribe ${what}.`);
  if (text.length > MAX_NOTE) throw new Refused(`El texto es demasiado largo (más de ${MAX_NOTE} caracteres).`);
  return text;
}

export function reviewRoutes(api: Hono, options: ReviewOptions) {
  const rows = reviewRows(options.store.db, options.dir, options.now);
  const isPublisher = (user: User) => hasRole(user.role, "publisher");
  /** A publisher sees every review; an editor only theirs. */
  const visible = (user: User, r: Review) => isPublisher(user) || r.userId === user.id;
  const find = async (c: Context, id: unknown) => {
    await settled;
    const review = await rows.get(String(id ?? ""));
    if (!review || !visible(userOf(c), review)) throw new Refused("Esa revisión ya no existe.", 404);
    return review;
  };
  const comment = (user: User, text: string, kind: ReviewComment["kind"], section?: string): ReviewComment => ({
    at: options.now().toISOString(),
    name: user.name,
    userId: user.id,
    text,
    kind,
    ...(section ? { section } : {}),
  });

  /**
   * At start: a review approved whose publish never ended (the server was killed mid-publish: its job, and
   * what would have marked the review published or open again, went with it) would stay «approved» for good,
   * and no publisher could approve it again. Its draft gone (a publish deletes it once live) or live → published;
   * else open again, saying so. Another instance publishing it right now marks it again when it ends.
   */
  const settleInterrupted = async () => {
    for (const review of (await rows.list()).filter((r) => r.state === "approved")) {
      const draft = await readDraft(options.repo, review.userId, review.file);
      const live = !draft || (await isLive(options.repo, draft.info, options.version()));
      const approver = review.comments.findLast((c) => c.kind === "approve");
      const cut: ReviewComment = {
        at: options.now().toISOString(),
        name: approver?.name ?? review.name,
        userId: approver?.userId ?? review.userId,
        text: "La publicación se cortó (el servidor se reinició): no se ha publicado nada. Apruébala de nuevo.",
        kind: "publish",
      };
      // onlyIf: a publish that ended meanwhile (on another instance) has said how.
      await rows
        .change(
          review.id,
          live ? { state: "published", onlyIf: "approved" } : { state: "open", comment: cut, onlyIf: "approved" },
        )
        .catch((error: Error) => console.error(`[review] ${review.id}: ${error.message}`));
    }
  };
  // Awaited by every read and decision below: nobody sees a review «approved» that is no longer being published.
  const settled = settleInterrupted().catch((error: Error) =>
    console.error(`[review] approved reviews not settled: ${error.message}`),
  );

  // The emails: rows of the store until the SMTP server takes them, sent by the outbox (claimed with a lease, so one
  // instance sends each; retried with its backoff, given up after its attempts). Mails of the old layout's
  // PUBLISH_DIR/review-mail.json are imported at start.
  const outbox = options.sendMail
    ? startOutbox({
        name: "review-mail",
        channel: "review",
        store: options.store,
        now: options.now,
        send: async (item) => {
          if (item.kind !== "review-mail") return true;
          await options.sendMail!(item.payload);
          return true;
        },
      })
    : undefined;
  const queueMail = (mail: { subject: string; text: string; to?: string }) =>
    options.store.db.run("INSERT INTO review_mails (subject, text, to_address, created_at) VALUES (?, ?, ?, ?)", [
      mail.subject,
      mail.text,
      mail.to ?? null,
      options.now().toISOString(),
    ]);
  void importJsonOnce<{ subject: string; text: string }>(options.dir, "review-mail.json", async (mails) => {
    for (const mail of mails) await queueMail(mail);
    outbox?.nudge();
  }).catch((error: Error) => console.error(`[review] review-mail.json not imported: ${error.message}`));
  const mailPublishers = async (review: Review, note: string) => {
    if (!options.sendMail) return;
    const link = options.siteUrl
      ? `\n\nÁbrela en el editor: ${options.siteUrl.replace(/\/$/, "")}/admin/edit?review=${review.id}`
      : "";
    await queueMail({
      subject: `Revisión pedida · ${review.title} · ${review.name}`,
      text: `${review.name} pide que revises su borrador de «${review.title}».${note ? `\n\nNota:\n  ${note.replaceAll("\n", "\n  ")}` : ""}${link}\n`,
    });
    outbox?.nudge();
  };

  /**
   * What approving publishes: a draft begun before a later publish of the page is merged onto it (rebase.ts),
   * as the publish will merge it, so the diff and the preview show the draft's own changes with the later
   * publish kept, not undone. In conflict (approving is then refused, naming the sections), the draft as it is.
   */
  const approvable = async (review: Review): Promise<Record<string, unknown> | null> => {
    const text = await showFile(options.repo, review.draftCommit, review.file).catch(() => undefined);
    if (!text) return null;
    const draft = JSON.parse(text) as Record<string, unknown>;
    const merged = await rebaseOnto(options.repo, review.file, `${review.draftCommit}^`, draft, options.version());
    return merged.conflicts.length === 0 ? merged.doc : draft;
  };

  /** The review queue (publishers: all, newest first; an editor: their own). */
  on(api, REVIEW_ROUTES.list, async (c) => {
    await settled;
    const user = userOf(c);
    return c.json({ reviews: (await rows.list()).filter((r) => visible(user, r)), canDecide: isPublisher(user) });
  });

  /** One review with the draft and the live page, for the by-field diff. */
  on(api, REVIEW_ROUTES.one, async (c) => {
    const review = await find(c, c.req.query("id"));
    const shown = await approvable(review);
    const liveText = await showFile(options.repo, options.version(), review.file);
    const live = liveText ? (JSON.parse(liveText) as Record<string, unknown>) : null;
    return c.json({
      // Named as the page is now (a review asked before pageName knew the home's title was titled "/").
      review: { ...review, title: pageName(shown ?? live ?? undefined) },
      draft: shown,
      live,
      canDecide: isPublisher(userOf(c)),
    });
  });

  /** The draft asked about, as a page: the same preview as the editor's «Vista previa», for whoever may see the review. */
  on(api, REVIEW_ROUTES.preview, async (c) => {
    const body = (await options.jsonBody(c)) as { id?: unknown };
    const review = await find(c, body.id);
    const doc = await approvable(review);
    if (!doc) throw new Refused("El borrador de esta revisión ya no existe.", 409);
    // The published site with this page as approving would publish it (a publish made since the draft began
    // included), so what the publisher sees is what goes live.
    const base = options.version();
    const commit = await previewCommit(options.repo, {
      base,
      docs: { [review.file]: doc },
      message: `Vista previa de la revisión de ${review.file}`,
      ref: `refs/review-previews/${review.id}`,
    });
    return c.json(await options.preview.request(commit, typeof doc.path === "string" ? doc.path : "/"));
  });

  /** "Pide revisión" (editor and above): the person's saved draft of the page, with a note. Asking again (after "Devolver") reopens it. */
  on(api, REVIEW_ROUTES.request, async (c) => {
    const body = (await options.jsonBody(c)) as { file?: unknown; note?: unknown };
    const page = String(body.file ?? "");
    pageFilePath(options.live(), page);
    const note = textOf(body.note, "una nota", false);
    const user = userOf(c);
    const draft = await readDraft(options.repo, user.id, page);
    if (!draft) throw new Refused("Guarda el borrador antes de pedir revisión.", 409);
    const now = options.now().toISOString();
    const review = await rows.request(
      {
        id: randomUUID(),
        file: page,
        title: pageName(JSON.parse(draft.text)),
        userId: user.id,
        name: user.name,
        email: user.email,
        state: "open",
        requestedAt: now,
        updatedAt: now,
        draftCommit: draft.info.commit,
      },
      comment(user, note, "note"),
    );
    void audit(c, "review.request", { file: page, id: review.id });
    await mailPublishers(review, note);
    return c.json(review, 201);
  });

  /** A comment on the page or one of its sections (a publisher, or the editor who asked). */
  on(api, REVIEW_ROUTES.comment, async (c) => {
    const body = (await options.jsonBody(c)) as { id?: unknown; text?: unknown; section?: unknown };
    const found = await find(c, body.id);
    const text = textOf(body.text, "el comentario", true);
    const section =
      typeof body.section === "string" && /^[A-Za-z0-9_-]{1,80}$/.test(body.section) ? body.section : undefined;
    const user = userOf(c);
    const review = await rows.change(found.id, { comment: comment(user, text, "comment", section) });
    void audit(c, "review.comment", { file: review.file, id: review.id });
    return c.json(review);
  });

  /** "Devolver" (publisher or owner): back to the editor with a comment. */
  on(api, REVIEW_ROUTES.return, async (c) => {
    const user = userOf(c);
    if (!isPublisher(user)) throw new Refused("Solo quien publica puede devolver una revisión.", 403);
    const body = (await options.jsonBody(c)) as { id?: unknown; text?: unknown };
    const found = await find(c, body.id);
    if (found.state !== "open") throw new Refused("Esta revisión ya tiene respuesta.", 409);
    const text = textOf(body.text, "qué hay que cambiar", true);
    const review = await rows.change(found.id, {
      state: "returned",
      comment: comment(user, text, "return"),
      onlyIf: "open",
    });
    void audit(c, "review.return", { file: review.file, id: review.id });
    return c.json(review);
  });

  /** "Aprobar y publicar" (publisher or owner): the editor's draft as it was asked about, through the publish queue. */
  on(api, REVIEW_ROUTES.approve, async (c) => {
    const user = userOf(c);
    if (!isPublisher(user)) throw new Refused("Solo quien publica puede aprobar y publicar.", 403);
    const body = (await options.jsonBody(c)) as { id?: unknown; text?: unknown };
    const found = await find(c, body.id);
    if (found.state !== "open") throw new Refused("Esta revisión ya tiene respuesta.", 409);
    const text = textOf(body.text, "", false);
    const draft = await readDraft(options.repo, found.userId, found.file);
    if (!draft) throw new Refused("El borrador ya no existe (¿se descartó o se publicó?).", 409);
    if (draft.info.commit !== found.draftCommit)
      throw new Refused(
        `${found.name} ha cambiado el borrador después de pedir la revisión: vuelve a abrirla para ver la versión nueva.`,
        409,
      );
    const owner = { id: found.userId, name: found.name, email: found.email };
    const { job, finished } = await options.publishDraft(user, owner, found.file);
    await rows.change(found.id, { state: "approved", comment: comment(user, text, "approve") });
    void audit(c, "review.approve", { file: found.file, id: found.id });
    void finished.then(async (j) => {
      await rows
        .change(
          found.id,
          j.state === "live"
            ? { state: "published", ...(j.commit ? { commit: j.commit } : {}) }
            : { state: "open", comment: comment(user, j.message, "publish") },
        )
        .catch((error: Error) => console.error(`[review] ${found.id}: ${error.message}`));
      void audit(c, j.state === "live" ? "page.publish" : "page.publish.refused", {
        file: found.file,
        review: found.id,
        ...(j.state === "live" ? {} : { reason: j.message }),
      });
    });
    return c.json(job, 202);
  });

  return {
    stop: () => outbox?.stop(),
    flush: async () => outbox?.flush(),
    /** An editorial mail to one person through the same outbox (a failed scheduled publish); nothing without SMTP. */
    async mail(mail: { subject: string; text: string; to: string }) {
      if (!options.sendMail) return;
      await queueMail(mail);
      outbox?.nudge();
    },
  };
}
