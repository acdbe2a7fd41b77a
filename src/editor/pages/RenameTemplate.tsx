// «Renombrar plantilla» beside «Nueva página»'s template choice, next to
// «Borrar plantilla»: for a team's template only (a built-in one is part of
// the editor, and the server refuses it too). It sits inside the «Nueva
// página» form, so Enter in its field renames instead of creating a page.
// Shown to those who may create pages, a publisher or the owner, as the
// server checks.
import { useId, useState } from "react";
import { pagesCopy as copy } from "./copy";
import { pagesApi } from "./pages-client";

export function RenameTemplate({
  template,
  onRenamed,
}: {
  template: { id: string; label: string; saved: boolean } | undefined;
  /** The template's new id (its file follows its name). */
  onRenamed: (id: string) => void;
}) {
  const field = useId();
  // The name being typed, for the template it was opened for (another one chosen meanwhile closes it).
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const name = editing && editing.id === template?.id ? editing.name : null;
  const setName = (next: string | null) =>
    setEditing(next === null || !template ? null : { id: template.id, name: next });
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  if (!template?.saved && !note) return null;
  const rename = async () => {
    if (!template || name === null) return;
    setBusy(true);
    setNote(copy.renamingTemplate);
    try {
      const job = await pagesApi.renameTemplate(template.id, name);
      setNote(job.state === "live" ? copy.templateRenamed(name.trim()) : job.message);
      if (job.state === "live") {
        setName(null);
        onRenamed(job.template);
      }
    } catch (error) {
      setNote((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="page-list__template-tools">
      {template?.saved && name === null ? (
        <button
          type="button"
          aria-label={copy.renameTemplateTitle(template.label)}
          onClick={() => {
            setNote(null);
            setName(template.label);
          }}
        >
          {copy.renameTemplate}
        </button>
      ) : null}
      {template?.saved && name !== null ? (
        <>
          <label htmlFor={field}>{copy.newTemplateName}</label>{" "}
          <input
            id={field}
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== "Enter") return;
              e.preventDefault();
              void rename();
            }}
          />{" "}
          <button type="button" disabled={busy} onClick={() => void rename()}>
            {copy.renameTemplateConfirm}
          </button>{" "}
          <button type="button" disabled={busy} onClick={() => setName(null)}>
            {copy.renameTemplateCancel}
          </button>
        </>
      ) : null}
      {note ? <span role="status">{note}</span> : null}
    </p>
  );
}
