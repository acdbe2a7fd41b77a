// Where a copy string sits, for the catalogs' translator comments
// ("pages/home.json /sections/inicio/title"): a JSON pointer whose section
// index is replaced by the section's id, so inserting, moving or deleting a
// section does not rewrite the comments of every section after it (every
// save would otherwise change hundreds of catalog lines). A section without
// an id is named by its type and its rank among such sections ("faq#2").

/** The stable reference of `pointer` in a page document `doc`; other pointers are returned as they are. */
export function stableRef(doc: unknown, pointer: string): string {
  const match = /^\/sections\/(\d+)(\/.*)?$/.exec(pointer);
  const sections = (doc as { sections?: unknown } | null)?.sections;
  if (!match || !Array.isArray(sections)) return pointer;
  const index = Number(match[1]);
  const section = sections[index] as { id?: unknown; type?: unknown } | undefined;
  if (!section || typeof section !== "object") return pointer;
  if (typeof section.id === "string" && section.id !== "") return `/sections/${section.id}${match[2] ?? ""}`;
  const type = String(section.type);
  const rank = sections
    .slice(0, index + 1)
    .filter((s) => (s as { id?: unknown; type?: unknown })?.type === type && !(s as { id?: unknown }).id).length;
  return `/sections/${type}#${rank}${match[2] ?? ""}`;
}
