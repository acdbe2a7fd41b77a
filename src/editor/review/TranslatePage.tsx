// A translator's page (server, role "translator"): every copy text of the
// page with its Spanish and the English, French and Italian beside it, typed
// into the same fields as in the editor (saved as a draft after a pause);
// nothing else of the page can be changed.
import { useEffect, useMemo, useState } from "react";
import { api, type PageTranslations } from "../api-client";
import { FieldEnvContext } from "../field-env";
import { TranslationFields } from "../TranslationFields";
import { SignedIn } from "../publish/SignedIn";
import { withTranslation } from "../translations-model";
import { reviewCopy, translateCopy as copy } from "./copy";
import { fileAddress } from "../page-summary";
import "./review.css";
import { FieldPath } from "../FieldPath";
import { siteText } from "../site-text";
import { placeholdersIn } from "../../core/placeholders";

export function TranslatePage({ file, onOpen }: { file: string; onOpen: (file: string | null) => void }) {
  const [page, setPage] = useState<PageTranslations | null>(null);
  // Its address until its title arrives (it said «Traducir: pages/about.json» meanwhile).
  const [title, setTitle] = useState(fileAddress(file));
  const [error, setError] = useState<string | null>(null);
  const [onlyWaiting, setOnlyWaiting] = useState(true);
  useEffect(() => {
    api.translations(file).then(setPage, (e: Error) => setError(e.message));
    api.open(file).then(
      (p) => setTitle(siteText(String((p.doc.meta as { title?: string } | undefined)?.title ?? file)).split(" | ")[0]!),
      () => undefined,
    );
  }, [file]);
  // What is waiting when the page opened stays listed while it is translated (a row does not vanish under the cursor).
  const [waitingAtOpen, setWaitingAtOpen] = useState<Set<string> | null>(null);
  useEffect(() => {
    if (page && !waitingAtOpen)
      setWaitingAtOpen(
        new Set(
          page.entries
            .filter((e) => Object.values(e.translations).some((t) => t.status !== "done"))
            .map((e) => e.pointer),
        ),
      );
  }, [page, waitingAtOpen]);
  const env = useMemo(
    () => ({
      problems: new Map(),
      selectedIndex: undefined,
      selectedFields: {},
      routes: [],
      ownAnchors: [],
      collections: {},
      translations: new Map((page?.entries ?? []).map((e) => [e.pointer, e])),
      translate: async (source: string, lang: string, text: string) => {
        await api.translate(file, lang, source, text);
        setPage((p) => (p ? withTranslation(p, lang, source, text) : p));
      },
    }),
    [page, file],
  );
  const shown = (page?.entries ?? []).filter((e) => !onlyWaiting || waitingAtOpen?.has(e.pointer));
  return (
    <main className="page-list review-page" data-editor-chrome data-testid="translate-page">
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
            ← {reviewCopy.back}
          </a>
          <h1>
            {copy.pageTitle}: {title}
          </h1>
          <p className="review-muted">{copy.pageHelp}</p>
        </div>
        <SignedIn />
      </header>
      <section className="page-list__card review-card">
        <label className="review-check">
          <input type="checkbox" checked={onlyWaiting} onChange={(e) => setOnlyWaiting(e.target.checked)} />{" "}
          {copy.onlyWaiting}
        </label>
        {error ? (
          <p role="alert" className="page-list__error">
            {error}
          </p>
        ) : null}
        {!page && !error ? <p className="page-list__empty">{copy.loading}</p> : null}
        {page && shown.length === 0 ? (
          <p className="review-ok">{onlyWaiting ? copy.nothingWaiting : copy.nothing}</p>
        ) : null}
        <FieldEnvContext.Provider value={env}>
          <ol className="translate-rows">
            {shown.map((e) => (
              <li key={e.pointer} className="translate-row">
                <p className="translate-row__label">
                  <FieldPath label={e.label} />
                </p>
                <p className="translate-row__source" lang="es">
                  <span className="translate-row__lang">ES</span>
                  {siteText(e.source)}
                </p>
                {placeholdersIn(e.source).length > 0 ? (
                  <p className="review-muted translate-row__hint">{copy.keepPlaceholders(placeholdersIn(e.source))}</p>
                ) : null}
                <TranslationFields pointer={e.pointer} value={e.source} multiline={e.source.length > 70} />
              </li>
            ))}
          </ol>
        </FieldEnvContext.Provider>
      </section>
    </main>
  );
}
