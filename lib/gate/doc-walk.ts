// Structural walks over a page document for the gate's rules: every string,
// every image (an object with `src` and `alt`), with their JSON pointers,
// walked once per document object.
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

/**
 * What a walk found, per document object: loadContent hands an unchanged file's document back as the same
 * object (lib/validate/load-cache.ts), and the editor's check runs every rule over every page of the site
 * on each keystroke (at 100× the site, 1,700 documents: most of a check's ~0.6 s of CPU was these walks).
 * Weak: an entry goes with its document. Callers read the lists, never change them.
 */
function remembered<T>(memo: WeakMap<object, T>, doc: unknown, walk: () => T): T {
  if (!doc || typeof doc !== "object") return walk();
  let found = memo.get(doc);
  if (found === undefined) memo.set(doc, (found = walk()));
  return found;
}

const strings = new WeakMap<object, ReadonlyArray<{ pointer: string; text: string }>>();
export function stringsOf(doc: unknown): ReadonlyArray<{ pointer: string; text: string }> {
  return remembered(strings, doc, () => {
    const out: Array<{ pointer: string; text: string }> = [];
    visit(doc, "", (value, pointer) => {
      if (typeof value === "string") out.push({ pointer, text: value });
    });
    return out;
  });
}

export interface ImageAt {
  pointer: string;
  src: string;
  alt: unknown;
}

/** Images as the schema's common image (src, alt, width, height) anywhere in the document. */
const images = new WeakMap<object, readonly ImageAt[]>();
export function imagesOf(doc: unknown): readonly ImageAt[] {
  return remembered(images, doc, () => {
    const out: ImageAt[] = [];
    visit(doc, "", (value, pointer) => {
      if (!value || typeof value !== "object" || Array.isArray(value)) return;
      const node = value as Record<string, unknown>;
      if (typeof node.src === "string" && "alt" in node) out.push({ pointer, src: node.src, alt: node.alt });
    });
    return out;
  });
}
