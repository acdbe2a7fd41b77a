// Editing one page document: Puck (outline, palette, preview in an iframe at
// three widths, undo/redo) with generated fields; every change is checked by
// the server with validate's code and kept as a draft in localStorage; Save
// writes the file unless it is invalid or changed on disk meanwhile.
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";
import {
  ActionBar,
  createUsePuck,
  Puck,
  useGetPuck,
  type Data,
  type InitialHistory,
  type OnAction,
} from "@puckeditor/core";
import type { I18n } from "@lingui/core";
import editorData from "virtual:editor";
import { SharedSectionTools } from "./shared/SharedSectionTools";
import { sharedCopy } from "./shared/copy";
import { mayPublishShared } from "./shared/shared-component";
import { confirmUnpublishedShared, unpublishedShared } from "./shared/unpublished";
import { armLinks } from "./arm-links";
import { loadCatalog } from "../i18n/i18n";
import { pageName as shortName } from "../core/page-name.ts";
import { siteText } from "./site-text";
import type { PageDocument, PageRouteData } from "../runtime/types";
import { api, ON_SERVER, type PageSummary, type PageTranslations, type Problem, type RouteInfo } from "./api-client";
import { withPageTranslations, withTranslation } from "./translations-model";
import { PendingTranslations, waitingLabel } from "./PendingTranslations";
import { copy } from "./copy";
import {
  unusedPageFields,
  dataToDoc,
  docToData,
  ROOT_ZONE,
  serialize,
  type JsonObject,
  type PuckData,
  type PuckItem,
} from "./doc-data";
import { withFreeAnchor } from "./duplicate-anchor";
import { historySteps, type HistorySteps } from "./history-steps";
import { clearDraft, loadDraft, saveDraft } from "./draft";
import { dropHistory, keepHistory, reopenHistory, storeHistory } from "./kept-history";
import { FieldEnvContext, type FieldEnv } from "./field-env";
import { Frame } from "./Frame";
import { localizeForPreview } from "./localize-preview";
import { MoveActions, MoveShortcuts } from "./MoveActions";
import { buildConfig, PreviewContext } from "./puck-config";
import { editorSchema, sectionTypes } from "./schema-fields";
import { sectionIndexOf } from "./pointer";
import { fieldMessage, Problems } from "./Problems";
import { stopsSave } from "../core/problem-severity";
import { Conflict } from "./Conflict";
import { LiveChanged, type LiveChange } from "./LiveChanged";
import { VariantDialog, type VariantSection } from "./VariantDialog";
import { AddSection } from "./AddSection";
import { CopySectionAction, PasteSection } from "./pages/SectionClipboard";
import { puckDictionary } from "./puck-dictionary";
import { preloadSections } from "./preload-sections";
import { useInlineEditing } from "./useInlineEditing";
import { sectionDetail, usePuckDomPatches, type PatchTexts } from "./puck-patches";
import { scheduleNote } from "./schedule-note";
import { usePublishing } from "./publish/PublishBar";
import { useReviewRequest } from "./review/ReviewRequest";
import { ActionsMenu, type MenuAction } from "./ActionsMenu";
import { focusField } from "./focus-field";
import { Popover } from "./Popover";
import { KeyboardHelp } from "./keyboard/KeyboardHelp";
import { keyboardCopy } from "./keyboard/copy";
import { keepFocus, useSectionKeys, type EditorKeys } from "./keyboard/section-keys";

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
const PATCH_TEXTS: PatchTexts = { addItem: copy.addItem, zoom: copy.zoom, frame: keyboardCopy.previewFrame };
/** A variant's name from its file (pages/contact.b.json → b): the messages name the variant, not the file. */
const variantOf = (file: string) => /\.([a-z0-9-]+)\.json$/.exec(file)?.[1] ?? file;
const collectionKeys = Object.fromEntries(
  Object.entries(editorData.langs.es.data).map(([name, items]) => [name, Object.keys(items ?? {})]),
);

interface Opened {
  base: JsonObject;
  hash: string | null;
  restored: boolean;
  /** On the server: the published page changed since the person's draft started from it. */
  liveChanged?: LiveChange;
  /** The preview's component strings in Spanish, loaded with the document: the preview's providers are there from its first render (a later Frame would remount it). */
  i18n: I18n;
}

