// "Entregas" (server only): drafts of several pages, by anyone, grouped
// under a name; previewed together; published or scheduled as one commit
// by a publisher. An editor prepares them.
import { useCallback, useEffect, useState } from "react";
import { madridDateTime, madridScheduled, madridToUtc } from "../publish/madrid-time";
import { publishApi, type ScheduledFailure } from "../publish/publish-client";
import { ScheduleFailureNotice } from "../publish/ScheduleFailures";
import { pagesCopy as copy } from "./copy";
import { FormFooter } from "./FormFooter";
import { jobProblems, shortTitle } from "./PageActions";
import { pagesApi, type DraftRow, type Release } from "./pages-client";
import { siteText } from "../site-text";

type Scheduled = { id: string; file: string; at: string; name: string };

export function Releases({
  canPublish,
  me,
  titleOf,
  onPublished,
}: {
  canPublish: boolean;
  me: string | undefined;
  titleOf: (file: string) => string;
  onPublished: () => void;
}) {
  const [releases, setReleases] = useState<Release[]>([]);
  const [scheduled, setScheduled] = useState<Scheduled[]>([]);
  /** The person's scheduled releases that failed when they ran, until "Entendido". */
  const [failures, setFailures] = useState<ScheduledFailure[]>([]);
  const [drafts, setDrafts] = useState<DraftRow[]>([]);
  const [name, setName] = useState("");
  const [picked, setPicked] = useState<Set<string>>(new Set());
  /** The form open: a new release's, or an open release's (its name and drafts changed in the same form). */
  const [form, setForm] = useState<"new" | Release | null>(null);
  const editing = form === "new" ? null : form;
  /** Whose busy state and messages the form shares: the release's row, or "new". */
  const formId = editing?.id ?? "new";
  const [busy, setBusy] = useState<string | null>(null);
  const [notes, setNotes] = useState<Record<string, { lines: string[]; ok: boolean; url?: string }>>({});
  const [when, setWhen] = useState<Record<string, string>>({});
  const load = () => {
    // The releases and the person's failed runs together: a failure is told on its release's row, and
    // arriving first it showed above the list, then jumped.
    void Promise.all([pagesApi.releases(), publishApi.scheduled().catch(() => ({ failed: [] as ScheduledFailure[] }))])
      .then(([r, s]) => {
        setReleases(r.releases);
        setScheduled(r.scheduled);
        setFailures(s.failed.filter((f) => f.kind === "release"));
      })
      .catch(() => undefined);
    void pagesApi
      .drafts()
      .then((r) => setDrafts(r.drafts))
      .catch(() => undefined);
  };
  useEffect(load, []);
  const key = (d: { file: string; userId: number }) => `${d.userId}:${d.file}`;
  const say = (id: string, lines: string[], ok: boolean, url?: string) =>
    setNotes((n) => ({ ...n, [id]: { lines, ok, url } }));
  // The form opens on its name: the button that opened it ("Cambiar") is gone while it is open.
  const focusOnOpen = useCallback((field: HTMLInputElement | null) => field?.focus(), []);
  const openForm = (release: Release | null) => {
    setForm(release ?? "new");
    setName(release?.name ?? "");
    // A draft that no longer exists cannot stay: the form shows the drafts there are.
    setPicked(new Set(release?.items.filter((item) => !item.missing).map(key)));
  };
  const closeForm = () => {
    setForm(null);
    setName("");
    setPicked(new Set());
  };
  const save = async () => {
    setBusy(formId);
    try {
      const items = drafts.filter((d) => picked.has(key(d))).map((d) => ({ file: d.file, userId: d.userId }));
      if (editing) await pagesApi.updateRelease(editing.id, name, items);
      else await pagesApi.createRelease(name, items);
      closeForm();
      say(formId, editing ? [copy.releaseSaved] : [], true);
      load();
    } catch (e) {
      say(formId, [(e as Error).message], false);
    } finally {
      setBusy(null);
    }
  };
  const act = async (release: Release, work: () => Promise<void>) => {
    setBusy(release.id);
    try {
      await work();
    } catch (e) {
      say(release.id, [(e as Error).message], false);
    } finally {
      setBusy(null);
    }
  };
  // A page by its title as the team says it; a new page (not published yet) by its address.
  const nameOf = (file: string) => {
    const title = titleOf(file);
    return title === file
      ? `/${file.replace(/^pages\//, "").replace(/\.json$/, "")} · ${copy.newPageDraft}`
      : shortTitle(title);
  };
  /** The form of a new release, or of the open one being changed (its name, its drafts). */
  const releaseForm = () => (
    <form
      className="release-new"
      aria-label={editing ? copy.changeReleaseTitle(editing.name) : copy.newRelease}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label className="release-new__name">
        <span>{copy.releaseName}</span>
        <input
          ref={focusOnOpen}
          value={name}
          maxLength={80}
          placeholder={copy.releaseNamePlaceholder}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <fieldset className="release-new__drafts">
        <legend>{copy.releaseDrafts}</legend>
        {drafts.length === 0 ? <p className="page-list__empty">{copy.noDrafts}</p> : null}
        {drafts.map((d) => (
          <label key={key(d)}>
            <input
              type="checkbox"
              checked={picked.has(key(d))}
              onChange={(e) =>
                setPicked((p) => {
                  const next = new Set(p);
                  if (e.target.checked) next.add(key(d));
                  else next.delete(key(d));
                  return next;
                })
              }
            />
            <span>
              <strong>{nameOf(d.file)}</strong>{" "}
              <span className="page-list__path">{copy.draftOf(d.name, madridDateTime(d.savedAt))}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <FormFooter
        errors={notes[formId] && !notes[formId].ok ? notes[formId].lines.slice(0, 1) : []}
        onCancel={closeForm}
        disabled={busy === formId || picked.size === 0 || !name.trim()}
      >
        {editing ? copy.saveRelease : copy.createRelease}
      </FormFooter>
    </form>
  );
  const open = releases.filter((r) => r.state === "open");
  const done = releases.filter((r) => r.state === "published").slice(0, 5);
  const failureNotices = (list: ScheduledFailure[]) =>
    list.map((failure) => (
      <div key={failure.id} className="release__failure">
        <ScheduleFailureNotice failure={failure} onDismissed={load} />
      </div>
    ));
  // A failure whose release is no longer open (deleted, or published since) is told above the list.
  const orphanFailures = failures.filter((f) => !open.some((r) => r.id === f.file));
  return (
    <section className="page-list__card pages-card" aria-labelledby="releases-heading" data-testid="releases">
      <div className="page-list__bar">
        <div>
          <h2 id="releases-heading">
            {copy.releasesTitle} {open.length ? <span className="page-list__count">{open.length}</span> : null}
          </h2>
          <p className="pages-card__lead">{copy.releasesLead}</p>
        </div>
        {form !== "new" ? (
          <button type="button" data-primary onClick={() => openForm(null)}>
            {copy.newRelease}
          </button>
        ) : null}
      </div>
      {form === "new" ? releaseForm() : null}
      {failureNotices(orphanFailures)}
      <ul className="pages-card__rows">
        {open.map((release) => {
          const planned = scheduled.find((s) => s.file === release.id);
          const note = notes[release.id];
          const mayChange = canPublish || release.createdBy.name === me;
          return (
            <li key={release.id} className="release" data-testid="release">
              <div className="release__head">
                <span className="page-list__title">{release.name}</span>
                <span className="page-list__badge" data-tone="neutral">
                  {copy.pagesCount(release.items.length)}
                </span>
                {planned ? (
                  <span className="page-list__badge" data-tone="accent">
                    {copy.scheduledFor(madridScheduled(planned.at))}
                  </span>
                ) : null}
              </div>
              {failureNotices(failures.filter((f) => f.file === release.id))}
              {editing?.id === release.id ? (
                releaseForm()
              ) : (
                <>
                  <ul className="release__items">
                    {release.items.map((item) => (
                      <li key={`${item.userId}:${item.file}`} data-missing={item.missing || undefined}>
                        <span>{item.title ? siteText(item.title) : nameOf(item.file)}</span>{" "}
                        <span className="page-list__path">{item.path ?? item.file}</span>{" "}
                        <span className="page-list__path">
                          ·{" "}
                          {item.missing
                            ? copy.missing
                            : copy.draftOf(item.person ?? "", madridDateTime(item.savedAt ?? new Date().toISOString()))}
                        </span>
                      </li>
                    ))}
                  </ul>
                  <div className="release__actions">
                    <button
                      type="button"
                      disabled={busy !== null}
                      onClick={() =>
                        void act(release, async () => {
                          say(release.id, [copy.previewing], true);
                          const state = await pagesApi.previewRelease(release.id);
                          if (state.url) {
                            say(release.id, [], true, state.url);
                            window.open(state.url, "_blank", "noopener");
                          } else say(release.id, [state.message ?? ""], false);
                        })
                      }
                    >
                      {copy.preview}
                    </button>
                    {canPublish ? (
                      <>
                        <button
                          type="button"
                          data-primary
                          disabled={busy !== null}
                          onClick={() =>
                            void act(release, async () => {
                              say(release.id, [copy.publishing], true);
                              const job = await pagesApi.publishRelease(release.id);
                              say(
                                release.id,
                                job.state === "live" ? [job.message] : jobProblems(job),
                                job.state === "live",
                              );
                              if (job.state === "live") {
                                load();
                                onPublished();
                              }
                            })
                          }
                        >
                          {busy === release.id && notes[release.id]?.lines[0] === copy.publishing
                            ? copy.publishing
                            : copy.publish}
                        </button>
                        {planned ? (
                          <button
                            type="button"
                            disabled={busy !== null}
                            onClick={() =>
                              void act(release, async () => (await pagesApi.cancelSchedule(planned.id), load()))
                            }
                          >
                            {copy.cancelSchedule}
                          </button>
                        ) : (
                          <span className="release__schedule">
                            <label>
                              <span className="visually-hidden">{copy.scheduleAt}</span>
                              <input
                                type="datetime-local"
                                value={when[release.id] ?? ""}
                                onChange={(e) => setWhen((w) => ({ ...w, [release.id]: e.target.value }))}
                              />
                            </label>
                            <button
                              type="button"
                              disabled={busy !== null || !when[release.id]}
                              onClick={() =>
                                void act(release, async () => {
                                  const made = await pagesApi.scheduleRelease(
                                    release.id,
                                    madridToUtc(when[release.id] ?? "") ?? "",
                                  );
                                  if ("state" in made) return say(release.id, jobProblems(made), false);
                                  say(release.id, [], true);
                                  load();
                                })
                              }
                            >
                              {copy.schedule}
                            </button>
                          </span>
                        )}
                      </>
                    ) : null}
                    {mayChange ? (
                      <button type="button" disabled={busy !== null} onClick={() => openForm(release)}>
                        {copy.changeRelease}
                      </button>
                    ) : null}
                    {mayChange ? (
                      <button
                        type="button"
                        className="release__remove"
                        disabled={busy !== null}
                        onClick={() =>
                          window.confirm(copy.removeConfirm(release.name)) &&
                          void act(release, async () => (await pagesApi.deleteRelease(release.id), load()))
                        }
                      >
                        {copy.remove}
                      </button>
                    ) : null}
                  </div>
                </>
              )}
              {note?.lines.some(Boolean) ? (
                <div role={note.ok ? "status" : "alert"} className={note.ok ? "pages-card__ok" : "page-list__error"}>
                  {note.lines.filter(Boolean).map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                </div>
              ) : null}
              {note?.url ? (
                <a className="release__preview" href={note.url} target="_blank" rel="noopener">
                  {copy.preview} ↗
                </a>
              ) : null}
            </li>
          );
        })}
        {done.map((release) => (
          <li key={release.id} className="release" data-state="published">
            <div className="release__head">
              <span className="page-list__title">{release.name}</span>
              <span className="page-list__badge" data-tone="ok">
                {copy.published(madridDateTime(release.publishedAt ?? ""), release.publishedBy ?? "")}
              </span>
            </div>
            <p className="page-list__path">
              {release.items.map((i) => (i.title ? siteText(i.title) : i.file)).join(" · ")}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
