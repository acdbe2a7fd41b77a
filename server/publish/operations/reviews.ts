// Review (issue 35), free of HTTP (server/operation.ts): an editor asks for
// review of a draft with a note ("Pide revisión"); publishers see the queue
// (and, with SMTP configured, get an email), open the draft beside the live
// page, comment (on the page or on a section), and "Aprobar y publicar" (the
// editor's draft goes through the publish queue) or "Devolver" with a
// comment. The editor sees the answer. Reviews and their comments are rows
// of the site's store (stored/reviews.ts). Routes: review.ts.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { pageName } from "../../../src/core/page-name.ts";
import { pageFilePath, Refused } from "../../../lib/editor/guard.ts";
import type { ReviewComment, ReviewSummary } from "../../../src/core/review.ts";
import { showFile } from "../../git.ts";
import { operation, refusal } from "../../operation.ts";
import { startOutbox } from "../../outbox.ts";
import { hasRole, type User } from "../../roles.ts";
import type { Store } from "../../store/index.ts";
import { isLive, readDraft } from "../drafts.ts";
import type { PreviewState } from "../preview.ts";
import { previewCommit } from "../preview-commit.ts";
import type { Author, PublishJob } from "../publisher.ts";
import { rebaseOnto } from "../rebase.ts";
import { importJsonOnce } from "../stored/import-json.ts";
import { reviewRows } from "../stored/reviews.ts";

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

const isPublisher = (user: User) => hasRole(user.role, "publisher");
/** A publisher sees every review; an editor only theirs. */
const visible = (user: User, r: Review) => isPublisher(user) || r.userId === user.id;

