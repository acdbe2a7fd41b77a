// "Copiar sección" in a section's action bar and "Pegar sección" beside
// "Añadir sección": a section goes from one page to another (or is pasted
// again on the same one), after the selected section, with a free anchor.
import { useEffect, useState } from "react";
import { ActionBar, useGetPuck } from "@puckeditor/core";
import { ROOT_ZONE } from "../doc-data";
import type { SectionTypeInfo } from "../schema-fields";
import { pagesCopy as copy } from "./copy";
import { pastedItem, readClipboard, writeClipboard } from "./section-clipboard";
import "./pages.css";

const CHANGED = "section-clipboard";
const newId = (type: string) => `${type}-${crypto.randomUUID()}`;

export function CopySectionAction({ types }: { types: readonly SectionTypeInfo[] }) {
  const getPuck = useGetPuck();
  const copySection = () => {
    const { appState } = getPuck();
    const selector = appState.ui.itemSelector;
    if (!selector || (selector.zone && selector.zone !== ROOT_ZONE)) return;
    const item = appState.data.content[selector.index];
    if (!item) return;
    const label = types.find((t) => t.type === item.type)?.label ?? copy.aSection;
    const from = new URLSearchParams(location.search).get("file") ?? "";
    if (!writeClipboard(localStorage, { item: { type: item.type, props: item.props as { id: string } }, from, label }))
      return window.alert(copy.clipboardTooLarge);
    window.dispatchEvent(new CustomEvent(CHANGED));
  };
  return (
    <ActionBar.Action label={copy.copySection} aria-label={copy.copySection} onClick={copySection}>
      <svg
        aria-hidden="true"
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {/* Lucide's clipboard-copy: Puck's own Duplicar already uses the two-sheets icon. */}
        <rect width="8" height="4" x="8" y="2" rx="1" ry="1" />
        <path d="M8 4H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
        <path d="M16 4h2a2 2 0 0 1 2 2v4" />
        <path d="M21 14H11" />
        <path d="m15 10-4 4 4 4" />
      </svg>
    </ActionBar.Action>
  );
}

export function PasteSection({ types }: { types: readonly SectionTypeInfo[] }) {
  const getPuck = useGetPuck();
  const [clipped, setClipped] = useState(() => readClipboard(localStorage));
  const [note, setNote] = useState("");
  useEffect(() => {
    const refresh = () => {
      setClipped(readClipboard(localStorage));
      setNote(copy.copied);
      window.setTimeout(() => setNote(""), 2500);
    };
    const fromOtherTab = (e: StorageEvent) =>
      void (e.key === null || e.key.startsWith("editor.section") ? setClipped(readClipboard(localStorage)) : undefined);
    window.addEventListener(CHANGED, refresh);
    window.addEventListener("storage", fromOtherTab);
    return () => {
      window.removeEventListener(CHANGED, refresh);
      window.removeEventListener("storage", fromOtherTab);
    };
  }, []);
  if (!clipped) return null;
  const paste = () => {
    const { appState, dispatch } = getPuck();
    const selector = appState.ui.itemSelector;
    const at =
      selector && (!selector.zone || selector.zone === ROOT_ZONE) ? selector.index + 1 : appState.data.content.length;
    const item = pastedItem(
      clipped,
      appState.data.content as never,
      newId(clipped.item.type),
      new Set(types.map((t) => t.type)),
    );
    if ("unknownType" in item) return setNote(copy.unknownType);
    dispatch({
      type: "insert",
      componentType: item.type,
      destinationIndex: at,
      destinationZone: ROOT_ZONE,
      id: item.props.id,
    });
    dispatch({ type: "replace", destinationIndex: at, destinationZone: ROOT_ZONE, data: item });
    dispatch({ type: "setUi", ui: { itemSelector: { index: at, zone: ROOT_ZONE } } });
    setNote(copy.pasted(clipped.label));
    window.setTimeout(() => setNote(""), 2500);
  };
  return (
    <span className="section-clipboard">
      <button type="button" onClick={paste} title={copy.pasteHelp}>
        {copy.paste(clipped.label)}
      </button>
      <span role="status" className="section-clipboard__note">
        {note}
      </span>
    </span>
  );
}
