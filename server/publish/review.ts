// Review (issue 35) in the editor's API: parse → operation
// (operations/reviews.ts) → response for the queue, one review beside the
// live page, its preview, "Pide revisión", a comment, "Devolver" and
// "Aprobar y publicar"; every step is a line of the audit log.
import type { Hono } from "hono";
import { answer, inputOf } from "../http/answer.ts";
import { declareRoutes, on } from "../http/route.ts";
import { isRefusal } from "../operation.ts";
import { audit, userOf } from "./auth.ts";
import { EDITOR_API } from "./editor/api-path.ts";
import {
  approveReview,
  commentReview,
  listReviews,
  openReview,
  previewReview,
  requestReview,
  returnReview,
  type ReviewOptions,
  reviewWork,
} from "./operations/reviews.ts";

export type { SendMail } from "./operations/reviews.ts";

// An editor asks, a publisher answers; an editor sees and comments on their own.
export const REVIEW_ROUTES = declareRoutes(EDITOR_API, {
  list: { method: "GET", path: "/reviews", role: listReviews.role },
  one: { method: "GET", path: "/review", role: openReview.role },
  request: { method: "POST", path: "/review-request", role: requestReview.role },
  comment: { method: "POST", path: "/review-comment", role: commentReview.role },
  return: { method: "POST", path: "/review-return", role: returnReview.role },
  approve: { method: "POST", path: "/review-approve", role: approveReview.role },
  preview: { method: "POST", path: "/review-preview", role: previewReview.role },
});

export function reviewRoutes(api: Hono, options: ReviewOptions) {
  const work = reviewWork(options);

  on(api, REVIEW_ROUTES.list, async (c) => answer(c, await listReviews({}, userOf(c), work)));
  on(api, REVIEW_ROUTES.one, async (c) => answer(c, await openReview({ id: c.req.query("id") }, userOf(c), work)));
  on(api, REVIEW_ROUTES.preview, async (c) =>
    answer(c, await previewReview(await inputOf(c, previewReview), userOf(c), work)),
  );

  on(api, REVIEW_ROUTES.request, async (c) => {
    const review = await requestReview(await inputOf(c, requestReview), userOf(c), work);
    if (isRefusal(review)) return answer(c, review);
    void audit(c, "review.request", { file: review.file, id: review.id });
    return c.json(review, 201);
  });

  on(api, REVIEW_ROUTES.comment, async (c) => {
    const review = await commentReview(await inputOf(c, commentReview), userOf(c), work);
    if (!isRefusal(review)) void audit(c, "review.comment", { file: review.file, id: review.id });
    return answer(c, review);
  });

  on(api, REVIEW_ROUTES.return, async (c) => {
    const review = await returnReview(await inputOf(c, returnReview), userOf(c), work);
    if (!isRefusal(review)) void audit(c, "review.return", { file: review.file, id: review.id });
    return answer(c, review);
  });

  on(api, REVIEW_ROUTES.approve, async (c) => {
    const approved = await approveReview(await inputOf(c, approveReview), userOf(c), work);
    if (isRefusal(approved)) return answer(c, approved);
    const { review, job, finished } = approved;
    void audit(c, "review.approve", { file: review.file, id: review.id });
    void finished.then((j) =>
      audit(c, j.state === "live" ? "page.publish" : "page.publish.refused", {
        file: review.file,
        review: review.id,
        ...(j.state === "live" ? {} : { reason: j.message }),
      }),
    );
    return c.json(job, 202);
  });

  return { stop: work.stop, flush: work.flush, mail: work.mail };
}