/** From the page list (slower to compute): link targets, and the documents of this path (the base and its A/B variants, to preview each arm). */
interface Neighbours {
  routes: RouteInfo[];
  arms: PageSummary[];
  /** Everyone's drafts: a variant not published yet is only one of these. */
  drafts: Array<{ file: string }>;
}

const NO_NEIGHBOURS: Neighbours = { routes: [], arms: [], drafts: [] };

export function EditorPage({
  file,
  role,
  onOpen,
}: {
  file: string;
  /** The signed-in person's role (null under npm run edit): who may not publish shared sections sees them read-only. */
  role: string | null | undefined;
  onOpen: (file: string | null) => void;
}) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  // A message that outlives a reload of the document (after creating a variant).
  const [notice, setNotice] = useState<string | null>(null);
  const [neighbours, setNeighbours] = useState<Neighbours>(NO_NEIGHBOURS);
  const checked = useRef<() => void>(() => undefined);
  const onChecked = useCallback(() => checked.current(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the trigger to open the document again (after a save elsewhere, a variant, a discard)
  useEffect(() => {
    let live = true;
    setOpened(null);
    const firstCheck = new Promise<void>((done) => (checked.current = done));
    // The editor opens with the document; the page list (which checks every page) follows.
    Promise.all([api.open(file), loadCatalog("es")])
      .then(([page, i18n]) => {
        if (!live) return;
        const draft = loadDraft(file);
        void preloadSections(
          ((((draft?.doc ?? page.doc) as JsonObject).sections as JsonObject[] | undefined) ?? []).map((section) =>
            String(section.type),
          ),
        );
        setOpened(
          draft
            ? { base: draft.doc as JsonObject, hash: draft.hash, restored: true, liveChanged: page.liveChanged, i18n }
            : { base: page.doc as JsonObject, hash: page.hash, restored: false, liveChanged: page.liveChanged, i18n },
        );
        // After the first check: the page list checks every page on the (single-threaded)
        // server, and asked at once it made the first "Sin errores" wait for it.
        return firstCheck
          .then(() => api.pages())
          .then((list) => {
            const path = (page.doc as { path?: string }).path;
            if (live)
              setNeighbours({
                routes: list.routes,
                arms: list.pages.filter((p) => p.path === path),
                drafts: list.drafts ?? [],
              });
          });
      })
      .catch((e: Error) => live && setError(e.message));
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
  return (
    <Editing
      key={`${file} ${generation}`}
      file={file}
      opened={opened}
      neighbours={neighbours}
      notice={notice}
      sharedEditable={mayPublishShared(role)}
      onOpen={onOpen}
      onReload={reload}
      onChecked={onChecked}
    />
  );
}

interface EditingProps {
  file: string;
  opened: Opened;
  neighbours: Neighbours;
  notice: string | null;
  sharedEditable: boolean;
  onOpen: (file: string | null) => void;
  onReload: (notice?: string) => void;
  /** Called when a check has answered (the page list waits for the first). */
  onChecked: () => void;
}

function Editing({
  file,
  opened,
  neighbours,
  notice,
  sharedEditable,
  onOpen: open,
  onReload,
  onChecked,
}: EditingProps) {
  const initial = useMemo(() => docToData(schema, opened.base) as unknown as Data, [opened.base]);
  // Undo and redo of this draft from before a reload (kept-history.ts); its ids refer to `origin`.
  const [kept] = useState(() =>
    reopenHistory(file, opened.hash, serialize(opened.base), (data, origin) =>
      serialize(dataToDoc(schema, data, origin, starters)),
    ),
  );
  const origin = kept?.origin ?? opened.base;
  const initialHistory = useMemo((): InitialHistory | undefined => {
    const [first, ...rest] = (kept?.states ?? []).map((data) => ({ state: { data: data as unknown as Data } }));
    return kept && first ? { histories: [first, ...rest], index: kept.index, appendData: false } : undefined;
  }, [kept]);
  const [doc, setDoc] = useState<JsonObject>(opened.base);
  const [savedText, setSavedText] = useState(() => (opened.restored ? "" : serialize(opened.base)));
  const [hash, setHash] = useState(opened.hash);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState<string | null>(notice ?? (opened.restored ? copy.restored : null));
  const [conflict, setConflict] = useState<{ text: string } | null>(null);
  const [liveChanged, setLiveChanged] = useState(opened.liveChanged);
  const [untranslated, setUntranslated] = useState<Record<string, number> | null>(null);
  const [lang, setLang] = useState("es");
  const [dark, setDark] = useState(false);
  const [i18n, setI18n] = useState<I18n | null>(opened.i18n);
  const [showVariant, setShowVariant] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const [showPending, setShowPending] = useState(false);
  // The saved page's copy and its translations (contract §3): fields show them, the preview uses them.
  const [translations, setTranslations] = useState<PageTranslations | null>(null);
  const loadTranslations = useCallback(() => {
    api.translations(file).then(setTranslations, () => setTranslations(null));
  }, [file]);
  useEffect(loadTranslations, [loadTranslations]);
  const translate = useCallback(
    async (source: string, lang: string, text: string) => {
      await api.translate(file, lang, source, text);
      setTranslations((page) => (page ? withTranslation(page, lang, source, text) : page));
    },
    [file],
  );
  const translationsByPointer = useMemo(
    () => new Map((translations?.entries ?? []).map((e) => [e.pointer, e])),
    [translations],
  );
  const catalogs = useMemo(
    () =>
      withPageTranslations(
        Object.fromEntries(Object.entries(editorData.langs).map(([l, v]) => [l, v.catalog])),
        translations,
      ),
    [translations],
  );
  const docText = useMemo(() => serialize(doc), [doc]);
  const path = typeof doc.path === "string" ? doc.path : file;
  // A variant shares its base's address: name the arm too, or /about and its b arm look the same.
  const address = typeof doc.variant === "string" ? `${path} · ${copy.variantOf(doc.variant)}` : path;
  // Its short name, as the page list, the review and the releases name it («Sobre nosotros», not «Sobre nosotros |
  // Mesalia», which at 390 px left room for «Sobre nosotros | M…» only).
  const pageName = siteText(shortName({ path, meta: (doc.meta as JsonObject | undefined) ?? {} }));
  const preview = useMemo(() => ({ lang, catalog: catalogs[lang] ?? {} }), [lang, catalogs]);
  const dirty = docText !== savedText;

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
        // The same problems keep the same array: the fields showing them need not re-render.
        .then(
          (result) =>
            id === sequence.current &&
            setProblems((before) =>
              JSON.stringify(before) === JSON.stringify(result.problems) ? before : result.problems,
            ),
        )
        .catch(
          (e: Error) => id === sequence.current && setProblems([{ file, pointer: "", message: e.message, label: "" }]),
        )
        .finally(() => {
          onChecked();
          if (id === sequence.current) setChecking(false);
        });
    }, 60);
    return () => clearTimeout(timer);
  }, [doc, file, onChecked]);

  // Off the keystroke's path: Puck renders the edited section from its own
  // state at once; the document (for the check, the draft, the header's
  // state) is derived in the next task, as a transition React may interrupt.
  const latest = useRef<Data | null>(null);
  const deriving = useRef(0);
  const derive = useRef<() => void>(() => undefined);
  derive.current = () => {
    deriving.current = 0;
    if (!latest.current) return;
    const next = dataToDoc(schema, latest.current as unknown as PuckData, origin, starters);
    // Only real changes become a draft (Puck also reports its first render).
    if (serialize(next) !== savedText) saveDraft(file, { doc: next, hash });
    else clearDraft(file);
    startTransition(() => setDoc(next));
  };
  const onChange = useCallback((data: Data) => {
    latest.current = data;
    if (!deriving.current) deriving.current = window.setTimeout(() => derive.current(), 0);
  }, []);
  useEffect(() => () => clearTimeout(deriving.current), []);

  // A shared section's unpublished edits are not in the page (nor its draft): leaving or saving asks first.
  const sharedPending = () => (latest.current?.content ?? []) as unknown as PuckItem[];
  const onOpen = (next: string | null) => {
    if (confirmUnpublishedShared(schema, sharedPending())) open(next);
  };
  // So do discarding the draft and making an A/B variant, which reload the page from its file.
  const unlessSharedPending = (go: () => void) => () => {
    if (confirmUnpublishedShared(schema, sharedPending())) go();
  };
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unpublishedShared(schema, sharedPending()).length > 0) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  });
  const save = async () => {
    if (!confirmUnpublishedShared(schema, sharedPending())) return setMessage(sharedCopy.saveStopped);
    const refusing = problems.filter(stopsSave);
    if (refusing.length > 0) {
      setShowProblems(true);
      return setMessage(copy.saveRefused(refusing.length));
    }
    // The document of the last keystroke, even when its derivation has not rendered yet
    // (the server checks it again before writing).
    const current = latest.current ? dataToDoc(schema, latest.current as unknown as PuckData, origin, starters) : doc;
    setMessage(copy.saving);
    const result = await api.save(file, current, hash);
    if (result.status === "saved") {
      setHash(result.hash ?? null);
      setSavedText(serialize(current));
      clearDraft(file);
      setConflict(null);
      setLiveChanged(result.liveChanged);
      setUntranslated(result.untranslated ?? null);
      setMessage(copy.saved);
      loadTranslations();
    } else if (result.status === "conflict") {
      setConflict({ text: result.text ?? "" });
      setMessage(copy.conflictTitle);
    } else {
      setProblems(result.problems ?? []);
      setShowProblems(true);
      setMessage(copy.saveRefused(result.problems?.length ?? 0));
    }
  };

  const byPointer = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const p of problems) map.set(p.pointer, [...(map.get(p.pointer) ?? []), fieldMessage(p)]);
    return map;
  }, [problems]);

  const anchorsKey = ((doc.sections ?? []) as JsonObject[])
    .map((s) => (typeof s.id === "string" ? s.id : ""))
    .join(" ");
  const ownAnchors = useMemo(() => anchorsKey.split(" ").filter(Boolean), [anchorsKey]);
  const page: PageRouteData = useMemo(() => {
    const shell = editorData.langs[lang] ?? editorData.langs.es;
    const local = localizeForPreview(doc, catalogs[lang] ?? {}, editorData.placeholders) as unknown as PageDocument;
    return { doc: local, data: shell.data, key: file, lang, path: String(doc.path ?? "/") };
  }, [doc, lang, file, catalogs]);

  const config = useMemo(
    () => buildConfig(schema, types, (children) => children, unusedPageFields(opened.base), sharedEditable),
    [opened.base, sharedEditable],
  );

  // One FieldEnv object per selected section while nothing it holds changes: a
  // new one at each keystroke would re-render every field of the side panel.
  const typesKey = ((doc.sections ?? []) as JsonObject[]).map((section) => String(section.type)).join(" ");
  const fieldEnv = useMemo(() => {
    const cache = new Map<number | undefined, FieldEnv>();
    const sectionTypesList = typesKey.split(" ");
    return (index: number | undefined): FieldEnv => {
      let env = cache.get(index);
      if (!env) {
        const type = index !== undefined ? sectionTypesList[index] : undefined;
        env = {
          problems: byPointer,
          selectedIndex: index,
          selectedFields: type !== undefined ? (schema.sections[type] ?? {}) : schema.page,
          routes: neighbours.routes,
          ownAnchors,
          collections: collectionKeys,
          translations: translationsByPointer,
          translate,
        };
        cache.set(index, env);
      }
      return env;
    };
  }, [byPointer, typesKey, neighbours.routes, ownAnchors, translationsByPointer, translate]);

  const puck = useRef<GetPuck | null>(null);
  const outlineDetails = useCallback(
    () =>
      new Map(
        (puck.current?.().appState.data.content ?? []).flatMap((item) => {
          const props = item.props as Record<string, unknown>;
          // A scheduled section says when it shows, beside its name (issue 43); its title as a visitor reads it
          // («Mesalia en números», not «{product} en números»).
          const detail = siteText([sectionDetail(props), scheduleNote(props.schedule)].filter(Boolean).join(" · "));
          return detail ? [[String(item.props.id), detail] as const] : [];
        }),
      ),
    [],
  );
  usePuckDomPatches(outlineDetails, PATCH_TEXTS);
  const select = (index: number | undefined) =>
    puck
      .current?.()
      .dispatch({ type: "setUi", ui: { itemSelector: index === undefined ? null : { index, zone: ROOT_ZONE } } });
  const [steps] = useState(() => historySteps(() => puck.current?.()));
  // Runs inside Puck's dispatch: the rename is a dispatch of its own, after it.
  // Part of the duplicate's step (or the added section's): undo takes it away in one go, redo brings it back renamed.
  const onAction = useCallback<OnAction>(
    (action, state, before) => {
      steps.onAction(action, state, before);
      keepFocus(action, () => puck.current?.());
      const renamed = withFreeAnchor(action, state.data.content as unknown as PuckData["content"]);
      if (renamed)
        queueMicrotask(() =>
          puck.current?.().dispatch(
            steps.continuing({
              type: "replace",
              destinationIndex: renamed.index,
              destinationZone: ROOT_ZONE,
              data: renamed.item,
            }),
          ),
        );
    },
    [steps],
  );
  // The same element while its props are the same: the header's state (checking, problems,
  // "Cambios sin guardar") changes at every keystroke and must not re-render Puck's tree.
  const headerTitle = String(doc.path ?? "");
  const editor = useMemo(
    () => (
      <Puck
        config={config}
        data={initial}
        initialHistory={initialHistory}
        onChange={onChange}
        onAction={onAction}
        viewports={VIEWPORTS}
        iframe={IFRAME}
        headerTitle={headerTitle}
        height="100%"
        overrides={OVERRIDES}
        dictionary={puckDictionary}
      />
    ),
    [config, initial, initialHistory, onChange, onAction, headerTitle],
  );
  const saveNow = useRef(save);
  saveNow.current = save;
  const stableSave = useCallback(() => void saveNow.current(), []);
  const [showKeys, setShowKeys] = useState(false);
  const keys: EditorKeys = useMemo(() => ({ save: stableSave, help: () => setShowKeys(true) }), [stableSave]);
  const getApi = useCallback(() => puck.current?.(), []);
  useSectionKeys(window, getApi, keys, false);
  const openVariant = unlessSharedPending(() => setShowVariant(true));
  const canVariant = !doc.variant;
  const arms = armLinks(
    file,
    typeof doc.variant === "string" ? doc.variant : undefined,
    neighbours.arms,
    neighbours.drafts,
  );
  const [puckSlot, setPuckSlot] = useState<HTMLElement | null>(null);
  // Kept with the draft's base: after a save under `npm run edit` the base is the saved file's hash.
  const remember = useCallback(
    (states: PuckData[], index: number) => {
      // A page only opened (one state, nothing to undo) leaves nothing behind.
      const history = states.length > 1 ? keepHistory(states, index, hash, origin) : undefined;
      if (history) storeHistory(file, history);
    },
    [file, hash, origin],
  );
  const session: Session = useMemo(
    () => ({ lang, dark, i18n, page, fieldEnv, puck, puckSlot, steps, remember, keys }),
    [lang, dark, i18n, page, fieldEnv, puckSlot, steps, remember, keys],
  );

  const publishing = usePublishing({ file, dirty, schema, typeLabels, onReload });
  const review = useReviewRequest(file, dirty);
  const waiting = waitingLabel(translations);
  // The one problem list: the check's, and a refused publish's that the check does not hold (another page's).
  const listed = useMemo(() => {
    const seen = new Set(problems.map((p) => `${p.file} ${p.pointer} ${p.message}`));
    return [...problems, ...publishing.refused.filter((p) => !seen.has(`${p.file} ${p.pointer} ${p.message}`))];
  }, [problems, publishing.refused]);
  const refusedCount = publishing.refused.length;
  // A refused publish opens the list: what to fix is said once, there.
  useEffect(() => {
    if (refusedCount) setShowProblems(true);
  }, [refusedCount]);
  const goToProblem = (p: Problem) => {
    const getPuck = puck.current;
    if (p.file && p.file !== file) return;
    if (getPuck) focusField(getPuck, schema, p.pointer);
  };
  const more: MenuAction[] = [
    // On a phone «Guardar borrador» leaves the header for the menu («Publicar» stays): the header keeps two rows.
    ...(ON_SERVER ? [{ label: copy.save, onSelect: stableSave, narrowOnly: true }] : []),
    // A phone's header keeps two rows: the page's review and its texts to translate are said here, first.
    ...(review.narrowAction ? [review.narrowAction] : []),
    ...(waiting ? [{ label: waiting, onSelect: () => setShowPending(true), narrowOnly: true }] : []),
    ...publishing.actions,
    ...(review.action ? [review.action] : []),
    ...(canVariant ? [{ label: copy.createVariant, onSelect: openVariant }] : []),
    ...(opened.restored && dirty
      ? [
          {
            label: copy.discardDraft,
            onSelect: unlessSharedPending(() => {
              clearDraft(file);
              dropHistory(file);
              onReload();
            }),
          },
        ]
      : []),
    { label: keyboardCopy.title, onSelect: () => setShowKeys(true) },
    { label: copy.darkPreview, onSelect: () => setDark(!dark), checked: dark },
    ...LANGS.map((l, i) => ({
      label: copy.langNames[l] ?? l,
      onSelect: () => setLang(l),
      checked: lang === l,
      radio: true,
      ...(i === 0 ? { group: copy.previewLanguage } : {}),
    })),
  ];

  return (
    <SessionContext.Provider value={session}>
      <PreviewContext.Provider value={preview}>
        <div className="editor-shell">
          <header data-editor-chrome className="editor-bar">
            <div className="editor-bar__row">
              <button type="button" className="editor-bar__back" onClick={() => onOpen(null)}>
                {copy.backArrow} <span className="editor-bar__back-label">{copy.back}</span>
              </button>
              <span className="editor-bar__title" title={`${pageName} · ${address}`}>
                <span className="editor-bar__name">{pageName}</span>
                {/* The page's address a visitor types, not the file it is kept in (issue 41: no file paths on screen). */}
                <strong>{address}</strong>
              </span>
              <StatusPill
                checking={checking}
                problems={listed}
                expanded={showProblems}
                onToggle={() => setShowProblems(!showProblems)}
              />
              {dirty ? <span className="editor-bar__dirty">{copy.unsaved}</span> : null}
              {message ? (
                // data-done: on a phone a save that went well leaves after a few seconds (editor-chrome.css).
                <span
                  role="status"
                  data-testid="message"
                  className="editor-bar__message"
                  data-done={message === copy.saved || undefined}
                  title={message}
                >
                  {message}
                </span>
              ) : null}
              {arms.length > 1 ? (
                // A segmented control (issue 41: the label and «(50)» pushed «Publicar» past a 1440 px window):
                // its name is said to screen readers and on hover, each arm shows its share of the visitors.
                <span
                  data-testid="arms"
                  className="editor-bar__arms"
                  role="group"
                  aria-label={copy.arms}
                  title={copy.arms}
                >
                  {arms.map((arm) => (
                    <button
                      key={arm.file}
                      type="button"
                      aria-current={arm.file === file}
                      disabled={arm.file === file}
                      onClick={() => onOpen(arm.file)}
                    >
                      {copy.armShort(arm.arm)}
                      {arm.draft ? ` (${copy.armDraft})` : ""}
                      {arm.share !== undefined ? <span className="editor-bar__share">{arm.share} %</span> : null}
                    </button>
                  ))}
                </span>
              ) : null}
              {untranslated ? (
                <span data-testid="untranslated" className="editor-bar__muted">
                  {copy.waitingTranslation}:{" "}
                  {Object.entries(untranslated)
                    .map(([l, n]) => `${l} ${n}`)
                    .join(" · ")}
                </span>
              ) : null}
              <PendingTranslations
                translations={translations}
                open={showPending}
                onOpen={setShowPending}
                lang={lang}
                onLang={setLang}
                onSelect={(pointer) => select(sectionIndexOf(pointer))}
              />
              {review.state}
              {/* On a phone the header's second row starts here (editor-chrome.css): the page and its state above, the tools below. */}
              <span className="editor-bar__break" aria-hidden="true" />
              <span className="editor-bar__end">
                {/* Puck's undo, redo and «Añadir sección» are drawn here (HeaderOverride, a portal): they need Puck's state. */}
                <span ref={setPuckSlot} className="editor-bar__puck" />
                <button
                  type="button"
                  className="editor-bar__save"
                  onClick={stableSave}
                  data-primary={ON_SERVER ? undefined : true}
                >
                  {copy.save}
                </button>
                {publishing.inline}
                <ActionsMenu
                  label={copy.moreActions}
                  actions={more}
                  flagged={Boolean(review.narrowAction || waiting)}
                />
              </span>
            </div>
            {showProblems ? (
              <Popover label={copy.problemsTitle} onClose={() => setShowProblems(false)} testId="problems-panel">
                <Problems problems={listed} onSelect={goToProblem} />
              </Popover>
            ) : null}
            {showKeys ? <KeyboardHelp onClose={() => setShowKeys(false)} /> : null}
            {publishing.panel}
            {review.panel}
            {publishing.notices}
            {liveChanged ? <LiveChanged change={liveChanged} schema={schema} typeLabels={typeLabels} /> : null}
            {conflict ? (
              <Conflict
                onDisk={conflict.text}
                yours={doc}
                schema={schema}
                typeLabels={typeLabels}
                onReload={unlessSharedPending(() => {
                  clearDraft(file);
                  dropHistory(file);
                  onReload();
                })}
              />
            ) : null}
            {showVariant ? (
              <VariantDialog
                file={file}
                hash={hash}
                dirty={dirty}
                sections={(doc.sections ?? []) as VariantSection[]}
                typeLabels={typeLabels}
                arms={arms.map((a) => a.arm)}
                langs={LANGS}
                onClose={() => setShowVariant(false)}
                onCreated={(variantFile, started) =>
                  onReload(
                    ON_SERVER
                      ? started
                        ? copy.variantStarted(variantOf(variantFile))
                        : copy.variantDrafted(variantOf(variantFile))
                      : copy.variantCreated(variantFile),
                  )
                }
              />
            ) : null}
          </header>
          {/* The page's main landmark (axe: landmark-one-main, and region for Puck's panels outside any). */}
          <main className="editor-shell__canvas" aria-label={copy.editorArea}>
            {editor}
          </main>
        </div>
      </PreviewContext.Provider>
    </SessionContext.Provider>
  );
}

