// "Crear variante A/B": a variant of the saved page (a copy of it, only the
// sections chosen, or on the server a draft someone prepared), the goal that
// counts as a conversion and each arm's share of visitors. On the site's
// server a publisher starts the test (one validated publish); an editor may
// only keep the variant as a draft, which a publisher starts later
// (server/publish/editor-routes.ts checks both on the server).
import { useCallback, useEffect, useId, useState } from "react";
import { ApiError, ON_SERVER, api, type SaveResult } from "./api-client";
import { copy } from "./copy";
import { publishApi } from "./publish/publish-client";
import { placedSection } from "../core/shared-placement";
import { sharedSections } from "./shared/shared-component";
import { SHARED_TYPE, sectionName } from "./shared/shared-ref";

export interface VariantSection {
  id?: string;
  type?: string;
  /** A shared section's name (issue 43): it is offered by it. */
  ref?: string;
}

type Scope = "page" | "sections" | "prepared";
type Goal = { kind: "lead" } | { kind: "booking" } | { kind: "form"; form: string };

/** A shared section's own content by its name (the editor's: sharedSections). */
type SharedNamed = (name: string) => unknown;
const sharedNamed: SharedNamed = (name) => sharedSections()[name]?.section;

/** The page's sections as the visitor gets them: a shared one as the section it places, under its placement's id. */
const asShown = (sections: readonly VariantSection[], shared: SharedNamed) =>
  sections.map((s) => (placedSection(s, shared) as VariantSection | undefined) ?? s);

/** The goals a page offers: any lead, a demo booked, or one of its forms (a shared form section too). */
export function goalOptions(
  sections: readonly VariantSection[],
  shared: SharedNamed = sharedNamed,
): Array<{ value: string; label: string; goal: Goal }> {
  const forms = asShown(sections, shared)
    .filter((s) => s.type === "form" && s.id)
    .map((s) => s.id!);
  return [
    { value: "lead", label: copy.goalLead, goal: { kind: "lead" } },
    { value: "booking", label: copy.goalBooking, goal: { kind: "booking" } },
    ...forms.map((id) => ({
      value: `form:${id}`,
      label: copy.goalForm(id),
      goal: { kind: "form" as const, form: id },
    })),
  ];
}

/** What the page is for: its first form, else the demo booking when it has one, else any lead (shared sections as they show). */
export function defaultGoal(sections: readonly VariantSection[], shared: SharedNamed = sharedNamed): string {
  const shown = asShown(sections, shared);
  const form = shown.find((s) => s.type === "form" && s.id);
  if (form) return `form:${form.id}`;
  return shown.some((s) => s.type === "demoBooking") ? "booking" : "lead";
}

/** What the person chose in the dialog, per page, while the editor is open: closing and reopening it keeps every choice (the audience's ticks were forgotten). */
const remembered = new Map<string, Record<string, unknown>>();

/** useState that survives the dialog's closing, under the page's file and the choice's name. */
function useRemembered<T>(file: string, key: string, initial: () => T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    const kept = remembered.get(file);
    return kept && key in kept ? (kept[key] as T) : initial();
  });
  const set = useCallback(
    (next: T) => {
      remembered.set(file, { ...remembered.get(file), [key]: next });
      setValue(next);
    },
    [file, key],
  );
  return [value, set];
}

/** The variant a prepared draft is of (pages/contact.b.json → "b"), if it is one of `file`'s. */
export function preparedVariant(file: string, draft: string): string | undefined {
  const base = file.replace(/\.json$/, ".");
  if (!draft.startsWith(base) || !draft.endsWith(".json")) return undefined;
  const name = draft.slice(base.length, -".json".length);
  return /^[a-z0-9-]+$/.test(name) ? name : undefined;
}

/** The first name of b, c, d… that the page's arms do not use yet. */
export const nextVariantName = (taken: readonly string[]) =>
  "bcdefghijklmnopqrstuvwxyz".split("").find((n) => !taken.includes(n)) ?? "nueva";

