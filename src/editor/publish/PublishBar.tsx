// The editor's publishing controls on the site's server (/admin/edit):
// who else is editing (a heartbeat every 20 s, a publisher's takeover),
// "Vista previa" of the saved draft, "Publicar", "Programar" and
// "Historial" with each version's changes by section and field and
// "Restaurar". Under `npm run edit` it shows nothing (there is no server).
import { useEffect, useMemo, useState, type ReactNode } from "react";
import type { MenuAction } from "../ActionsMenu";
import { ON_SERVER, type Problem } from "../api-client";
import { Popover } from "../Popover";
import type { EditorSchema } from "../doc-data";
import { fieldDifferences } from "../field-diff";
import { FieldDiffTable } from "../FieldDiffTable";
import { publishCopy as copy } from "./copy";
import { madridScheduled, madridTime, madridToUtc } from "./madrid-time";
import { byMadridDay, changedFields } from "./history-days";
import {
  publishApi,
  type Job,
  type Lock,
  type Me,
  type Scheduled,
  type ScheduledFailure,
  type Version,
} from "./publish-client";
import { ScheduleFailureNotice } from "./ScheduleFailures";
import { dropHistory } from "../kept-history";
import { dropUndoable, keepUndoable, undoableNow, type Undoable } from "./kept-undo";
import "./publish.css";

interface PublishBarProps {
  file: string;
  /** Unsaved changes: the draft on the server is not what is on screen. */
  dirty: boolean;
  schema: EditorSchema;
  typeLabels: Record<string, string>;
  onReload: (notice?: string) => void;
}

const HEARTBEAT_MS = 20_000;

/** What the editor's header shows of publishing: «Publicar» in its row, the rest as menu actions, panels below it. */
export interface Publishing {
  /** «Publicar» (publishers), what it is doing, the preview's link, who else is editing. */
  inline: ReactNode;
  /** «Vista previa», «Historial», «Programar»: the header's menu. */
  actions: MenuAction[];
  /** The open panel (history, schedule), over the canvas. */
  panel: ReactNode;
  /** A refused publish's problems, for the header's one problem list. */
  refused: Problem[];
  /** The person's scheduled publishes of this page that failed when they ran, above the canvas until dismissed. */
  notices: ReactNode;
}

