// Add a section without dragging (keyboard, screen readers): pick a type, or a
// shared section by its name and how many pages use it, and insert it after the
// selected section, or at the end. Puck's palette stays for drag and drop; both insert the schema example
// (a shared section: the reference, whose content Puck's resolveData reads).
// On a phone the select cut the types' names to «Beneficio…» (96 px): there
// the button opens a list of every type, whole and wrapped, one tap to add.
import { useEffect, useRef, useState } from "react";
import { useGetPuck } from "@puckeditor/core";
import { ROOT_ZONE } from "./doc-data";
import { copy } from "./copy";
import type { SectionTypeInfo } from "./schema-fields";
import { sharedCopy } from "./shared/copy";
import { sharedNames, sharedSections } from "./shared/shared-component";
import { SHARED_TYPE } from "./shared/shared-ref";
import { Popover } from "./Popover";

/** A shared section's option value: `shared:<name>`, apart from the types' values, which have no colon. */
const SHARED_PREFIX = `${SHARED_TYPE}:`;
/** An entry of the list: a type by its name, or a shared section by its name and how many pages use it. */
interface Option {
  value: string;
  label: string;
  /** The select's words where the whole label would be cut (a shared section's name without «Sección compartida»). */
  short?: string;
  detail?: string;
}
/** The phone's width, where the select is hidden (editor-chrome.css) and the button opens the list instead. */
const PHONE = "(max-width: 640px)";

export function AddSection({ types }: { types: SectionTypeInfo[] }) {
  const getPuck = useGetPuck();
  const [choice, setChoice] = useState(types[0]?.type ?? "");
  const [listed, setListed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const shared = sharedNames();
  const groups = [
    ...[...new Set(types.map((t) => t.category))].map((category) => ({
      label: category,
      options: types.filter((t) => t.category === category).map((t): Option => ({ value: t.type, label: t.label })),
    })),
    ...(shared.length > 0
      ? [
          {
            label: sharedCopy.category,
            options: shared.map((name) => ({
              value: `${SHARED_PREFIX}${name}`,
              label: sharedCopy.named(name),
              short: sharedCopy.short(name),
              detail: sharedCopy.usedOn(sharedSections()[name]?.usedBy.length ?? 0),
            })),
          },
        ]
      : []),
  ];
  // Opened from the keyboard or a tap, the first type has the focus: Tab and Shift+Tab go through the list.
  useEffect(() => {
    if (listed) list.current?.querySelector<HTMLButtonElement>("button[data-type]")?.focus();
  }, [listed]);
  const closeList = () => {
    setListed(false);
    button.current?.focus();
  };
  const add = (value: string) => {
    const { appState, dispatch } = getPuck();
    const selector = appState.ui.itemSelector;
    const at =
      selector && (!selector.zone || selector.zone === ROOT_ZONE) ? selector.index + 1 : appState.data.content.length;
    const ref = value.startsWith(SHARED_PREFIX) ? value.slice(SHARED_PREFIX.length) : undefined;
    dispatch({
      type: "insert",
      componentType: ref ? SHARED_TYPE : value,
      destinationIndex: at,
      destinationZone: ROOT_ZONE,
    });
    if (ref) placeShared(getPuck, at, ref);
    dispatch({ type: "setUi", ui: { itemSelector: { index: at, zone: ROOT_ZONE } } });
  };
  const phone = () => typeof window.matchMedia === "function" && window.matchMedia(PHONE).matches;
  return (
    <span className="add-section">
      <select aria-label={copy.addSectionType} value={choice} onChange={(e) => setChoice(e.target.value)}>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.detail ? `${option.short ?? option.label} · ${option.detail}` : option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <button
        ref={button}
        type="button"
        aria-expanded={listed || undefined}
        onClick={() => (phone() ? setListed(!listed) : add(choice))}
      >
        {copy.addSection}
      </button>
      {listed ? (
        <Popover label={copy.addSectionType} onClose={closeList} testId="add-section-list">
          <div ref={list} className="add-section__list">
            {groups.map((group) => (
              <div key={group.label} role="group" aria-label={group.label}>
                <p className="add-section__group">{group.label}</p>
                {group.options.map((option) => (
                  <button
                    key={option.value}
                    type="button"
                    data-type={option.value}
                    className="actions-menu__item add-section__option"
                    onClick={() => {
                      add(option.value);
                      setListed(false);
                    }}
                  >
                    {option.label}
                    {/* The space keeps the name and the count apart for a screen reader; the count is a line of its own. */}
                    {option.detail ? (
                      <>
                        {" "}
                        <span className="add-section__detail">{option.detail}</span>
                      </>
                    ) : null}
                  </button>
                ))}
              </div>
            ))}
          </div>
        </Popover>
      ) : null}
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