/** What the reviews' operations work on: the rows (settled at start), the comments' shape, the mails' outbox. */
export function reviewWork(options: ReviewOptions) {
  const rows = reviewRows(options.store.db, options.dir, options.now);
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
  const find = async (user: User, id: unknown) => {
    await settled;
    const review = await rows.get(String(id ?? ""));
    if (!review || !visible(user, review)) throw new Refused("Esa revisión ya no existe.", 404);
    return review;
  };

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

  return {
    ...options,
    rows,
    settled,
    find,
    comment,
    mailPublishers,
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

export type ReviewWork = ReturnType<typeof reviewWork>;

const reviewId = z.unknown().optional();

/** The review queue (publishers: all, newest first; an editor: their own). */
export const listReviews = operation("editor", z.object({}), async (_input, actor, d: ReviewWork) => {
  await d.settled;
  return { reviews: (await d.rows.list()).filter((r) => visible(actor, r)), canDecide: isPublisher(actor) };
});

/**
 * What approving publishes: a draft begun before a later publish of the page is merged onto it (rebase.ts),
 * as the publish will merge it, so the diff and the preview show the draft's own changes with the later
 * publish kept, not undone. In conflict (approving is then refused, naming the sections), the draft as it is.
 */
async function approvable(d: ReviewWork, review: Review): Promise<Record<string, unknown> | null> {
  const text = await showFile(d.repo, review.draftCommit, review.file).catch(() => undefined);
  if (!text) return null;
  const draft = JSON.parse(text) as Record<string, unknown>;
  const merged = await rebaseOnto(d.repo, review.file, `${review.draftCommit}^`, draft, d.version());
  return merged.conflicts.length === 0 ? merged.doc : draft;
}

/** One review with the draft and the live page, for the by-field diff. */
export const openReview = operation("editor", z.object({ id: reviewId }), async (input, actor, d: ReviewWork) => {
  const review = await d.find(actor, input.id);
  const shown = await approvable(d, review);
  const liveText = await showFile(d.repo, d.version(), review.file);
  const live = liveText ? (JSON.parse(liveText) as Record<string, unknown>) : null;
  return {
    // Named as the page is now (a review asked before pageName knew the home's title was titled "/").
    review: { ...review, title: pageName(shown ?? live ?? undefined) },
    draft: shown,
    live,
    canDecide: isPublisher(actor),
  };
});

/** The draft asked about, as a page: the same preview as the editor's «Vista previa», for whoever may see the review. */
export const previewReview = operation("editor", z.object({ id: reviewId }), async (input, actor, d: ReviewWork) => {
  const review = await d.find(actor, input.id);
  const doc = await approvable(d, review);
  if (!doc) return refusal("conflict", "El borrador de esta revisión ya no existe.");
  // The published site with this page as approving would publish it (a publish made since the draft began
  // included), so what the publisher sees is what goes live.
  const commit = await previewCommit(d.repo, {
    base: d.version(),
    docs: { [review.file]: doc },
    message: `Vista previa de la revisión de ${review.file}`,
    ref: `refs/review-previews/${review.id}`,
  });
  return d.preview.request(commit, typeof doc.path === "string" ? doc.path : "/");
});

/** "Pide revisión" (editor and above): the person's saved draft of the page, with a note. Asking again (after "Devolver") reopens it. */
export const requestReview = operation(
  "editor",
  z.object({ file: z.unknown().optional(), note: z.unknown().optional() }),
  async (input, actor, d: ReviewWork) => {
    const page = String(input.file ?? "");
    pageFilePath(d.live(), page);
    const note = textOf(input.note, "una nota", false);
    const draft = await readDraft(d.repo, actor.id, page);
    if (!draft) return refusal("conflict", "Guarda el borrador antes de pedir revisión.");
    const now = d.now().toISOString();
    const review = await d.rows.request(
      {
        id: randomUUID(),
        file: page,
        title: pageName(JSON.parse(draft.text)),
        userId: actor.id,
        name: actor.name,
        email: actor.email,
        state: "open",
        requestedAt: now,
        updatedAt: now,
        draftCommit: draft.info.commit,
      },
      d.comment(actor, note, "note"),
    );
    await d.mailPublishers(review, note);
    return review;
  },
);

/** A comment on the page or one of its sections (a publisher, or the editor who asked). */
export const commentReview = operation(
  "editor",
  z.object({ id: reviewId, text: z.unknown().optional(), section: z.unknown().optional() }),
  async (input, actor, d: ReviewWork) => {
    const found = await d.find(actor, input.id);
    const text = textOf(input.text, "el comentario", true);
    const section =
      typeof input.section === "string" && /^[A-Za-z0-9_-]{1,80}$/.test(input.section) ? input.section : undefined;
    return d.rows.change(found.id, { comment: d.comment(actor, text, "comment", section) });
  },
);

/** "Devolver" (publisher or owner): back to the editor with a comment. */
export const returnReview = operation(
  "publisher",
  z.object({ id: reviewId, text: z.unknown().optional() }),
  async (input, actor, d: ReviewWork) => {
    const found = await d.find(actor, input.id);
    if (found.state !== "open") return refusal("conflict", "Esta revisión ya tiene respuesta.");
    const text = textOf(input.text, "qué hay que cambiar", true);
    return d.rows.change(found.id, { state: "returned", comment: d.comment(actor, text, "return"), onlyIf: "open" });
  },
);

/**
 * "Aprobar y publicar" (publisher or owner): the editor's draft as it was asked about, through the publish
 * queue. The review is marked published, or open again with the reason, when the publish ends (`finished`).
 */
export const approveReview = operation(
  "publisher",
  z.object({ id: reviewId, text: z.unknown().optional() }),
  async (input, actor, d: ReviewWork) => {
    const found = await d.find(actor, input.id);
    if (found.state !== "open") return refusal("conflict", "Esta revisión ya tiene respuesta.");
    const text = textOf(input.text, "", false);
    const draft = await readDraft(d.repo, found.userId, found.file);
    if (!draft) return refusal("conflict", "El borrador ya no existe (¿se descartó o se publicó?).");
    if (draft.info.commit !== found.draftCommit)
      return refusal(
        "conflict",
        `${found.name} ha cambiado el borrador después de pedir la revisión: vuelve a abrirla para ver la versión nueva.`,
      );
    const owner = { id: found.userId, name: found.name, email: found.email };
    const { job, finished } = await d.publishDraft(actor, owner, found.file);
    await d.rows.change(found.id, { state: "approved", comment: d.comment(actor, text, "approve") });
    const ended = finished.then(async (j) => {
      await d.rows
        .change(
          found.id,
          j.state === "live"
            ? { state: "published", ...(j.commit ? { commit: j.commit } : {}) }
            : { state: "open", comment: d.comment(actor, j.message, "publish") },
        )
        .catch((error: Error) => console.error(`[review] ${found.id}: ${error.message}`));
      return j;
    });
    return { review: found, job, finished: ended };
  },
);
