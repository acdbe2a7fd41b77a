// On the server's page list: who has a draft of which page and since when,
// and what is scheduled to be published (with the late ones that ran).
import { useEffect, useState } from "react";
import { publishCopy as copy } from "./copy";
import { madridDateTime, madridScheduled } from "./madrid-time";
import { publishApi, type Scheduled } from "./publish-client";
import "./publish.css";

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
      className="page-list__card publish-bar"
      aria-labelledby={drafts.length ? "drafts-heading" : "scheduled-heading"}
      data-testid="server-drafts"
    >
      {/* No «Borradores» heading over an empty list when only a scheduled publish is left. */}
      {drafts.length ? (
        <>
          <h2 id="drafts-heading">{copy.draftsTitle}</h2>
          <ul className="publish-bar__list">
            {drafts.map((d) => (
              <li key={`${d.file} ${d.name}`}>
                <button type="button" onClick={() => onOpen(d.file)}>
                  {titleOf(d.file)}
                </button>{" "}
                {copy.draftRow(d.name, madridDateTime(d.since))}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {scheduled.length || late.length ? <h2 id="scheduled-heading">{copy.scheduledTitle}</h2> : null}
      <ul className="publish-bar__list" data-testid="scheduled-list">
        {scheduled.map((s) => (
          <li key={s.id}>
            {titleOf(s.file)}: {madridScheduled(s.at)} · {s.name}
          </li>
        ))}
        {late.map((s) => (
          <li key={`late ${s.id}`}>
            {titleOf(s.file)}: {madridScheduled(s.at)} · {copy.lateNote(s.lateMinutes)}
          </li>
        ))}
      </ul>
    </section>
  );
}
