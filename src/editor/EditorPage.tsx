// Editing one page document: Puck (outline, palette, preview in an iframe at
// three widths, undo/redo) with generated fields; every change is checked by
// the server with validate's code and kept as a draft in localStorage; Save
// writes the file unless it is invalid or changed on disk meanwhile.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { ActionBar, Puck, useGetPuck, type Data } from "@puckeditor/core";
import type { I18n } from "@lingui/core";
import editorData from "virtual:editor";
import { loadCatalog } from "../i18n/i18n";
import type { PageDocument, PageRouteData } from "../runtime/types";
import { api, type PageSummary, type Problem, type RouteInfo } from "./api-client";
import { copy } from "./copy";
import { absentAbFields, dataToDoc, docToData, ROOT_ZONE, serialize, type JsonObject, type PuckData } from "./doc-data";
import { renamedDuplicate } from "./duplicate-anchor";
import { clearDraft, loadDraft, saveDraft } from "./draft";
import { FieldEnvContext, type FieldEnv } from "./fields";
import { Frame } from "./Frame";
import { localizeForPreview } from "./localize-preview";
import { MoveActions, MoveShortcuts } from "./MoveActions";
import { buildConfig, PreviewContext } from "./puck-config";
import { editorSchema, sectionTypes } from "./schema-fields";
import { sectionIndexOf } from "./pointer";
import { Problems } from "./Problems";
import { Conflict } from "./Conflict";
import { VariantDialog } from "./VariantDialog";
import { AddSection } from "./AddSection";
import { puckDictionary } from "./puck-dictionary";
import { sectionDetail, usePuckDomPatches, type PatchTexts } from "./puck-patches";

const files = new Map(Object.entries(editorData.schemaFiles));
const schema = editorSchema(files);
const types = sectionTypes(files);
const typeLabels = Object.fromEntries(types.map((t) => [t.type, t.label]));
const starters = Object.fromEntries(types.filter((t) => t.example).map((t) => [t.type, t.example as JsonObject]));
const LANGS = Object.keys(editorData.langs);
const VIEWPORTS = [
  { width: 390, height: "auto" as const, label: "Móvil 390", icon: "Smartphone" as const },
  { width: 768, height: "auto" as const, label: "Tableta 768", icon: "Tablet" as const },
  { width: 1440, height: "auto" as const, label: "Escritorio 1440", icon: "Monitor" as const },
];
// Module-level, like VIEWPORTS and OVERRIDES: Puck's canvas re-runs an effect
// whenever the iframe config is a new object, and while its history holds one
// entry that effect overwrites the entry with the current state. An inline
// `{ enabled: true }` (new on every render) made the first change after
// opening (an edit, a duplicate) its own starting point: undo did nothing.
const IFRAME = { enabled: true };
const PATCH_TEXTS: PatchTexts = { addItem: copy.addItem, zoom: copy.zoom };
const collectionKeys = Object.fromEntries(Object.entries(editorData.langs.es.data).map(([name, items]) => [name, Object.keys(items ?? {})]));

interface Opened {
  base: JsonObject;
  hash: string | null;
  restored: boolean;
  routes: RouteInfo[];
  /** The documents of this path: the base and its A/B variants, to preview each arm. */
  arms: PageSummary[];
}

export function EditorPage({ file, onOpen }: { file: string; onOpen: (file: string | null) => void }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  // A message that outlives a reload of the document (after creating a variant).
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setOpened(null);
    Promise.all([api.open(file), api.pages()])
      .then(([page, list]) => {
        if (!live) return;
        const draft = loadDraft(file);
        const arms = list.pages.filter((p) => p.path === (page.doc as { path?: string }).path);
        setOpened(draft ? { base: draft.doc as JsonObject, hash: draft.hash, restored: true, routes: list.routes, arms } : { base: page.doc as JsonObject, hash: page.hash, restored: false, routes: list.routes, arms });
      })
      .catch((e: Error) => setError(e.message));
    return () => {
      live = false;
    };
  }, [file, generation]);
  if (error) return <p role="alert">{error}</p>;
  if (!opened) return <p>…</p>;
  const reload = (next?: string) => {
    setNotice(next ?? null);
    setGeneration((g) => g + 1);
  };
  return <Editing key={`${file} ${generation}`} file={file} opened={opened} notice={notice} onOpen={onOpen} onReload={reload} />;
}