/** The header's state: checking, what stops a save, what stops a publish, warnings only, or nothing; with problems it opens their list. */
function StatusPill({
  checking,
  problems,
  expanded,
  onToggle,
}: {
  checking: boolean;
  problems: Problem[];
  expanded: boolean;
  onToggle: () => void;
}) {
  const saving = problems.filter(stopsSave).length;
  const publishing = problems.filter((p) => p.severity === "block").length;
  const warnings = problems.filter((p) => p.severity === "warn").length;
  const state = checking ? "checking" : saving ? "problems" : publishing ? "blocked" : "valid";
  const text = {
    checking: copy.checking,
    problems: copy.problems(saving),
    blocked: copy.publishBlocked(publishing),
    valid: copy.valid,
  }[state];
  return (
    <>
      {problems.length ? (
        <button
          type="button"
          data-testid="status"
          className="editor-bar__pill"
          data-state={state}
          aria-expanded={expanded}
          onClick={onToggle}
        >
          {text}
        </button>
      ) : (
        <span data-testid="status" className="editor-bar__pill" data-state={state}>
          {text}
        </span>
      )}
      {/* Apart: warnings never stop anything, so "Sin errores" stays true beside them. */}
      {!checking && warnings ? (
        <button
          type="button"
          data-testid="warnings"
          className="editor-bar__pill"
          data-state="warnings"
          aria-expanded={expanded}
          onClick={onToggle}
        >
          {copy.warnings(warnings)}
        </button>
      ) : null}
    </>
  );
}

