// "Traducciones pendientes" of the whole site, on the server's page list:
// per language, the copy texts without a translation, grouped by page (by
// its title); a text opens its page. A publisher publishes the translations
// written so far, alone, in one commit of the catalogs.
import { useEffect, useState } from "react";
import { translateCopy as copy } from "./copy";
import { reviewApi, type SiteTranslations as Site, type WaitingText } from "./review-client";
import "./review.css";
import { siteText } from "../site-text";

const PER_PAGE = 4;

export function SiteTranslations({ onOpen }: { onOpen: (file: string) => void }) {
  const [site, setSite] = useState<Site | null>(null);
  const [lang, setLang] = useState("en");
  const [state, setState] = useState<{ busy?: boolean; message?: string; error?: boolean }>({});
  const load = () => void reviewApi.siteTranslations().then(setSite, () => undefined);
  useEffect(load, []);
  if (!site) return null;
  const list = site.waiting[lang] ?? [];
  const byPage = new Map<string, WaitingText[]>();
  for (const w of list) byPage.set(w.file, [...(byPage.get(w.file) ?? []), w]);
  const publish = async () => {
    setState({ busy: true, message: copy.publishing });
    try {
      const job = await reviewApi.publishTranslations();
      setState(job.state === "live" ? { message: copy.published } : { message: job.message, error: true });
      load();
    } catch (e) {
      setState({ message: (e as Error).message, error: true });
    }
  };
  return (
    <section
      className="page-list__card review-card"
      aria-labelledby="site-translations-heading"
      data-testid="site-translations"
    >
      <div className="review-card__head">
        <div>
          <h2 id="site-translations-heading">{copy.siteTitle}</h2>
          <p className="review-muted">{copy.siteHelp}</p>
        </div>
        {site.drafted > 0 ? (
          <div className="review-card__side">
            <span className="review-muted">{copy.drafted(site.drafted)}</span>
            {site.canPublish ? (
              <button type="button" data-primary disabled={state.busy} onClick={() => void publish()}>
                {copy.publish(site.drafted)}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      {state.message ? (
        <p role={state.error ? "alert" : "status"} className={state.error ? "page-list__error" : "review-ok"}>
          {state.message}
        </p>
      ) : null}
      <fieldset className="review-tabs">
        <legend className="visually-hidden">Idioma</legend>
        {site.langs.map((l) => (
          <button key={l} type="button" aria-pressed={l === lang} onClick={() => setLang(l)}>
            {l.toUpperCase()}{" "}
            <span className="review-count" data-zero={(site.waiting[l]?.length ?? 0) === 0}>
              {site.waiting[l]?.length ?? 0}
            </span>
          </button>
        ))}
      </fieldset>
      <div>
        {list.length === 0 ? <p className="review-ok">{copy.allDone(copy.langNames[lang] ?? lang)}</p> : null}
        <ul className="review-rows">
          {[...byPage].map(([file, texts]) => (
            <li key={file} className="review-group">
              <a
                href={`?file=${encodeURIComponent(texts[0]!.page ?? file)}`}
                className="review-row"
                onClick={(e) => {
                  e.preventDefault();
                  onOpen(texts[0]!.page ?? file);
                }}
              >
                <span className="review-row__title">
                  {siteText(texts[0]!.title)}
                  {texts.some((t) => t.stale) ? <span className="review-stale">{copy.stale}</span> : null}
                </span>
                <span className="review-row__meta">
                  {texts
                    .slice(0, PER_PAGE)
                    .map((t) => siteText(t.source))
                    .map((text) => `«${text.length > 48 ? `${text.slice(0, 47)}…` : text}»`)
                    .join(" · ")}
                  {texts.length > PER_PAGE ? ` ${copy.more(texts.length - PER_PAGE)}` : ""}
                </span>
              </a>
              <span className="review-count">{texts.length}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