function Editing({ file, opened, notice, onOpen, onReload }: { file: string; opened: Opened; notice: string | null; onOpen: (file: string | null) => void; onReload: (notice?: string) => void }) {
  const initial = useMemo(() => docToData(schema, opened.base) as unknown as Data, [opened.base]);
  const [doc, setDoc] = useState<JsonObject>(opened.base);
  const [savedText, setSavedText] = useState(() => (opened.restored ? "" : serialize(opened.base)));
  const [hash, setHash] = useState(opened.hash);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState<string | null>(notice ?? (opened.restored ? copy.restored : null));
  const [conflict, setConflict] = useState<{ text: string } | null>(null);
  const [untranslated, setUntranslated] = useState<Record<string, number> | null>(null);
  const [lang, setLang] = useState("es");
  const [dark, setDark] = useState(false);
  const [i18n, setI18n] = useState<I18n | null>(null);
  const [showVariant, setShowVariant] = useState(false);
  const dirty = serialize(doc) !== savedText;

  useEffect(() => {
    let live = true;
    void loadCatalog(lang).then((value) => live && setI18n(value));
    return () => {
      live = false;
    };
  }, [lang]);

  // Validation while typing: the server runs validate's checks on the unsaved document.
  const sequence = useRef(0);
  useEffect(() => {
    const id = ++sequence.current;
    setChecking(true);
    const timer = setTimeout(() => {
      api
        .check(file, doc)
        .then((result) => id === sequence.current && setProblems(result.problems))
        .catch((e: Error) => id === sequence.current && setProblems([{ file, pointer: "", message: e.message, label: "" }]))
        .finally(() => id === sequence.current && setChecking(false));
    }, 150);
    return () => clearTimeout(timer);
  }, [doc, file]);

  const onChange = useCallback(
    (data: Data) => {
      const next = dataToDoc(schema, data as unknown as PuckData, opened.base, starters);
      setDoc(next);
      // Only real changes become a draft (Puck also reports its first render).
      if (serialize(next) !== savedText) saveDraft(file, { doc: next, hash });
      else clearDraft(file);
    },
    [file, hash, opened.base, savedText],
  );

  const save = async () => {
    if (problems.length > 0) return setMessage(copy.saveRefused(problems.length));
    setMessage(copy.saving);
    const result = await api.save(file, doc, hash);
    if (result.status === "saved") {
      setHash(result.hash ?? null);
      setSavedText(serialize(doc));
      clearDraft(file);
      setConflict(null);
      setUntranslated(result.untranslated ?? null);
      setMessage(copy.saved);
    } else if (result.status === "conflict") {
      setConflict({ text: result.text ?? "" });
      setMessage(copy.conflictTitle);
    } else {
      setProblems(result.problems ?? []);
      setMessage(copy.saveRefused(result.problems?.length ?? 0));
    }
  };

  const byPointer = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const p of problems) map.set(p.pointer, [...(map.get(p.pointer) ?? []), p.message]);
    return map;
  }, [problems]);

  const ownAnchors = ((doc.sections ?? []) as JsonObject[]).map((s) => s.id).filter((id): id is string => typeof id === "string");
  const page: PageRouteData = useMemo(() => {
    const shell = editorData.langs[lang] ?? editorData.langs.es;
    const local = localizeForPreview(doc, shell.catalog, editorData.placeholders) as unknown as PageDocument;
    return { doc: local, data: shell.data, key: file, lang, path: String(doc.path ?? "/") };
  }, [doc, lang, file]);

  const config = useMemo(() => buildConfig(schema, types, (children) => children, absentAbFields(opened.base)), [opened.base]);

  const fieldEnv = (index: number | undefined): FieldEnv => {
    const section = index !== undefined ? ((doc.sections ?? []) as JsonObject[])[index] : undefined;
    return {
      problems: byPointer,
      selectedIndex: index,
      selectedFields: section ? (schema.sections[String(section.type)] ?? {}) : schema.page,
      routes: opened.routes,
      ownAnchors,
      collections: collectionKeys,
    };
  };

  const puck = useRef<GetPuck | null>(null);
  const outlineDetails = useCallback(() => new Map((puck.current?.().appState.data.content ?? []).flatMap((item) => {
    const detail = sectionDetail(item.props as Record<string, unknown>);
    return detail ? [[String(item.props.id), detail] as const] : [];
  })), []);
  usePuckDomPatches(outlineDetails, PATCH_TEXTS);
  const select = (index: number | undefined) => puck.current?.().dispatch({ type: "setUi", ui: { itemSelector: index === undefined ? null : { index, zone: ROOT_ZONE } } });
  // Runs inside Puck's dispatch: the rename is a dispatch of its own, after it.
  // Not a history step of its own: undo takes the duplicate away in one go.
  const onAction = (action: { type: string }, state: { data: Data }) => {
    const renamed = renamedDuplicate(action, state.data.content as unknown as PuckData["content"]);
    if (renamed) queueMicrotask(() => puck.current?.().dispatch({ type: "replace", destinationIndex: renamed.index, destinationZone: ROOT_ZONE, data: renamed.item, recordHistory: false }));
  };
  const session: Session = { lang, setLang, dark, setDark, i18n, page, save, openVariant: () => setShowVariant(true), canVariant: !doc.variant, fieldEnv, puck };

  return (
    <SessionContext.Provider value={session}>
    <PreviewContext.Provider value={{ lang }}>
      <div style={{ display: "grid", gridTemplateRows: "auto 1fr", height: "100vh" }}>
        <header data-editor-chrome style={{ padding: "6px 12px", borderBottom: "1px solid #ddd", display: "grid", gap: 6, fontFamily: "system-ui, sans-serif", fontSize: 14 }}>
          <div style={{ display: "flex", gap: 12, alignItems: "center", flexWrap: "wrap" }}>
            <button type="button" onClick={() => onOpen(null)}>
              {copy.back}
            </button>
            <strong>{file}</strong>
            <span data-testid="status">{checking ? copy.checking : problems.length ? copy.problems(problems.length) : copy.valid}</span>
            <span>{dirty ? copy.unsaved : ""}</span>
            {message ? (
              <span role="status" data-testid="message">
                {message}
              </span>
            ) : null}
            {opened.arms.length > 1 ? (
              <span data-testid="arms">
                {copy.arms}:{" "}
                {opened.arms.map((arm) => (
                  <button key={arm.file} type="button" aria-current={arm.file === file} disabled={arm.file === file} onClick={() => onOpen(arm.file)}>
                    {arm.variant ?? "control"}
                    {opened.arms[0]?.weights ? ` (${opened.arms.find((a) => a.weights)?.weights?.[arm.variant ?? "control"] ?? 0})` : ""}
                  </button>
                ))}
              </span>
            ) : null}
            {opened.restored && dirty ? (
              <button
                type="button"
                onClick={() => {
                  clearDraft(file);
                  onReload();
                }}
              >
                {copy.discardDraft}
              </button>
            ) : null}
            {untranslated ? (
              <span data-testid="untranslated">
                {copy.waitingTranslation}: {Object.entries(untranslated).map(([l, n]) => `${l} ${n}`).join(" · ")}
              </span>
            ) : null}
          </div>
          <Problems problems={problems} onSelect={(p) => select(sectionIndexOf(p.pointer))} />
          {conflict ? <Conflict onDisk={conflict.text} yours={doc} schema={schema} typeLabels={typeLabels} onReload={() => { clearDraft(file); onReload(); }} /> : null}
          {showVariant ? <VariantDialog file={file} hash={hash} dirty={dirty} onClose={() => setShowVariant(false)} onCreated={(variantFile) => onReload(copy.variantCreated(variantFile))} /> : null}
        </header>
        <div style={{ minHeight: 0 }}>
          <Puck
            config={config}
            data={initial}
            onChange={onChange}
            onAction={onAction}
            viewports={VIEWPORTS}
            iframe={IFRAME}
            headerTitle={String(doc.path ?? "")}
            height="100%"
            overrides={OVERRIDES}
            dictionary={puckDictionary}
          />
        </div>
      </div>
    </PreviewContext.Provider>
    </SessionContext.Provider>
  );
}