/** What the Puck overrides read. They are module-level components: overrides recreated on every render would remount the fields (and drop the focus) at each keystroke. */
interface Session {
  lang: string;
  dark: boolean;
  i18n: I18n | null;
  page: PageRouteData;
  fieldEnv: (index: number | undefined) => FieldEnv;
  puck: { current: GetPuck | null };
  /** Where the header's row keeps a place for Puck's own controls. */
  puckSlot: HTMLElement | null;
  steps: HistorySteps;
  /** Keeps Puck's history for the next visit (kept-history.ts). */
  remember: (states: PuckData[], index: number) => void;
  /** Save and the shortcuts' panel, for the preview's keys (they do not reach the editor's window). */
  keys: EditorKeys;
}

const SessionContext = createContext<Session | null>(null);
const useSession = () => useContext(SessionContext) as Session;

/** Puck's header, drawn in the editor's one row instead of a second one: undo, redo, «Añadir sección», «Pegar». */
function HeaderOverride() {
  const s = useSession();
  // A fragment: Puck's type for the override wants an element, and the portal may not exist yet.
  return (
    <>
      {s.puckSlot
        ? createPortal(
            <>
              <UndoRedo />
              <KeepHistory />
              <AddSection types={types} />
              <PasteSection types={types} />
            </>,
            s.puckSlot,
          )
        : null}
    </>
  );
}

