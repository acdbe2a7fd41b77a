// Structural walks over a page document for the gate's rules: every string,
// every image (an object with `src` and `alt`), with their JSON pointers.
const escapePointer = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

function visit(value: unknown, pointer: string, each: (value: unknown, pointer: string) => void): void {
  each(value, pointer);
  if (Array.isArray(value))
    value.forEach((item, i) => {
      visit(item, `${pointer}/${i}`, each);
    });
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) visit(child, `${pointer}/${escapePointer(key)}`, each);
}

export function stringsOf(doc: unknown): Array<{ pointer: string; text: string }> {
  const out: Array<{ pointer: string; text: string }> = [];
  visit(doc, "", (value, pointer) => {
    if (typeof value === "string") out.push({ pointer, text: value });
  });
  return out;
}

export interface ImageAt {
  pointer: string;
  src: string;
  alt: unknown;
}

/** Images as the schema's common image (src, alt, width, height) anywhere in the document. */
export function imagesOf(doc: unknown): ImageAt[] {
  const out: ImageAt[] = [];
  visit(doc, "", (value, pointer) => {
    if (!value || typeof value !== "object" || Array.isArray(value)) return;
    const node = value as Record<string, unknown>;
    if (typeof node.src === "string" && "alt" in node) out.push({ pointer, src: node.src, alt: node.alt });
  });
  return out;
}