/** What the Puck overrides read. They are module-level components: overrides recreated on every render would remount the fields (and drop the focus) at each keystroke. */
interface Session {
  lang: string;
  setLang: (lang: string) => void;
  dark: boolean;
  setDark: (dark: boolean) => void;
  i18n: I18n | null;
  page: PageRouteData;
  save: () => void;
  openVariant: () => void;
  canVariant: boolean;
  fieldEnv: (index: number | undefined) => FieldEnv;
  puck: { current: GetPuck | null };
}

const SessionContext = createContext<Session | null>(null);
const useSession = () => useContext(SessionContext) as Session;

function HeaderActionsOverride() {
  const s = useSession();
  return <HeaderActions lang={s.lang} setLang={s.setLang} dark={s.dark} setDark={s.setDark} onSave={s.save} onVariant={s.openVariant} canVariant={s.canVariant} />;
}

function IframeOverride({ children, document: frameDocument }: { children: ReactNode; document?: Document }) {
  const s = useSession();
  if (!s.i18n) return <>{children}</>;
  return (
    <Frame document={frameDocument} lang={s.lang} dark={s.dark} i18n={s.i18n} page={s.page}>
      {children}
    </Frame>
  );
}

function FieldsOverride({ children, itemSelector }: { children: ReactNode; itemSelector?: { index: number; zone?: string } | null }) {
  const s = useSession();
  const index = itemSelector && (!itemSelector.zone || itemSelector.zone === ROOT_ZONE) ? itemSelector.index : undefined;
  return (
    <FieldEnvContext.Provider value={s.fieldEnv(index)}>
      <PuckBridge puck={s.puck} />
      <MoveShortcuts />
      {children}
    </FieldEnvContext.Provider>
  );
}

