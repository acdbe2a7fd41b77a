// On the server's page list: who has a draft of which page and since when,
// and what is scheduled to be published (with the late ones that ran). Each
// row reads like the review queue's: the page's name, a link that opens it,
// and under it who and when (it was a bulleted line with the name as a chip).
import { useEffect, useState } from "react";
import "../review/review.css";
import { publishCopy as copy } from "./copy";
import { madridDateTime, madridScheduled } from "./madrid-time";
import { publishApi, type Scheduled } from "./publish-client";

/** A page's row: its name opens it (a link, as in the list of pages), who and when under it. */
function Row({
  file,
  name,
  meta,
  onOpen,
}: {
  file: string;
  name: string;
  meta: string;
  onOpen: (file: string) => void;
}) {
  return (
    <a
      href={`?file=${encodeURIComponent(file)}`}
      className="review-row"
      onClick={(e) => {
        e.preventDefault();
        onOpen(file);
      }}
    >
      <span className="review-row__title">{name}</span>
      <span className="review-row__meta">{meta}</span>
    </a>
  );
}

export function ServerDrafts({
  titleOf,
  onOpen,
}: {
  titleOf: (file: string) => string;
  onOpen: (file: string) => void;
}) {
  const [drafts, setDrafts] = useState<Array<{ file: string; name: string; since: string }>>([]);
  const [scheduled, setScheduled] = useState<Scheduled[]>([]);
  const [late, setLate] = useState<Array<Scheduled & { lateMinutes: number }>>([]);
  useEffect(() => {
    void publishApi
      .drafts()
      .then((r) => setDrafts(r.drafts))
      .catch(() => undefined);
    void publishApi
      .scheduled()
      .then((r) => {
        setScheduled(r.scheduled);
        setLate(r.done.filter((d) => d.lateMinutes > 0));
      })
      .catch(() => undefined);
  }, []);
  if (!drafts.length && !scheduled.length && !late.length) return null;
  return (
    <section
      className="page-list__card review-card"
      aria-labelledby={drafts.length ? "drafts-heading" : "scheduled-heading"}
      data-testid="server-drafts"
    >
      {/* No «Borradores» heading over an empty list when only a scheduled publish is left. */}
      {drafts.length ? (
        <>
          <h2 id="drafts-heading">{copy.draftsTitle}</h2>
          <ul className="review-rows">
            {drafts.map((d) => (
              <li key={`${d.file} ${d.name}`}>
                <Row
                  onOpen={onOpen}
                  file={d.file}
                  name={titleOf(d.file)}
                  meta={copy.draftRow(d.name, madridDateTime(d.since))}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {/* Nor an empty list under «Borradores» (the card's gap left a blank line at its foot). */}
      {scheduled.length || late.length ? (
        <>
          <h2 id="scheduled-heading">{copy.scheduledTitle}</h2>
          <ul className="review-rows" data-testid="scheduled-list">
            {scheduled.map((s) => (
              <li key={s.id}>
                <Row
                  onOpen={onOpen}
                  file={s.file}
                  name={titleOf(s.file)}
                  meta={`${madridScheduled(s.at)} · ${s.name}`}
                />
              </li>
            ))}
            {late.map((s) => (
              <li key={`late ${s.id}`}>
                <Row
                  onOpen={onOpen}
                  file={s.file}
                  name={titleOf(s.file)}
                  meta={`${madridScheduled(s.at)} · ${copy.lateNote(s.lateMinutes)}`}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
