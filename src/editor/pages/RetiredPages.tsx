// "Páginas retiradas" (server only): what was retired, by whom and when,
// what its address does now, and "Restaurar" (publishers and the owner):
// the last version is published again and its address freed.
import { useEffect, useState } from "react";
import { madridDateTime } from "../publish/madrid-time";
import { pagesCopy as copy } from "./copy";
import { jobProblems } from "./PageActions";
import type { RetiredPage } from "../../core/retired-page";
import { pagesApi } from "./pages-client";

export function RetiredPages({
  canPublish,
  version,
  onRestored,
}: {
  canPublish: boolean;
  version: number;
  onRestored: () => void;
}) {
  const [items, setItems] = useState<RetiredPage[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<{ file: string; lines: string[]; ok: boolean } | null>(null);
  // `version` changes when a page is retired or restored elsewhere on the list: the list loads again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the reload signal
  useEffect(() => {
    void pagesApi
      .retired()
      .then((r) => setItems(r.retired))
      .catch(() => undefined);
  }, [version]);
  if (!items.length) return null;
  const restore = async (page: RetiredPage) => {
    setBusy(page.file);
    try {
      const job = await pagesApi.restore(page.file, page.restoreFrom, page.seen);
      if (job.state === "live") {
        setNote({ file: page.file, lines: [copy.restored], ok: true });
        setItems((all) => all.filter((p) => p.file !== page.file));
        onRestored();
      } else setNote({ file: page.file, lines: jobProblems(job), ok: false });
    } catch (e) {
      setNote({ file: page.file, lines: [(e as Error).message], ok: false });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="page-list__card pages-card" aria-labelledby="retired-heading" data-testid="retired-pages">
      <h2 id="retired-heading">
        {copy.retiredTitle} <span className="page-list__count">{items.length}</span>
      </h2>
      <ul className="pages-card__rows">
        {items.map((page) => (
          <li key={page.file}>
            <span className="pages-card__main">
              <span className="page-list__title">{page.title}</span>
              <span className="page-list__path">
                {page.path} · {copy.retiredRow(page.retiredBy, madridDateTime(page.retiredAt))}
              </span>
              {note?.file === page.file ? (
                <span role={note.ok ? "status" : "alert"} className={note.ok ? "pages-card__ok" : "page-list__error"}>
                  {note.lines.join(" ")}
                </span>
              ) : null}
            </span>
            <span className="pages-card__side">
              <span className="page-list__badge" data-tone={page.now === "gone" ? "warning" : "neutral"}>
                {page.now === "gone"
                  ? copy.retiredGone
                  : typeof page.now === "object"
                    ? copy.retiredRedirect(page.now.redirect)
                    : copy.retiredFree}
              </span>
              {canPublish ? (
                <button type="button" onClick={() => void restore(page)} disabled={busy !== null}>
                  {busy === page.file ? copy.restoring : copy.restore}
                </button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
