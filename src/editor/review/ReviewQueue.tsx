// On the server's page list: publishers see the drafts waiting for review
// (and the latest answered); an editor sees their own requests and the
// answer each got.
import { useEffect, useState } from "react";
import { madridDateTime } from "../publish/madrid-time";
import { siteText } from "../site-text";
import { reviewCopy as copy } from "./copy";
import { reviewApi, type Review } from "./review-client";
import "./review.css";

export const reviewHref = (id: string) => `?review=${encodeURIComponent(id)}`;

export function ReviewQueue() {
  const [data, setData] = useState<{ reviews: Review[]; canDecide: boolean } | null>(null);
  useEffect(() => {
    void reviewApi.reviews().then(setData, () => undefined);
  }, []);
  if (!data) return null;
  const { canDecide } = data;
  const shown = canDecide
    ? data.reviews.filter((r) => r.state === "open").concat(data.reviews.filter((r) => r.state !== "open").slice(0, 3))
    : data.reviews.slice(0, 6);
  if (!canDecide && shown.length === 0) return null;
  const waiting = data.reviews.filter((r) => r.state === "open").length;
  return (
    <section className="page-list__card review-card" aria-labelledby="reviews-heading" data-testid="review-queue">
      <h2 id="reviews-heading">
        {canDecide ? copy.queueTitle : copy.mineTitle}{" "}
        {canDecide && waiting ? <span className="review-count">{waiting}</span> : null}
      </h2>
      {shown.length === 0 ? <p className="review-muted">{copy.queueEmptyPublisher}</p> : null}
      <ul className="review-rows">
        {shown.map((r) => {
          const last = [...r.comments].reverse().find((c) => c.kind !== "note" && c.text);
          return (
            <li key={r.id}>
              <a href={reviewHref(r.id)} className="review-row">
                <span className="review-row__title">{siteText(r.title)}</span>
                <span className="review-row__meta">{copy.by(r.name, madridDateTime(r.updatedAt))}</span>
                {last && !canDecide ? (
                  <span className="review-row__answer">
                    «{last.text}» — {last.name}
                  </span>
                ) : null}
              </a>
              <span className="review-state" data-state={r.state}>
                {copy.states[r.state]}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
