/**
 * Splits a title around the part to highlight: [before, highlighted, after].
 * A missing highlight, or one not found in the title, highlights nothing.
 */
export function splitHighlight(title: string, highlight?: string): [string, string, string] {
  const at = highlight ? title.indexOf(highlight) : -1;
  if (!highlight || at < 0) return [title, "", ""];
  return [title.slice(0, at), highlight, title.slice(at + highlight.length)];
}
