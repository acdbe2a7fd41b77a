// "Traducciones pendientes": per language, the page's texts waiting for a
// translator (pending, or out of date after a Spanish change). Opening a
// language shows the preview in it; a text selects its section, where its
// translation is typed beside the Spanish.
import type { PageTranslations } from "./api-client";
import { copy } from "./copy";
import { waitingByLang } from "./translations-model";
import { FieldPath } from "./FieldPath";
import { siteText } from "./site-text";

interface Props {
  translations: PageTranslations | null;
  /** Its list is open: the editor opens it from «Más» too, where a phone's header keeps it (editor-chrome.css). */
  open: boolean;
  onOpen: (open: boolean) => void;
  lang: string;
  onLang: (lang: string) => void;
  onSelect: (pointer: string) => void;
}

/** The toggle's words when texts wait («Por traducir: EN 3 · FR 3 · IT 3»); none when nothing does. */
export function waitingLabel(translations: PageTranslations | null): string | null {
  if (!translations) return null;
  const waiting = waitingByLang(translations);
  if (!Object.values(waiting).some((list) => list.length > 0)) return null;
  return `${copy.toTranslate}: ${translations.langs.map((l) => `${l.toUpperCase()} ${waiting[l]?.length ?? 0}`).join(" · ")}`;
}

export function PendingTranslations({ translations, open, onOpen: setOpen, lang, onLang, onSelect }: Props) {
  if (!translations) return null;
  const waiting = waitingByLang(translations);
  const total = Object.values(waiting).reduce((n, list) => n + list.length, 0);
  const shown = waiting[lang] ? lang : (translations.langs.find((l) => waiting[l]?.length) ?? translations.langs[0]);
  return (
    <section className="pending" aria-label={copy.pendingTranslations}>
      <button
        type="button"
        className="pending__toggle"
        data-done={total === 0}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="pending-translations"
        title={total === 0 ? copy.allTranslatedTo(translations.langs) : undefined}
      >
        {/* Short when nothing waits (the languages on hover): the header's one row keeps room for the page's name. */}
        {waitingLabel(translations) ?? copy.allTranslated}
      </button>
      {open ? (
        <div className="pending__panel">
          {total === 0 ? (
            <p>{copy.noPendingTranslations}</p>
          ) : (
            <>
              <div role="group" aria-label={copy.language} className="pending__langs">
                {translations.langs.map((l) => (
                  <button key={l} type="button" aria-pressed={l === shown} onClick={() => onLang(l)}>
                    {copy.langNames[l] ?? l} ({waiting[l]?.length ?? 0})
                  </button>
                ))}
              </div>
              <ul>
                {(waiting[shown] ?? []).map((entry) => (
                  <li key={entry.pointer}>
                    <button type="button" onClick={() => onSelect(entry.pointer)}>
                      <FieldPath label={entry.label} />
                    </button>
                    <span className="pending__source">«{siteText(entry.source)}»</span>
                    {entry.translations[shown]?.status === "stale" ? (
                      <span className="pending__stale">Desactualizado</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