export function usePublishing({ file, dirty, schema, typeLabels, onReload }: PublishBarProps): Publishing {
  const [me, setMe] = useState<Me | null>(null);
  const [lock, setLock] = useState<{ lock: Lock; mine: boolean } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [job, setJob] = useState<Job | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [panel, setPanel] = useState<"history" | "schedule" | null>(null);
  const [scheduled, setScheduled] = useState<Scheduled[]>([]);
  const [failures, setFailures] = useState<ScheduledFailure[]>([]);
  const canPublish = me?.role === "publisher" || me?.role === "owner";
  // Offered by the editor reopened after «Publicar», and after a reload or on another day, until dismissed, done,
  // or the page published again (kept-undo.ts): its history's newest version must still be the one it undoes.
  const [undoable, setUndoable] = useState<Undoable | null>(null);
  const forget = () => {
    dropUndoable(file);
    setUndoable(null);
  };
  useEffect(() => {
    if (!ON_SERVER) return;
    setUndoable(null);
    void publishApi
      .history(file)
      .then(({ versions }) => setUndoable(undoableNow(file, versions[0]?.commit) ?? null))
      .catch(() => undefined);
  }, [file]);

  useEffect(() => {
    if (!ON_SERVER) return;
    void publishApi
      .me()
      .then(setMe)
      .catch(() => undefined);
    const beat = () =>
      void publishApi
        .lock(file)
        .then(setLock)
        .catch(() => undefined);
    beat();
    const timer = window.setInterval(beat, HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [file]);
  const refreshSchedule = () =>
    void publishApi
      .scheduled()
      .then((r) => {
        setScheduled(r.scheduled.filter((s) => s.file === file));
        setFailures(r.failed.filter((f) => f.kind === "page" && f.file === file));
      })
      .catch(() => undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the file is the trigger (refreshSchedule reads it)
  useEffect(() => (ON_SERVER ? refreshSchedule() : undefined), [file]);

  const run = async (label: string, work: () => Promise<void>) => {
    if (dirty) return setNote(copy.saveFirst);
    setBusy(label);
    setNote(null);
    setJob(null);
    try {
      await work();
    } catch (error) {
      setNote((error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const publish = () =>
    run(copy.publishing, async () => {
      forget();
      const done = await publishApi.publish(file);
      // Published: the editor reopens on the new published file (its base for the next draft), offering
      // «Deshacer»: a restore of the version before, with the one just published as the one seen.
      if (done.state === "live") {
        dropHistory(file);
        const { versions } = await publishApi.history(file).catch(() => ({ versions: [] as Version[] }));
        const [published, previous] = versions;
        const offer = published && previous ? { file, previous: previous.commit, published: published.commit } : null;
        if (offer) keepUndoable(offer);
        setUndoable(offer);
        return onReload(copy.published);
      }
      setJob(done);
      setNote(done.message);
    });
  const preview = () =>
    run(copy.previewBuilding, async () => {
      const state = await publishApi.preview(file);
      if (state.url) setPreviewUrl(state.url);
      else setNote(state.message ?? "");
    });
  const undoPublish = (offer: Undoable) =>
    run(copy.restoring, async () => {
      const job = await publishApi.restore(file, offer.previous, offer.published);
      if (job.state !== "live") return setNote(job.message);
      forget();
      dropHistory(file);
      onReload(copy.publishUndone);
    });
  const toggle = (which: "history" | "schedule") => setPanel(panel === which ? null : which);

  if (!ON_SERVER) return { inline: null, actions: [], panel: null, refused: [], notices: null };
  const actions: MenuAction[] = [
    { label: copy.preview, onSelect: () => void preview() },
    { label: copy.history, onSelect: () => toggle("history"), checked: panel === "history" },
    ...(canPublish
      ? [{ label: copy.schedule, onSelect: () => toggle("schedule"), checked: panel === "schedule" }]
      : []),
  ];
  const inline = (
    <span className="publish-bar" data-testid="publish-bar">
      {lock && !lock.mine ? (
        <span role="status" className="publish-bar__lock" data-testid="lock-banner">
          {copy.editing(lock.lock.name, madridTime(lock.lock.since))}{" "}
          {canPublish ? (
            <button type="button" onClick={() => void publishApi.takeOver(file).then(setLock)}>
              {copy.takeOver}
            </button>
          ) : null}
        </span>
      ) : null}
      {busy ? (
        <span role="status" className="publish-bar__busy">
          {busy}
        </span>
      ) : null}
      {note ? (
        <span role="status" data-testid="publish-note" className="publish-bar__note" title={note}>
          {note}
        </span>
      ) : null}
      {previewUrl ? (
        <a href={previewUrl} target="_blank" rel="noopener" data-testid="preview-link">
          {copy.previewReady}
        </a>
      ) : null}
      {canPublish ? (
        <button type="button" data-primary onClick={() => void publish()} disabled={busy !== null}>
          {copy.publish}
        </button>
      ) : null}
    </span>
  );
  const open =
    panel === "schedule" ? (
      <SchedulePanel
        file={file}
        scheduled={scheduled}
        dirty={dirty}
        onChange={refreshSchedule}
        onNote={setNote}
        onRefused={(refused) => {
          setJob(refused);
          setNote(refused.message);
        }}
      />
    ) : panel === "history" ? (
      <HistoryPanel
        file={file}
        schema={schema}
        typeLabels={typeLabels}
        canRestore={canPublish}
        onRestored={() => {
          dropHistory(file);
          onReload(copy.restored);
        }}
      />
    ) : null;
  return {
    inline,
    actions,
    panel: open ? (
      <Popover label={panel === "history" ? copy.history : copy.schedule} onClose={() => setPanel(null)}>
        {open}
      </Popover>
    ) : null,
    refused: job?.state === "invalid" ? (job.problems ?? []) : [],
    notices: (
      <>
        {undoable ? (
          <p role="status" className="publish-bar__undo" data-testid="publish-undo">
            {copy.publishedUndoable}{" "}
            <button type="button" aria-label={copy.undoPublish} onClick={() => void undoPublish(undoable)}>
              {copy.undo}
            </button>
            <button type="button" onClick={forget}>
              {copy.dismiss}
            </button>
          </p>
        ) : null}
        {failures.map((failure) => (
          <ScheduleFailureNotice key={failure.id} failure={failure} onDismissed={refreshSchedule} />
        ))}
      </>
    ),
  };
}

function SchedulePanel({
  file,
  scheduled,
  dirty,
  onChange,
  onNote,
  onRefused,
}: {
  file: string;
  scheduled: Scheduled[];
  dirty: boolean;
  onChange: () => void;
  onNote: (note: string) => void;
  /** Refused by the publish gate: its problems join the one problem list, as a refused «Publicar»'s. */
  onRefused: (job: Job) => void;
}) {
  const [when, setWhen] = useState("");
  const submit = async () => {
    if (dirty) return onNote(copy.saveFirst);
    const at = madridToUtc(when);
    if (!at) return onNote("Elige una fecha y una hora.");
    try {
      const item = await publishApi.schedule(file, at);
      if ("state" in item) return onRefused(item);
      onNote(copy.scheduled(madridScheduled(item.at)));
      onChange();
    } catch (error) {
      onNote((error as Error).message);
    }
  };
  return (
    <form
      className="publish-bar__panel"
      aria-label={copy.schedule}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label>
        {copy.scheduleAt}
        <input type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} required />
      </label>
      <button type="submit">{copy.scheduleConfirm}</button>
      {scheduled.length ? (
        <ul className="publish-bar__list" data-testid="scheduled">
          {scheduled.map((s) => (
            <li key={s.id}>
              {madridScheduled(s.at)} · {s.name}{" "}
              <button
                type="button"
                onClick={() =>
                  void publishApi.cancel(s.id).then(() => {
                    onNote(copy.cancelled);
                    onChange();
                  })
                }
              >
                {copy.cancel}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

function HistoryPanel({
  file,
  schema,
  typeLabels,
  canRestore,
  onRestored,
}: {
  file: string;
  schema: EditorSchema;
  typeLabels: Record<string, string>;
  canRestore: boolean;
  onRestored: () => void;
}) {
  const [versions, setVersions] = useState<Version[] | null>(null);
  const [chosen, setChosen] = useState<Version | null>(null);
  const [pair, setPair] = useState<{ before: unknown; after: unknown } | null>(null);
  const [state, setState] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void publishApi.history(file).then((r) => live && setVersions(r.versions));
    return () => {
      live = false;
    };
  }, [file]);
  useEffect(() => {
    setPair(null);
    if (chosen) void publishApi.version(file, chosen.commit).then(setPair);
  }, [file, chosen]);
  const differences = useMemo(
    () => (pair ? fieldDifferences(schema, typeLabels, pair.before ?? {}, pair.after ?? {}) : []),
    [pair, schema, typeLabels],
  );
  const restore = async () => {
    if (!chosen) return;
    setState(copy.restoring);
    const job = await publishApi
      .restore(file, chosen.commit, versions?.[0]?.commit)
      .catch((error: Error) => ({ state: "failed", message: error.message }) as Job);
    if (job.state === "live") onRestored();
    else setState(job.message);
  };
  if (!versions) return <p className="publish-bar__panel">…</p>;
  if (!versions.length) return <p className="publish-bar__panel">{copy.historyEmpty}</p>;
  return (
    <section className="publish-bar__panel publish-bar__history" aria-label={copy.history} data-testid="history">
      <p className="publish-bar__help">{copy.historyHelp}</p>
      {byMadridDay(versions, new Date()).map((group) => (
        <section key={group.day} className="publish-bar__day" aria-label={group.label}>
          <h3 className="publish-bar__day-title">{group.label}</h3>
          <ol className="publish-bar__list">
            {group.items.map((v) => (
              <li key={v.commit}>
                <button
                  type="button"
                  aria-pressed={chosen?.commit === v.commit}
                  title={v.when}
                  onClick={() => setChosen(v)}
                >
                  {copy.versionBy(v.author, madridTime(v.date))}
                </button>{" "}
                {/* Said by the server in Spanish (the fields' labels), never the commit's message. */}
                <span className="publish-bar__changed">{v.fields ? changedFields(v.fields) : copy.pickToSee}</span>
              </li>
            ))}
          </ol>
        </section>
      ))}
      {chosen && pair ? (
        <div>
          {differences.length === 0 ? (
            <p>{copy.noChanges}</p>
          ) : (
            <FieldDiffTable
              differences={differences}
              headings={[copy.field, copy.before, copy.after]}
              absent={copy.absent}
              testId="version-diff"
            />
          )}
          {canRestore ? (
            <button type="button" onClick={() => void restore()}>
              {copy.restore}
            </button>
          ) : null}
          {state ? <span role="status">{state}</span> : null}
        </div>
      ) : null}
    </section>
  );
}