const usePuckState = createUsePuck();

function UndoRedo() {
  const { steps } = useSession();
  const histories = usePuckState((p) => p.history.histories);
  const hasPast = usePuckState((p) => p.history.hasPast);
  const hasFuture = usePuckState((p) => p.history.hasFuture);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when Puck's history changes (its pending record landed)
  useEffect(() => steps.settled(), [steps, histories]);
  useHeldHistoryKeys(steps, window);
  const back = () => steps.move("back");
  const forward = () => steps.move("forward");
  return (
    <span className="editor-bar__history">
      <button type="button" aria-label={copy.undo} title={copy.undo} disabled={!hasPast} onClick={back}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
        </svg>
      </button>
      <button type="button" aria-label={copy.redo} title={copy.redo} disabled={!hasFuture} onClick={forward}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path d="m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
        </svg>
      </button>
    </span>
  );
}

/** Writes Puck's history down whenever a step is recorded or undone. */
function KeepHistory() {
  const { remember } = useSession();
  const histories = usePuckState((p) => p.history.histories);
  const index = usePuckState((p) => p.history.index);
  useEffect(
    () =>
      remember(
        histories.map((h) => (h.state as { data: PuckData }).data),
        index,
      ),
    [remember, histories, index],
  );
  return null;
}

/**
 * Puck's Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y undo and redo at once; while its record of the last change is
 * pending, they are held (history-steps.ts) and the key does not reach Puck. Captured on the window, before
 * Puck's listener on the document (`instanceof Element` is false for the frame's nodes: checked by name).
 */