export function VariantDialog(props: {
  file: string;
  hash: string | null;
  dirty: boolean;
  sections: readonly VariantSection[];
  typeLabels: Record<string, string>;
  arms: readonly string[];
  /** The site's languages, for the audience. */
  langs: readonly string[];
  onClose: () => void;
  onCreated: (variantFile: string, started: boolean) => void;
}) {
  const { file, hash, dirty, sections } = props;
  const ids = useId();
  const [name, setName] = useRemembered(file, "name", () => nextVariantName(props.arms));
  const [scope, setScope] = useRemembered<Scope>(file, "scope", () => "page");
  const [chosen, setChosen] = useRemembered<string[]>(file, "chosen", () => []);
  const goals = goalOptions(sections);
  const [goal, setGoal] = useRemembered(file, "goal", () => defaultGoal(sections));
  const [control, setControl] = useRemembered(file, "control", () => 50);
  const [weight, setWeight] = useRemembered(file, "weight", () => 50);
  const [langs, setLangs] = useRemembered<string[]>(file, "langs", () => []);
  const [device, setDevice] = useRemembered<"" | "mobile" | "desktop">(file, "device", () => "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"start" | "draft" | null>(null);
  // On the server: who may start, and the drafts prepared of this page's variants.
  const [canStart, setCanStart] = useState(!ON_SERVER);
  const [prepared, setPrepared] = useState<Array<{ file: string; name: string; since: string }>>([]);
  // False until the drafts are known: a remembered «prepared» choice waits for them.
  const [loaded, setLoaded] = useState(!ON_SERVER);
  useEffect(() => {
    if (!ON_SERVER) return;
    void publishApi
      .me()
      .then((me) => setCanStart(me.role === "publisher" || me.role === "owner"))
      .catch(() => undefined);
    void publishApi
      .drafts()
      .then((r) => {
        const ready = r.drafts.filter((d) => preparedVariant(file, d.file) !== undefined);
        setPrepared(ready);
        setLoaded(true);
        // A variant someone prepared is what this dialog is most likely opened for: offered at once,
        // without retyping its name (unless the person chose a name already).
        const first = ready[0] && preparedVariant(file, ready[0].file);
        if (first && !remembered.get(file)?.name) {
          setName(first);
          setScope("prepared");
        }
      })
      .catch(() => setLoaded(true));
  }, [file, setName, setScope]);
  const variantFile = file.replace(/\.json$/, `.${name}.json`);
  const preparedDraft = prepared.find((d) => d.file === variantFile);
  useEffect(() => {
    if (loaded && scope === "prepared" && !preparedDraft) setScope("page");
  }, [loaded, scope, preparedDraft, setScope]);

  const submit = async (mode: "start" | "draft") => {
    setError(null);
    if (dirty || !hash) return setError(copy.variantSaveFirst);
    if (scope === "sections" && chosen.length === 0) return setError(copy.variantPickSections);
    const body = {
      file,
      name: name.trim(),
      hash,
      weights: { control, [name.trim()]: weight },
      goal: goals.find((g) => g.value === goal)?.goal,
      ...(langs.length > 0 || device
        ? { audience: { ...(langs.length > 0 ? { languages: langs } : {}), ...(device ? { device } : {}) } }
        : {}),
      ...(scope === "sections"
        ? { sections: sections.filter((s) => s.id && chosen.includes(s.id)).map((s) => s.id) }
        : {}),
      ...(scope === "prepared" ? { prepared: true } : {}),
    };
    setBusy(mode);
    try {
      const result: SaveResult & { status: string } = await (mode === "start"
        ? api.variant(body)
        : api.variantDraft(body));
      if ((result.status === "saved" || result.status === "draft") && result.variantFile)
        props.onCreated(result.variantFile, mode === "start");
      else if (result.status === "conflict") setError(copy.conflictTitle);
      else setError((result.problems ?? []).map((p) => `${p.label || copy.pageLevel}: ${p.message}`).join("\n"));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : (e as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const share = control + weight > 0 ? Math.round((weight / (control + weight)) * 100) : 0;

  return (
    <section
      aria-labelledby={`${ids}-title`}
      data-testid="variant-dialog"
      className="variant-dialog"
      data-editor-chrome
    >
      <div className="variant-dialog__head">
        <h2 id={`${ids}-title`}>{copy.createVariant}</h2>
        <p>{canStart ? copy.variantLeadPublisher : copy.variantLeadEditor}</p>
      </div>
      <div className="variant-dialog__grid">
        <label className="variant-dialog__field">
          <span>{copy.variantName}</span>
          <input value={name} onChange={(e) => setName(e.target.value)} spellCheck={false} autoComplete="off" />
          <small>{copy.variantNameHelp}</small>
        </label>
        {ON_SERVER ? (
          <label className="variant-dialog__field">
            <span>{copy.goal}</span>
            <select value={goal} onChange={(e) => setGoal(e.target.value)}>
              {goals.map((g) => (
                <option key={g.value} value={g.value}>
                  {g.label}
                </option>
              ))}
            </select>
            <small>{copy.goalHelp}</small>
          </label>
        ) : null}
        <fieldset className="variant-dialog__field variant-dialog__weights">
          <legend>{copy.weights}</legend>
          <label>
            {copy.weightControl}{" "}
            <input
              type="number"
              min={0}
              max={1000}
              value={control}
              onChange={(e) => setControl(Number(e.target.value))}
            />
          </label>
          <label>
            {copy.weightVariant}{" "}
            <input
              type="number"
              min={0}
              max={1000}
              value={weight}
              onChange={(e) => setWeight(Number(e.target.value))}
            />
          </label>
          <small>{copy.weightShare(share)}</small>
        </fieldset>
      </div>
      {ON_SERVER ? (
        <fieldset className="variant-dialog__audience">
          <legend>{copy.audience}</legend>
          <div role="group" aria-label={copy.audienceLanguages} className="variant-dialog__langs">
            <span>{copy.audienceLanguages}</span>
            {props.langs.map((l) => (
              <label key={l}>
                <input
                  type="checkbox"
                  checked={langs.includes(l)}
                  onChange={(e) => setLangs(e.target.checked ? [...langs, l] : langs.filter((x) => x !== l))}
                />{" "}
                {copy.langNames[l] ?? l}
              </label>
            ))}
          </div>
          <label>
            {copy.audienceDevice}
            <select value={device} onChange={(e) => setDevice(e.target.value as typeof device)}>
              <option value="">{copy.deviceAll}</option>
              <option value="mobile">{copy.deviceMobile}</option>
              <option value="desktop">{copy.deviceDesktop}</option>
            </select>
          </label>
          <small>{copy.audienceHelp}</small>
        </fieldset>
      ) : null}
      {ON_SERVER ? (
        <fieldset className="variant-dialog__scope">
          <legend>{copy.variantScope}</legend>
          <label>
            <input type="radio" name={`${ids}-scope`} checked={scope === "page"} onChange={() => setScope("page")} />{" "}
            {copy.scopePage}
          </label>
          <label>
            <input
              type="radio"
              name={`${ids}-scope`}
              checked={scope === "sections"}
              onChange={() => setScope("sections")}
            />{" "}
            {copy.scopeSections}
          </label>
          {preparedDraft && canStart ? (
            <label>
              <input
                type="radio"
                name={`${ids}-scope`}
                checked={scope === "prepared"}
                onChange={() => setScope("prepared")}
              />{" "}
              {copy.scopePrepared(preparedDraft.name)}
            </label>
          ) : null}
          {scope === "sections" ? (
            <div className="variant-dialog__sections" role="group" aria-label={copy.scopeSections}>
              {sections
                .filter((s) => s.id)
                .map((s) => (
                  <label key={s.id}>
                    <input
                      type="checkbox"
                      checked={chosen.includes(s.id!)}
                      onChange={(e) =>
                        setChosen(e.target.checked ? [...chosen, s.id!] : chosen.filter((x) => x !== s.id))
                      }
                    />
                    {s.type === SHARED_TYPE
                      ? sectionName(s, props.typeLabels)
                      : (props.typeLabels[s.type ?? ""] ?? s.type)}{" "}
                    <code>#{s.id}</code>
                  </label>
                ))}
            </div>
          ) : null}
        </fieldset>
      ) : null}
      <div className="variant-dialog__actions">
        {canStart ? (
          <button type="button" data-primary disabled={busy !== null} onClick={() => void submit("start")}>
            {ON_SERVER ? copy.startTest : copy.create}
          </button>
        ) : null}
        {ON_SERVER && scope !== "prepared" ? (
          <button
            type="button"
            data-primary={canStart ? undefined : true}
            disabled={busy !== null}
            onClick={() => void submit("draft")}
          >
            {copy.variantDraft}
          </button>
        ) : null}
        <button type="button" onClick={props.onClose} disabled={busy !== null}>
          {copy.cancel}
        </button>
        {busy ? (
          <span role="status" className="variant-dialog__busy">
            {busy === "start" ? copy.startingTest : copy.saving}
          </span>
        ) : null}
        {!canStart ? <small className="variant-dialog__note">{copy.startIsPublishers}</small> : null}
      </div>
      {error ? (
        <p role="alert" className="variant-dialog__error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
