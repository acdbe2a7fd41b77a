// In the editor's top bar (server): "Pide revisión" (a menu action) with a
// note, and the state of the person's last request for this page with the answer.
import { useEffect, useState, type ReactNode } from "react";
import type { MenuAction } from "../ActionsMenu";
import { ON_SERVER } from "../api-client";
import { Popover } from "../Popover";
import { reviewCopy as copy } from "./copy";
import { reviewApi, type Review } from "./review-client";
import { reviewHref } from "./ReviewQueue";
import { madridDateTime } from "../publish/madrid-time";
import "./review.css";

/** The request's state for the header's row, «Pide revisión» for its menu, and the form when asked. */
export function useReviewRequest(
  file: string,
  dirty: boolean,
): { state: ReactNode; action: MenuAction | null; narrowAction: MenuAction | null; panel: ReactNode } {
  const [mine, setMine] = useState<Review | undefined>();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [status, setStatus] = useState<{ message: string; error?: boolean } | null>(null);
  useEffect(() => {
    if (!ON_SERVER) return;
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
  if (!ON_SERVER) return { state: null, action: null, narrowAction: null, panel: null };
  const state = (
    <span className="review-request" data-testid="review-request">
      {mine ? (
        <a className="review-state" data-state={mine.state} href={reviewHref(mine.id)}>
          {copy.states[mine.state]}
        </a>
      ) : null}
      {mine?.state === "returned" && answer ? (
        <span
          className="review-request__answer"
          title={`${answer.name} · ${madridDateTime(answer.at)}: «${answer.text}»`}
        >
          {answer.name} · {madridDateTime(answer.at)}: «{answer.text}»
        </span>
      ) : null}
      {/* The header's row holds one line of the answer; the whole conversation is one click away. */}
      {mine && (answer || mine.comments.length > 1) ? (
        <a className="review-request__thread" href={reviewHref(mine.id)}>
          {copy.conversationLink(mine.comments.length)}
        </a>
      ) : null}
      {status ? (
        <span
          role={status.error ? "alert" : "status"}
          className={status.error ? "review-request__error" : "review-request__ok"}
        >
          {status.message}
        </span>
      ) : null}
    </span>
  );
  const panel = open ? (
    <Popover label={copy.askTitle} onClose={() => setOpen(false)}>
      <form
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
    </Popover>
  ) : null;
  // On a phone the request's state and answer leave the header's row for «Más» (editor-chrome.css): one item to the conversation.
  const narrowAction: MenuAction | null = mine
    ? {
        label: copy.openReview(copy.states[mine.state] ?? mine.state),
        onSelect: () => window.location.assign(reviewHref(mine.id)),
        narrowOnly: true,
      }
    : null;
  return { state, action: { label: copy.ask, onSelect: () => setOpen(!open), checked: open }, narrowAction, panel };
}
