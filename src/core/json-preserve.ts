// Writes a changed document in the formatting of the file it came from, so a
// saved page differs from the opened one only where a value changed. Some
// documents keep short objects on one line by hand (`{ "label": …, "href": … }`);
// JSON.stringify(doc, null, 2) would re-wrap all of them.
//  - A value equal to the original at its place (or, in an array, equal to
//    any original element: a moved section) is copied as written.
//  - A changed container keeps the original's style: one line if it was on
//    one line, else 2-space indentation.
import type { Json } from "./json";

interface Node {
  value: Json;
  start: number;
  end: number;
  /** Object members or array items, with their source spans. */
  children?: Array<{ key?: string; node: Node }>;
}

/** A JSON parser that records where each value sits in the text. */
export function parseWithSpans(text: string): Node {
  let i = 0;
  const ws = () => {
    while (i < text.length && " \t\n\r".includes(text[i])) i++;
  };
  const parseValue = (): Node => {
    ws();
    const start = i;
    const c = text[i];
    if (c === "{" || c === "[") {
      const close = c === "{" ? "}" : "]";
      i++;
      const children: Array<{ key?: string; node: Node }> = [];
      ws();
      if (text[i] === close) i++;
      else {
        for (;;) {
          let key: string | undefined;
          if (c === "{") {
            ws();
            key = parseValue().value as string;
            ws();
            i++; // ':'
          }
          children.push({ key, node: parseValue() });
          ws();
          if (text[i++] === close) break;
        }
      }
      const value =
        c === "{"
          ? Object.fromEntries(children.map((ch) => [ch.key, ch.node.value]))
          : children.map((ch) => ch.node.value);
      return { value: value as Json, start, end: i, children };
    }
    if (c === '"') {
      i++;
      while (text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
      i++;
    } else {
      while (i < text.length && !",}] \t\n\r".includes(text[i])) i++;
    }
    return { value: JSON.parse(text.slice(start, i)) as Json, start, end: i };
  };
  return parseValue();
}

const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function render(next: Json, original: Node | undefined, text: string, indent: string): string {
  if (original && equal(original.value, next)) return text.slice(original.start, original.end);
  if (next === null || typeof next !== "object") return JSON.stringify(next);
  const oneLine = original?.children !== undefined && !text.slice(original.start, original.end).includes("\n");
  const inner = indent + "  ";
  const isArray = Array.isArray(next);
  const entries: Array<[string | undefined, Json]> = isArray ? next.map((v) => [undefined, v]) : Object.entries(next);
  if (entries.length === 0) return isArray ? "[]" : "{}";
  const sameKind = original?.children && Array.isArray(original.value) === isArray ? original.children : undefined;
  const parts = entries.map(([key, value], index) => {
    let match: Node | undefined;
    if (isArray) match = sameKind?.find((ch) => equal(ch.node.value, value))?.node ?? sameKind?.[index]?.node;
    else match = sameKind?.find((ch) => ch.key === key)?.node;
    const body = render(value, match, text, oneLine ? indent : inner);
    return key === undefined ? body : `${JSON.stringify(key)}: ${body}`;
  });
  const [open, close] = isArray ? ["[", "]"] : ["{", "}"];
  if (oneLine) return isArray ? `${open}${parts.join(", ")}${close}` : `${open} ${parts.join(", ")} ${close}`;
  return `${open}\n${parts.map((p) => inner + p).join(",\n")}\n${indent}${close}`;
}

/** `next` as file text, formatted like `originalText` wherever it can be; new files get 2-space JSON. */
export function formatLike(originalText: string | undefined, next: Json): string {
  if (originalText === undefined) return `${JSON.stringify(next, null, 2)}\n`;
  return `${render(next, parseWithSpans(originalText), originalText, "")}\n`;
}
