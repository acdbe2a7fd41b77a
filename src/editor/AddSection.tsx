// Add a section without dragging (keyboard, screen readers): pick a type, or a
// shared section by name, and insert it after the selected section, or at the
// end. Puck's palette stays for drag and drop; both insert the schema example
// (a shared section: the reference, whose content Puck's resolveData reads).
import { useState } from "react";
import { useGetPuck } from "@puckeditor/core";
import { ROOT_ZONE } from "./doc-data";
import { copy } from "./copy";
import type { SectionTypeInfo } from "./schema-fields";
import { sharedCopy } from "./shared/copy";
import { sharedNames } from "./shared/shared-component";
import { SHARED_TYPE } from "./shared/shared-ref";

/** A shared section's option value: `shared:<name>`, apart from the types' values, which have no colon. */
const SHARED_PREFIX = `${SHARED_TYPE}:`;

export function AddSection({ types }: { types: SectionTypeInfo[] }) {
  const getPuck = useGetPuck();
  const [choice, setChoice] = useState(types[0]?.type ?? "");
  const shared = sharedNames();
  const add = () => {
    const { appState, dispatch } = getPuck();
    const selector = appState.ui.itemSelector;
    const at =
      selector && (!selector.zone || selector.zone === ROOT_ZONE) ? selector.index + 1 : appState.data.content.length;
    const ref = choice.startsWith(SHARED_PREFIX) ? choice.slice(SHARED_PREFIX.length) : undefined;
    dispatch({
      type: "insert",
      componentType: ref ? SHARED_TYPE : choice,
      destinationIndex: at,
      destinationZone: ROOT_ZONE,
    });
    if (ref) placeShared(getPuck, at, ref);
    dispatch({ type: "setUi", ui: { itemSelector: { index: at, zone: ROOT_ZONE } } });
  };
  return (
    <span style={{ display: "flex", gap: 4, alignItems: "center" }}>
      <select aria-label={copy.addSectionType} value={choice} onChange={(e) => setChoice(e.target.value)}>
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
        {shared.length > 0 && (
          <optgroup label={sharedCopy.category}>
            {shared.map((name) => (
              <option key={name} value={`${SHARED_PREFIX}${name}`}>
                {name}
              </option>
            ))}
          </optgroup>
        )}
      </select>
      <button type="button" onClick={add}>
        {copy.addSection}
      </button>
    </span>
  );
}

/** The reference just inserted at `at` (Puck's default: the first shared section) set to `ref`, its content read from it. */
function placeShared(getPuck: ReturnType<typeof useGetPuck>, at: number, ref: string) {
  const { dispatch, getItemBySelector, resolveDataById } = getPuck();
  const item = getItemBySelector({ index: at, zone: ROOT_ZONE });
  if (!item) return;
  dispatch({
    type: "replace",
    destinationIndex: at,
    destinationZone: ROOT_ZONE,
    data: { ...item, props: { ...item.props, ref } },
  });
  resolveDataById(item.props.id, "insert");
}
