// Add a section without dragging (keyboard, screen readers): pick a type and
// insert it after the selected section, or at the end. Puck's palette stays
// for drag and drop; both insert the schema example.
import { useState } from "react";
import { useGetPuck } from "@puckeditor/core";
import { ROOT_ZONE } from "./doc-data";
import { copy } from "./copy";
import type { SectionTypeInfo } from "./schema-fields";

export function AddSection({ types }: { types: SectionTypeInfo[] }) {
  const getPuck = useGetPuck();
  const [type, setType] = useState(types[0]?.type ?? "");
  const add = () => {
    const { appState, dispatch } = getPuck();
    const selector = appState.ui.itemSelector;
    const at =
      selector && (!selector.zone || selector.zone === ROOT_ZONE) ? selector.index + 1 : appState.data.content.length;
    dispatch({ type: "insert", componentType: type, destinationIndex: at, destinationZone: ROOT_ZONE });
    dispatch({ type: "setUi", ui: { itemSelector: { index: at, zone: ROOT_ZONE } } });
  };
  return (
    <span style={{ display: "flex", gap: 4, alignItems: "center" }}>
      <select aria-label={copy.addSectionType} value={type} onChange={(e) => setType(e.target.value)}>
        {[...new Set(types.map((t) => t.category))].map((category) => (
          <optgroup key={category} label={category}>
            {types
              .filter((t) => t.category === category)
              .map((t) => (
                <option key={t.type} value={t.type}>
                  {t.label}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      <button type="button" onClick={add}>
        {copy.addSection}
      </button>
    </span>
  );
}
