// Editing a text in the preview: double-click a heading or paragraph of a
// section and type. The element's text must be exactly one copy field of the
// section (no placeholder like {product}, no markup inside such as a title's
// highlight): that field is found in Puck's props, the element becomes
// editable in place, and each pause in typing writes the field through Puck
// (so the side panel, undo and the check follow). The section re-renders with
// the same renderer as ever; the caret is put back where it was.
import type { FieldSpec } from "./schema-fields";

type Props = Record<string, unknown>;

const isObject = (v: unknown): v is Props => typeof v === "object" && v !== null && !Array.isArray(v);

export interface EditableField {
  /** Puck's field name: "title", "items[2].question", "points[1].value". */
  path: string;
  multiline: boolean;
}

/** The one copy field of a section whose value is `text`, if exactly one is. */
export function findEditable(props: Props, fields: Record<string, FieldSpec>, text: string): EditableField | undefined {
  const found: EditableField[] = [];
  const visit = (value: unknown, spec: FieldSpec | undefined, path: string) => {
    if (!spec) return;
    if (spec.kind === "text" && spec.copy) {
      if (typeof value === "string" && value === text && !/\{[a-z]+\}/.test(value))
        found.push({ path, multiline: spec.multiline });
      return;
    }
    if (spec.kind === "object" && isObject(value))
      for (const [k, v] of Object.entries(value)) visit(v, spec.fields[k], `${path}.${k}`);
    if (spec.kind === "array" && Array.isArray(value)) {
      value.forEach((item, i) => {
        if (spec.item.kind === "object") visit(item, spec.item, `${path}[${i}]`);
        else visit(isObject(item) ? item.value : undefined, spec.item, `${path}[${i}].value`);
      });
    }
  };
  for (const [key, value] of Object.entries(props)) visit(value, fields[key], key);
  return found.length === 1 ? found[0] : undefined;
}

/** `props` with the value at a Puck field name replaced (copies along the path). */
export function setField(props: Props, path: string, value: string): Props {
  const tokens = path.split(/\.|\[|\]/).filter(Boolean);
  const set = (node: unknown, i: number): unknown => {
    if (i === tokens.length) return value;
    const token = tokens[i];
    if (Array.isArray(node)) return node.map((item, j) => (String(j) === token ? set(item, i + 1) : item));
    const object = isObject(node) ? node : {};
    return { ...object, [token]: set(object[token], i + 1) };
  };
  return set(props, 0) as Props;
}

/** Character offset of the caret inside `el`, to put it back after a re-render. */
export function caretOffset(el: Element): number | undefined {
  const selection = el.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0 || !el.contains(selection.anchorNode)) return undefined;
  const range = selection.getRangeAt(0).cloneRange();
  range.selectNodeContents(el);
  range.setEnd(selection.anchorNode!, selection.anchorOffset);
  return range.toString().length;
}

export function placeCaret(el: Element, offset: number): void {
  const doc = el.ownerDocument;
  const walker = doc.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  let left = offset;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.nodeValue?.length ?? 0;
    if (left <= length) {
      const range = doc.createRange();
      range.setStart(node, left);
      range.collapse(true);
      const selection = doc.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      return;
    }
    left -= length;
  }
}
