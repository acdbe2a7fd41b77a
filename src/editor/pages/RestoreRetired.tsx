// "Nueva página" at the address of a retired page: the server refuses it and
// names that page (server/publish/pages-routes.ts, retiredAddress); the form
// offers its restore, the same «Restaurar» as "Páginas retiradas".
import { useState } from "react";
import { ApiError } from "../api-client";
import { pagesCopy as copy } from "./copy";
import { jobProblems } from "./PageActions";
import type { RetiredPage } from "../../core/retired-page";
import { pagesApi } from "./pages-client";

/** The retired page a refusal names, if it names one. */
export function retiredIn(error: unknown): RetiredPage | undefined {
  const retired = error instanceof ApiError ? error.body.retired : undefined;
  return retired && typeof retired === "object" ? (retired as RetiredPage) : undefined;
}

export function RestoreRetired({ page, onRestored }: { page: RetiredPage; onRestored: () => void }) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ lines: string[]; ok: boolean } | null>(null);
  const restore = async () => {
    setBusy(true);
    try {
      const job = await pagesApi.restore(page.file, page.restoreFrom, page.seen);
      if (job.state === "live") {
        setNote({ lines: [copy.restored], ok: true });
        onRestored();
      } else setNote({ lines: jobProblems(job), ok: false });
    } catch (e) {
      setNote({ lines: [(e as Error).message], ok: false });
    } finally {
      setBusy(false);
    }
  };
  if (note?.ok)
    return (
      <p role="status" className="pages-card__ok">
        {note.lines.join(" ")}
      </p>
    );
  return (
    <p>
      <button type="button" onClick={() => void restore()} disabled={busy}>
        {busy ? copy.restoring : copy.restoreRetired(page.title)}
      </button>
      {note ? (
        <span role="alert" className="page-list__error">
          {" "}
          {note.lines.join(" ")}
        </span>
      ) : null}
    </p>
  );
}
