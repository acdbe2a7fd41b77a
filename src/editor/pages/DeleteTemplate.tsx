// «Borrar plantilla» beside «Nueva página»'s template choice: offered for a
// team's template only (a built-in one is part of the editor, and the server
// refuses it too), after a confirmation that names it. The form shows it only
// to those who may create pages, a publisher or the owner, as the server checks.
import { useState } from "react";
import { pagesCopy as copy } from "./copy";
import { pagesApi } from "./pages-client";

export function DeleteTemplate({
  template,
  onDeleted,
}: {
  template: { id: string; label: string; saved: boolean } | undefined;
  onDeleted: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const remove = async (id: string, label: string) => {
    if (!window.confirm(copy.deleteTemplateConfirm(label))) return;
    setBusy(true);
    setNote(copy.deletingTemplate);
    try {
      const job = await pagesApi.deleteTemplate(id);
      setNote(job.state === "live" ? copy.templateDeleted(label) : job.message);
      if (job.state === "live") onDeleted();
    } catch (error) {
      setNote((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  if (!template?.saved && !note) return null;
  return (
    <p className="page-list__template-tools">
      {template?.saved ? (
        <button
          type="button"
          disabled={busy}
          aria-label={copy.deleteTemplateTitle(template.label)}
          onClick={() => void remove(template.id, template.label)}
        >
          {copy.deleteTemplate}
        </button>
      ) : null}
      {note ? <span role="status">{note}</span> : null}
    </p>
  );
}
