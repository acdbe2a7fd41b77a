// A problem's entry takes the person to its field: select the section (or the
// page), open the list items the field is inside (Puck shows one item of a
// list at a time), then focus the input that carries the problem's pointer.
import type { useGetPuck } from "@puckeditor/core";
import { ANCHOR_PROP, ROOT_ZONE, type EditorSchema } from "./doc-data";
import { sectionIndexOf } from "./pointer";
import type { FieldSpec } from "./schema-fields";

type GetPuck = ReturnType<typeof useGetPuck>;

/** A list on the way to a field: Puck's id for it, the item to open and how many it holds. */
export interface ListStep {
  id: string;
  index: number;
  length: number;
}

const decode = (token: string) => token.replace(/~1/g, "/").replace(/~0/g, "~");
const puckType = (spec: FieldSpec) => (spec.kind === "array" || spec.kind === "object" ? spec.kind : "custom");

/**
 * The lists to open for `pointer`, outermost first. Puck names a top field
 * `<item id>_<field type>_<name>`, an object's field `<object's id>_<name>`,
 * a list's item `<list's id>-<n>` and an item's field `<item's id>_<name>`;
 * `itemId` gives the id Puck gave a list's nth item (it keeps them across moves).
 */
export function listSteps(
  pointer: string,
  fields: Record<string, FieldSpec>,
  owner: string,
  value: unknown,
  itemId: (list: string, index: number) => string,
): ListStep[] {
  const tokens = pointer.split("/").slice(1).map(decode);
  const section = sectionIndexOf(pointer) !== undefined;
  if (section) tokens.splice(0, 2);
  const steps: ListStep[] = [];
  const first = tokens.shift();
  if (first === undefined) return steps;
  let spec: FieldSpec | undefined = fields[first];
  const name = section && first === "id" ? ANCHOR_PROP : first;
  if (!spec) return steps;
  let id = `${owner}_${puckType(spec)}_${name}`;
  let current = (value as Record<string, unknown> | undefined)?.[name];
  for (const token of tokens) {
    if (spec?.kind === "array" && /^\d+$/.test(token)) {
      const index = Number(token);
      const length = Array.isArray(current) ? current.length : 0;
      steps.push({ id, index, length });
      id = itemId(id, index);
      current = Array.isArray(current) ? current[index] : undefined;
      spec = spec.item;
      // A list of strings holds each as { value }: the field is the item's "value".
      if (spec.kind !== "object") break;
      continue;
    }
    if (spec?.kind !== "object") break;
    spec = spec.fields[token];
    if (!spec) break;
    id = `${id}_${token}`;
    current = (current as Record<string, unknown> | undefined)?.[token];
  }
  return steps;
}

const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
const field = (pointer: string) =>
  [...document.querySelectorAll(`[data-pointer="${CSS.escape(pointer)}"]`)].find(visible) ??
  // A problem of a whole list or object: its first field.
  [...document.querySelectorAll(`[data-pointer^="${CSS.escape(`${pointer}/`)}"]`)].find(visible);

/** Select what `pointer` is in, open its list items and focus its field once Puck has drawn it. */
export function focusField(getPuck: GetPuck, schema: EditorSchema, pointer: string) {
  const index = sectionIndexOf(pointer);
  const { appState, dispatch } = getPuck();
  const item = index === undefined ? undefined : appState.data.content[index];
  if (index !== undefined && !item) return;
  dispatch({ type: "setUi", ui: { itemSelector: index === undefined ? null : { index, zone: ROOT_ZONE } } });
  const fields = item ? (schema.sections[String(item.type)] ?? {}) : schema.page;
  const owner = item ? String(item.props.id) : "root";
  const props = item ? item.props : appState.data.root.props;
  const arrayState = { ...getPuck().appState.ui.arrayState };
  const steps = listSteps(pointer, fields, owner, props, (list, n) => {
    const known = arrayState[list]?.items;
    return known?.[n]?._arrayId ?? `${list}-${n}`;
  });
  for (const step of steps) {
    const known = arrayState[step.id]?.items;
    const items = known?.length
      ? known
      : Array.from({ length: step.length }, (_, i) => ({
          _originalIndex: i,
          _currentIndex: i,
          _arrayId: `${step.id}-${i}`,
        }));
    arrayState[step.id] = { items, openId: items[step.index]?._arrayId ?? "" };
  }
  if (steps.length) dispatch({ type: "setUi", ui: { arrayState } });
  // Puck draws the section's fields in the next renders: look for the field for up to ~2 s of frames.
  let frames = 120;
  const tryFocus = () => {
    const input = field(pointer) as HTMLElement | undefined;
    if (input) {
      input.scrollIntoView({ block: "center" });
      input.focus({ preventScroll: true });
    } else if (--frames > 0) requestAnimationFrame(tryFocus);
  };
  requestAnimationFrame(tryFocus);
}
