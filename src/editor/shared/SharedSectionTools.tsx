// Above the selected section's fields (issue 43): for a shared section, the
// pages that use it, «Publicar la sección compartida» (its fields, as edited
// here, to its one file: every page that uses it changes with one publish) and
// «Separar de la sección compartida» (the section copied into this page); for
// any other section, «Convertir en sección compartida». Both publish, so they
// are shown to those who may publish (the server refuses anyone else too).
import { createUsePuck, useGetPuck } from "@puckeditor/core";
import { useId, useState } from "react";
import editorData from "virtual:editor";
import { fillPlaceholders } from "../../core/placeholders";
import { call } from "../api-client";
import { itemToSection, ROOT_ZONE, type EditorSchema, type PuckItem } from "../doc-data";
import { finish, type Job } from "../publish/publish-client";
import { useRole } from "../review/use-role";
import { sharedCopy } from "./copy";
import "./shared.css";
import { hasUnpublishedEdits, sharedSectionOf } from "./unpublished";
import { mayPublishShared, sharedProps, sharedSections } from "./shared-component";
import { ownProps, SHARED_TYPE, SHARED_TYPE_PROP } from "./shared-ref";

const usePuckState = createUsePuck();
/** What «Convertir…» has to say, by Puck item id: said by the shared section's tools, which replace its own. */
const notices = new Map<string, string>();
const NAME = /^[a-z0-9][a-z0-9-]*$/;

/** Publishes `section` as the shared section `name` and waits for it: the job as it ended. */
async function publishShared(name: string, section: unknown, create: boolean): Promise<Job> {
  return finish(await call<Job>("shared-section", { name, section, create }));
}

const outcome = (job: Job, live: string) =>
  job.state === "live"
    ? live
    : sharedCopy.failed([job.message, ...(job.problems ?? []).map((p) => p.message)].filter(Boolean).join(" "));

export function SharedSectionTools({ schema, index }: { schema: EditorSchema; index: number | undefined }) {
  const item = usePuckState((p) => (index === undefined ? undefined : p.appState.data.content[index])) as
    | PuckItem
    | undefined;
  const canPublish = mayPublishShared(useRole());
  if (!item || index === undefined) return null;
  if (item.type === SHARED_TYPE)
    return <SharedTools schema={schema} item={item} index={index} canPublish={canPublish} />;
  return canPublish ? <MakeShared schema={schema} item={item} index={index} /> : null;
}

function SharedTools({
  schema,
  item,
  index,
  canPublish,
}: {
  schema: EditorSchema;
  item: PuckItem;
  index: number;
  canPublish: boolean;
}) {
  const getPuck = useGetPuck();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState(() => notices.get(item.props.id) ?? "");
  const name = String(item.props.ref ?? "");
  const type = item.props[SHARED_TYPE_PROP];
  const usedBy = sharedSections()[name]?.usedBy ?? [];
  if (typeof type !== "string") return <p className="editor-shared__note">{sharedCopy.missing(name)}</p>;
  const section = () =>
    sharedSectionOf(schema, item) ?? itemToSection(schema, { type, props: ownProps(item) }, undefined);
  const unpublished = canPublish && hasUnpublishedEdits(schema, item);
  const publish = async () => {
    setBusy(true);
    setMessage(sharedCopy.publishing);
    try {
      const job = await publishShared(name, section(), false);
      if (job.state === "live") {
        const entry = sharedSections()[name];
        if (entry) entry.section = section();
      }
      setMessage(outcome(job, sharedCopy.published(usedBy.length)));
    } catch (error) {
      setMessage(sharedCopy.failed((error as Error).message));
    } finally {
      setBusy(false);
    }
  };
  const detach = () => {
    getPuck().dispatch({
      type: "replace",
      destinationIndex: index,
      destinationZone: ROOT_ZONE,
      data: { type, props: ownProps(item) },
    });
    setMessage(sharedCopy.detached);
  };
  return (
    <section className="editor-shared" aria-label={sharedCopy.label}>
      <p className="editor-shared__used">
        <strong>{sharedCopy.usedOn(usedBy.length)}</strong>
      </p>
      {usedBy.length > 0 ? (
        <ul className="editor-shared__pages">
          {usedBy.map((page) => (
            <li key={page.file}>
              {fillPlaceholders(page.title, editorData.placeholders)}{" "}
              <span className="editor-shared__path">{page.path}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="editor-shared__note">{sharedCopy.notUsed}</p>
      )}
      <p className="editor-shared__note">{canPublish ? sharedCopy.editHere : sharedCopy.publishersOnly}</p>
      {unpublished ? <p className="editor-shared__unpublished">{sharedCopy.unpublished}</p> : null}
      <div className="editor-shared__actions">
        {canPublish ? (
          <button type="button" disabled={busy} onClick={() => void publish()}>
            {sharedCopy.publish}
          </button>
        ) : null}
        <button type="button" disabled={busy} onClick={detach} title={sharedCopy.detachHelp}>
          {sharedCopy.detach}
        </button>
      </div>
      <p role="status" className="editor-shared__note">
        {message}
      </p>
    </section>
  );
}

function MakeShared({ schema, item, index }: { schema: EditorSchema; item: PuckItem; index: number }) {
  const getPuck = useGetPuck();
  const id = useId();
  const [name, setName] = useState(String(item.props.sectionId ?? ""));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const make = async () => {
    if (!NAME.test(name)) return setMessage(sharedCopy.nameHelp);
    setBusy(true);
    try {
      const section = itemToSection(schema, item, undefined);
      const job = await publishShared(name, section, true);
      if (job.state === "live") {
        sharedSections()[name] = { section, usedBy: [] };
        const props = sharedProps(schema, name, item.props.id);
        notices.set(item.props.id, sharedCopy.made(name));
        if (props)
          getPuck().dispatch({
            type: "replace",
            destinationIndex: index,
            destinationZone: ROOT_ZONE,
            data: { type: SHARED_TYPE, props: { ...props, ref: name } },
          });
      }
      setMessage(outcome(job, sharedCopy.made(name)));
    } catch (error) {
      setMessage(sharedCopy.failed((error as Error).message));
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="editor-shared">
      <summary>{sharedCopy.make}</summary>
      <p className="editor-shared__note">{sharedCopy.makeHelp}</p>
      <label htmlFor={id}>{sharedCopy.name}</label>
      <input id={id} value={name} onChange={(e) => setName(e.target.value.trim())} aria-describedby={`${id}-help`} />
      <p id={`${id}-help`} className="editor-shared__note">
        {sharedCopy.nameHelp}
      </p>
      <button type="button" disabled={busy} onClick={() => void make()}>
        {sharedCopy.make}
      </button>
      <p role="status" className="editor-shared__note">
        {message}
      </p>
    </details>
  );
}