function useHeldHistoryKeys(steps: HistorySteps, target: Window | null | undefined) {
  useEffect(() => {
    if (!target) return;
    const onKey = (e: KeyboardEvent) => {
      // In a field the key is the field's own undo first: left as it was.
      const inField = (e.target as Partial<Element> | null)?.closest?.("input, textarea, select, [contenteditable]");
      if (!(e.ctrlKey || e.metaKey) || e.altKey || inField || !steps.pending()) return;
      const to = e.code === "KeyZ" ? (e.shiftKey ? "forward" : "back") : e.code === "KeyY" ? "forward" : undefined;
      if (!to) return;
      e.preventDefault();
      e.stopPropagation();
      steps.move(to);
    };
    target.addEventListener("keydown", onKey, true);
    return () => target.removeEventListener("keydown", onKey, true);
  }, [steps, target]);
}

function IframeOverride({ children, document: frameDocument }: { children: ReactNode; document?: Document }) {
  const s = useSession();
  useInlineEditing(frameDocument, s.puck, schema);
  useHeldHistoryKeys(s.steps, frameDocument?.defaultView);
  const getApi = useCallback(() => s.puck.current?.(), [s.puck]);
  useSectionKeys(frameDocument, getApi, s.keys, true);
  if (!s.i18n) return <>{children}</>;
  return (
    <Frame document={frameDocument} lang={s.lang} dark={s.dark} i18n={s.i18n} page={s.page}>
      {children}
    </Frame>
  );
}

function FieldsOverride({
  children,
  itemSelector,
}: {
  children: ReactNode;
  itemSelector?: { index: number; zone?: string } | null;
}) {
  const s = useSession();
  const index =
    itemSelector && (!itemSelector.zone || itemSelector.zone === ROOT_ZONE) ? itemSelector.index : undefined;
  return (
    <FieldEnvContext.Provider value={s.fieldEnv(index)}>
      <PuckBridge puck={s.puck} />
      <MoveShortcuts />
      <SharedSectionTools schema={schema} index={index} />
      {children}
    </FieldEnvContext.Provider>
  );
}

const OVERRIDES = {
  header: HeaderOverride,
  iframe: IframeOverride,
  fields: FieldsOverride,
  actionBar: ActionBarWithMoves,
};

function ActionBarWithMoves({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ActionBar label={label}>
      <ActionBar.Group>
        <MoveActions />
        <CopySectionAction types={types} />
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
