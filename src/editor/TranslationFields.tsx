// A copy field's English, French and Italian texts under its Spanish, each
// marked translated, pending or out of date (its Spanish changed: the earlier
// translation is offered as a starting point). Typing saves into that
// language's catalog (POST /__edit/api/translations) after a pause.
import { useContext, useEffect, useId, useRef, useState } from "react";
import { FieldEnvContext } from "./field-env";
import type { TranslationEntry } from "./api-client";
import { copy } from "./copy";
import { STATUS_TEXT } from "./translations-model";
import { siteText } from "./site-text";

const SAVE_AFTER_MS = 600;

export function TranslationFields({
  pointer,
  value,
  multiline,
}: {
  pointer: string;
  value: string;
  multiline: boolean;
}) {
  const env = useContext(FieldEnvContext);
  const entry = env.translations.get(pointer);
  if (!entry) return null;
  if (entry.source !== value) {
    return <p className="translations__note">{copy.translateAfterSave}</p>;
  }
  return (
    <div className="translations" role="group" aria-label={copy.translationsOf(entry.label)}>
      {Object.keys(entry.translations).map((lang) => (
        <TranslationField key={lang} entry={entry} lang={lang} multiline={multiline} />
      ))}
    </div>
  );
}

function TranslationField({ entry, lang, multiline }: { entry: TranslationEntry; lang: string; multiline: boolean }) {
  const env = useContext(FieldEnvContext);
  const current = entry.translations[lang];
  const [text, setText] = useState(current.text);
  const [state, setState] = useState<"idle" | "saving" | "saved" | string>("idle");
  const timer = useRef(0);
  const latest = useRef(text);
  useEffect(() => () => clearTimeout(timer.current), []);
  const save = (next: string) => {
    setState("saving");
    env
      .translate(entry.source, lang, next)
      .then(() => latest.current === next && setState("saved"))
      .catch((e: Error) => setState(e.message));
  };
  const change = (next: string) => {
    setText(next);
    latest.current = next;
    clearTimeout(timer.current);
    timer.current = window.setTimeout(() => save(next), SAVE_AFTER_MS);
  };
  const id = useId();
  const status = current.status;
  const common = {
    id,
    value: text,
    lang,
    "data-translation": `${lang}${entry.pointer}`,
    "aria-describedby": `${id}-status`,
    onChange: (e: { target: { value: string } }) => change(e.target.value),
    className: "translations__input",
  };
  return (
    <div className="translations__row">
      <label htmlFor={id} className="translations__lang">
        {lang.toUpperCase()}
      </label>
      {multiline ? <textarea {...common} rows={2} /> : <input {...common} type="text" />}
      <span
        id={`${id}-status`}
        className="translations__status"
        data-status={status}
        role={state !== "idle" && state !== "saving" && state !== "saved" ? "alert" : undefined}
      >
        {state === "saving"
          ? copy.saving
          : state === "saved"
            ? copy.saved
            : state !== "idle"
              ? state
              : current.draft
                ? copy.translationDrafted
                : STATUS_TEXT[status]}
      </span>
      {status === "stale" && current.previous && !text ? (
        <button type="button" className="translations__previous" onClick={() => change(current.previous ?? "")}>
          {copy.usePrevious}: «{siteText(current.previous)}»
        </button>
      ) : null}
    </div>
  );
}