const OVERRIDES = {
  headerActions: HeaderActionsOverride,
  iframe: IframeOverride,
  fields: FieldsOverride,
  actionBar: ActionBarWithMoves,
};


function ActionBarWithMoves({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ActionBar label={label}>
      <ActionBar.Group>
        <MoveActions />
        {children}
      </ActionBar.Group>
    </ActionBar>
  );
}

type GetPuck = ReturnType<typeof useGetPuck>;

/** Puck's state for what lives outside it: the problem list selects the section a problem is in, a duplicate gets its own anchor. */
function PuckBridge({ puck }: { puck: { current: GetPuck | null } }) {
  puck.current = useGetPuck();
  return null;
}

function HeaderActions(props: { lang: string; setLang: (l: string) => void; dark: boolean; setDark: (d: boolean) => void; onSave: () => void; onVariant: () => void; canVariant: boolean }) {
  return (
    <div data-editor-chrome style={{ display: "flex", gap: 8, alignItems: "center", flexWrap: "wrap", justifyContent: "flex-end" }}>
      <AddSection types={types} />
      <label>
        {copy.language}{" "}
        <select value={props.lang} onChange={(e) => props.setLang(e.target.value)}>
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <button type="button" aria-pressed={props.dark} onClick={() => props.setDark(!props.dark)}>
        {copy.theme}: {props.dark ? copy.dark : copy.light}
      </button>
      {props.canVariant ? (
        <button type="button" onClick={props.onVariant}>
          {copy.createVariant}
        </button>
      ) : null}
      <button type="button" onClick={props.onSave} data-primary>
        {copy.save}
      </button>
    </div>
  );
}
