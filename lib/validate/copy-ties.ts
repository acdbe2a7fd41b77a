// Copy strings that are shown together and so must come from the same
// language: a title and its highlight (the words painted in the accent colour
// inside the title, found by splitHighlight word for word). When one of them
// has no translation yet, or the translated highlight is not inside the
// translated title, the whole group stays in Spanish: a visitor reads a
// Spanish title with its accent rather than a mix, and the build never fails
// on a copy edit that is still waiting for a translator.
// Pure (no Node imports): the build, the editor's server and its preview use it.

/** Pointer of the title a highlight at `pointer` belongs to, or undefined for any other field. */
export function titleOfHighlight(pointer: string): string | undefined {
  return pointer.endsWith("/highlight") ? `${pointer.slice(0, -"/highlight".length)}/title` : undefined;
}

/**
 * Groups the copy strings of one document (by JSON pointer) into the sets
 * that are translated together. Every pointer is in exactly one group, in
 * document order of the group's first member.
 */
export function tiedGroups(pointers: readonly string[]): string[][] {
  const present = new Set(pointers);
  const groups = new Map<string, string[]>();
  for (const pointer of pointers) {
    const title = titleOfHighlight(pointer);
    const key = title !== undefined && present.has(title) ? title : pointer;
    const group = groups.get(key) ?? [];
    group.push(pointer);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Whether a group's texts (pointer → text, after placeholders are filled) can be shown together. */
export function tiesHold(texts: ReadonlyMap<string, string>): boolean {
  for (const [pointer, text] of texts) {
    const title = titleOfHighlight(pointer);
    if (title === undefined) continue;
    const titleText = texts.get(title);
    if (titleText !== undefined && !titleText.includes(text)) return false;
  }
  return true;
}
