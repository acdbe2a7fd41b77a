// In the editor's top bar (server): "Pide revisión" with a note, and the
// state of the person's last request for this page with the answer.
import { useEffect, useId, useState } from "react";
import { reviewCopy as copy } from "./copy";
import { reviewApi, type Review } from "./review-client";
import { reviewHref } from "./ReviewQueue";
import { madridDateTime } from "../publish/madrid-time";
import "./review.css";

export function ReviewRequest({ file, dirty }: { file: string; dirty: boolean }) {
  const [mine, setMine] = useState<Review | undefined>();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [status, setStatus] = useState<{ message: string; error?: boolean } | null>(null);
  const id = useId();
  useEffect(() => {
    void reviewApi.reviews().then(
      (r) =>
        setMine(
          r.reviews.find(
            (x) => x.file === file && (x.state === "open" || x.state === "returned" || x.state === "approved"),
          ),
        ),
      () => undefined,
    );
  }, [file]);
  const send = async () => {
    try {
      const review = await reviewApi.request(file, note);
      setMine(review);
      setOpen(false);
      setNote("");
      setStatus({ message: copy.sent });
    } catch (e) {
      setStatus({ message: (e as Error).message, error: true });
    }
  };
  const answer = mine
    ? [...mine.comments].reverse().find((c) => c.kind === "return" || c.kind === "comment")
    : undefined;
  return (
    <div className="review-request" data-testid="review-request">
      {mine ? (
        <a className="review-state" data-state={mine.state} href={reviewHref(mine.id)}>
          {copy.states[mine.state]}
        </a>
      ) : null}
      {mine?.state === "returned" && answer ? (
        <span className="review-request__answer">
          {answer.name} · {madridDateTime(answer.at)}: «{answer.text}»
        </span>
      ) : null}
      {mine && mine.comments.length > 1 ? (
        <a className="review-request__thread" href={reviewHref(mine.id)}>
          {copy.conversationLink(mine.comments.length)}
        </a>
      ) : null}
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {copy.ask}
      </button>
      {status ? (
        <span
          role={status.error ? "alert" : "status"}
          className={status.error ? "review-request__error" : "review-request__ok"}
        >
          {status.message}
        </span>
      ) : null}
      {open ? (
        <form
          id={id}
          className="review-request__panel"
          aria-label={copy.askTitle}
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <p className="review-request__help">{dirty ? copy.saveFirst : copy.askHelp}</p>
          <label>
            <span>{copy.note}</span>
            <textarea
              value={note}
              rows={3}
              maxLength={2000}
              placeholder={copy.notePlaceholder}
              onChange={(e) => setNote(e.target.value)}
              data-testid="review-note"
            />
          </label>
          <div className="review-actions">
            <button type="button" onClick={() => setOpen(false)}>
              {copy.cancel}
            </button>
            <button type="submit" data-primary disabled={dirty}>
              {copy.send}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
