// One review (?review=<id>): the draft beside the live page, field by field,
// the conversation (comments on the page or on one of its sections), and for
// a publisher "Aprobar y publicar" or "Devolver" with a comment. The editor
// who asked sees the same page with the answer.
import { useEffect, useMemo, useState } from "react";
import editorData from "virtual:editor";
import { editorSchema, sectionTypes } from "../schema-fields";
import { SignedIn } from "../publish/SignedIn";
import { madridDateTime } from "../publish/madrid-time";
import { siteText } from "../site-text";
import { reviewCopy as copy } from "./copy";
import { reviewApi, type Review } from "./review-client";
import { DraftPreview } from "./DraftPreview";
import { sectionName as named } from "../shared/shared-ref";
import { pageChanges } from "./section-changes";
import { SectionChanges } from "./SectionChanges";
import "./review.css";

const files = new Map(Object.entries(editorData.schemaFiles));
const schema = editorSchema(files);
const typeLabels = Object.fromEntries(sectionTypes(files).map((t) => [t.type, t.label]));
type Doc = Record<string, unknown>;
type Section = { id?: string; type?: string; ref?: string };
const livePath = (live: Doc | null) => (typeof live?.path === "string" ? live.path : null);

export function ReviewPage({ id, onOpen }: { id: string; onOpen: (file: string | null) => void }) {
  const [data, setData] = useState<{ review: Review; draft: Doc | null; live: Doc | null; canDecide: boolean } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState("");
  const [section, setSection] = useState("");
  const [status, setStatus] = useState<{ message: string; error?: boolean; busy?: boolean } | null>(null);
  const [view, setView] = useState<"changes" | "preview">("changes");
  useEffect(() => {
    reviewApi.review(id).then(setData, (e: Error) => setError(e.message));
  }, [id]);
  const sections = useMemo(() => ((data?.draft?.sections ?? []) as Section[]).filter((s) => s.id), [data]);
  const sectionName = (sid: string | undefined) => {
    const s = sections.find((x) => x.id === sid);
    return s ? named(s, typeLabels) : sid;
  };
  const changes = useMemo(
    () => (data?.draft ? pageChanges(schema, typeLabels, data.live, data.draft, siteText) : null),
    [data],
  );
  if (error)
    return (
      <main className="page-list review-page" data-editor-chrome>
        <p role="alert" className="page-list__error">
          {error}
        </p>
      </main>
    );
  if (!data)
    return (
      <main className="page-list review-page" data-editor-chrome>
        <p className="review-muted">Cargando…</p>
      </main>
    );
  const { review, canDecide } = data;
  const update = (next: Review) => setData({ ...data, review: next });
  const act = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (e) {
      setStatus({ message: (e as Error).message, error: true });
    }
  };
  const comment = () =>
    act(async () => {
      update(await reviewApi.comment(review.id, text, section || undefined));
      setText("");
      setStatus(null);
    });
  const giveBack = () =>
    act(async () => {
      if (!text.trim()) return setStatus({ message: copy.giveBackNeedsComment, error: true });
      update(await reviewApi.giveBack(review.id, text));
      setText("");
      setStatus({ message: copy.returned });
    });
  const approve = () =>
    act(async () => {
      setStatus({ message: copy.approving, busy: true });
      const job = await reviewApi.approve(review.id, text);
      setData(await reviewApi.review(review.id));
      setText("");
      setStatus(job.state === "live" ? { message: copy.published } : { message: job.message, error: true });
    });
  const deciding = canDecide && review.state === "open";
  return (
    <main className="page-list review-page" data-editor-chrome data-testid="review-page">
      <header className="page-list__top">
        <div>
          <a
            href="./"
            className="review-back"
            onClick={(e) => {
              e.preventDefault();
              onOpen(null);
            }}
          >
            ← {copy.back}
          </a>
          <h1>
            {siteText(review.title)}{" "}
            <span className="review-state" data-state={review.state}>
              {copy.states[review.state]}
            </span>
          </h1>
          <p className="review-muted">
            {review.name} {copy.kinds.note} ·{" "}
            <span className="review-when">{madridDateTime(review.requestedAt)} (hora de Madrid)</span>
            {canDecide ? null : (
              <>
                {" · "}
                <a
                  href={`?file=${encodeURIComponent(review.file)}`}
                  onClick={(e) => {
                    e.preventDefault();
                    onOpen(review.file);
                  }}
                >
                  {copy.editDraft}
                </a>
              </>
            )}
          </p>
        </div>
        <SignedIn />
      </header>
      <div className="review-layout">
        <section className="page-list__card review-card" aria-labelledby="changes-heading">
          <div className="review-card__head">
            <h2 id="changes-heading">{copy.changes}</h2>
            <div className="review-switch" role="group" aria-label={copy.viewsLabel}>
              {(["changes", "preview"] as const).map((v) => (
                <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)}>
                  {copy.views[v]}
                </button>
              ))}
            </div>
          </div>
          {view === "preview" ? (
            <DraftPreview id={review.id} title={review.title} livePath={livePath(data.live)} />
          ) : (
            <>
              {data.live === null ? <p className="review-muted">{copy.newPage}</p> : null}
              {!changes || (changes.page.length === 0 && changes.sections.length === 0) ? (
                <p className="review-muted">{copy.noChanges}</p>
              ) : (
                <SectionChanges changes={changes} />
              )}
            </>
          )}
        </section>
        <section className="page-list__card review-card" aria-labelledby="conversation-heading">
          <h2 id="conversation-heading">{copy.conversation}</h2>
          <ol className="review-thread">
            {review.comments.map((c) => (
              <li key={`${c.at} ${c.userId} ${c.kind}`} data-kind={c.kind}>
                <p className="review-thread__who">
                  <strong>{c.name}</strong> {copy.kinds[c.kind]} · <time dateTime={c.at}>{madridDateTime(c.at)}</time>
                  {c.section ? (
                    <span className="review-thread__section">
                      {copy.onSection} {sectionName(c.section)}
                    </span>
                  ) : null}
                </p>
                {c.text ? <p className="review-thread__text">{c.text}</p> : null}
              </li>
            ))}
          </ol>
          {/* Said once: right after «Aprobar y publicar» the answer below says it (and is announced). */}
          {review.state === "published" && !status ? <p className="review-ok">{copy.published}</p> : null}
          {review.state === "open" || review.state === "returned" ? (
            <form
              className="review-form"
              onSubmit={(e) => {
                e.preventDefault();
                if (text.trim()) void comment();
              }}
            >
              <label className="review-field">
                <span>{copy.comment}</span>
                <textarea
                  value={text}
                  rows={3}
                  maxLength={2000}
                  placeholder={copy.commentPlaceholder}
                  onChange={(e) => setText(e.target.value)}
                  data-testid="review-text"
                />
              </label>
              <label className="review-field">
                <span>{copy.onSection}</span>
                <select value={section} onChange={(e) => setSection(e.target.value)}>
                  <option value="">{copy.wholePage}</option>
                  {sections.map((s) => (
                    <option key={s.id} value={s.id}>
                      {sectionName(s.id)}
                    </option>
                  ))}
                </select>
              </label>
              <div className="review-actions">
                <button type="submit" disabled={!text.trim() || status?.busy}>
                  {copy.addComment}
                </button>
                {deciding ? (
                  <>
                    <button type="button" onClick={() => void giveBack()} disabled={status?.busy}>
                      {copy.giveBack}
                    </button>
                    <button type="button" data-primary onClick={() => void approve()} disabled={status?.busy}>
                      {copy.approve}
                    </button>
                  </>
                ) : null}
              </div>
            </form>
          ) : null}
          {status ? (
            <p
              role={status.error ? "alert" : "status"}
              className={status.error ? "page-list__error" : "review-ok"}
              data-testid="review-status"
            >
              {status.message}
            </p>
          ) : null}
        </section>
      </div>
    </main>
  );
}
