// The preview shows a document as a visitor of one language would: copy
// looked up in that language's content catalog, then {product}, {email},
// {phone} and {year} filled. Approximation (the build walks x-copy strings
// only): every string is looked up; an id or href never matches a catalog's
// Spanish sentence, so it stays as it is.
import { fillPlaceholders } from "../core/placeholders";

export function localizeForPreview<T>(
  value: T,
  catalog: Readonly<Record<string, string>>,
  fill: Readonly<Record<string, string>>,
): T {
  const visit = (v: unknown): unknown => {
    if (typeof v === "string") return fillPlaceholders(catalog[v] ?? v, fill);
    if (Array.isArray(v)) return v.map(visit);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, visit(x)]));
    return v;
  };
  return visit(value) as T;
}
