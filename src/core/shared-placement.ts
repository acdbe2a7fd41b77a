// What a reference to a shared section (issue 43, `{ "type": "shared", "id"?, "ref" }`) shows on its page: the
// build's resolver (lib/validate/shared-sections.ts, withSharedSections) and the editor's «Crear variante» goal
// both read a placement through placedSection, so a form made shared is the same form, under the same id, to both.

export const SHARED_REF_TYPE = "shared";

export const isSharedRef = (section: unknown): section is { type: "shared"; id?: string; ref: string } =>
  Boolean(section) &&
  typeof section === "object" &&
  (section as { type?: unknown }).type === SHARED_REF_TYPE &&
  typeof (section as { ref?: unknown }).ref === "string";

/**
 * The section a reference shows, under the reference's id when it has one (the placement's id is the section's
 * id on that page, so one shared section can be placed twice); undefined when `section` is no reference, or names
 * a shared section that is missing or is itself a reference.
 */
export function placedSection(section: unknown, sharedNamed: (name: string) => unknown): object | undefined {
  if (!isSharedRef(section)) return undefined;
  const found = sharedNamed(section.ref);
  if (!found || typeof found !== "object" || isSharedRef(found)) return undefined;
  return section.id ? { ...found, id: section.id } : found;
}
