// A shared section's fields are edited in place, but the page keeps only its
// reference: what is typed there lives in the editor until «Publicar la
// sección compartida». Those edits are named here so that nothing drops them
// silently: the tools say so, and saving or leaving the page asks first.
import { itemToSection, type EditorSchema, type JsonObject, type PuckItem } from "../doc-data";
import { sharedCopy } from "./copy";
import { sharedSections } from "./shared-component";
import { ownProps, SHARED_TYPE, SHARED_TYPE_PROP } from "./shared-ref";

/** The shared section a shared item shows, as its fields hold it now (undefined when its file is gone). */
export function sharedSectionOf(schema: EditorSchema, item: PuckItem): JsonObject | undefined {
  const type = item.props[SHARED_TYPE_PROP];
  const published = sharedSections()[String(item.props.ref ?? "")]?.section as JsonObject | undefined;
  if (typeof type !== "string" || !published) return undefined;
  return itemToSection(schema, { type, props: ownProps(item) }, published);
}

/** Whether the shared item's fields differ from its shared section as published. */
export function hasUnpublishedEdits(schema: EditorSchema, item: PuckItem): boolean {
  const now = sharedSectionOf(schema, item);
  const published = sharedSections()[String(item.props.ref ?? "")]?.section;
  return now !== undefined && JSON.stringify(now) !== JSON.stringify(published);
}

/** The names of the shared sections on the page whose edits are not published, each once. */
export function unpublishedShared(schema: EditorSchema, content: readonly PuckItem[]): string[] {
  const names = content
    .filter((item) => item.type === SHARED_TYPE && hasUnpublishedEdits(schema, item))
    .map((item) => String(item.props.ref));
  return [...new Set(names)];
}

/**
 * Before saving or leaving the page: true when no shared section has unpublished edits, or when the person,
 * told which, chooses to go on (and lose them); false to stay and publish them first.
 */
export function confirmUnpublishedShared(schema: EditorSchema, content: readonly PuckItem[] | undefined): boolean {
  const names = unpublishedShared(schema, content ?? []);
  return names.length === 0 || window.confirm(sharedCopy.unpublishedConfirm(names));
}
