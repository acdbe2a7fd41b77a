// The Puck component of a shared section (issue 43): placed from the palette's
// «Compartidas» by name, shown with the shared section's content, and edited in
// place with that section's own fields (SharedSectionTools publishes them to its
// one file, for every page that uses it) by those who may publish it.
import type { ComponentConfig, Field, Fields } from "@puckeditor/core";
import type { ReactElement } from "react";
import editorData from "virtual:editor";
import { sectionToItem, type EditorSchema, type JsonObject, type PuckItem } from "../doc-data";
import { toPuckFields } from "../fields";
import { sharedCopy } from "./copy";
import { SHARED_TYPE_PROP } from "./shared-ref";

/** The shared sections the editor knows (those published when it opened, and those made since). */
export const sharedSections = () => editorData.shared ?? {};
export const sharedNames = () => Object.keys(sharedSections()).sort();

/** Who may publish a shared section, as POST shared-section allows: a publisher or the owner; under `npm run edit` (no role), everyone. */
export const mayPublishShared = (role: string | null | undefined) =>
  role === null || role === "publisher" || role === "owner";

/** A shared section's own props in Puck's shape, with its type, for the item `id` that shows it. */
export function sharedProps(schema: EditorSchema, ref: string, id: string): PuckItem["props"] | undefined {
  const entry = sharedSections()[ref];
  if (!entry) return undefined;
  const props = sectionToItem(schema, entry.section as JsonObject, id).props;
  return { ...props, [SHARED_TYPE_PROP]: String(entry.section.type) };
}

export function sharedComponent(
  schema: EditorSchema,
  preview: (type: string, props: Record<string, unknown>) => ReactElement,
  editable: boolean,
): ComponentConfig {
  const refField = (): Field => ({
    type: "select",
    label: sharedCopy.which,
    options: sharedNames().map((name) => ({ label: name, value: name })),
  });
  return {
    label: sharedCopy.label,
    fields: { ref: refField() },
    defaultProps: { ref: sharedNames()[0] ?? "" },
    // Who may not publish it sees its fields read-only: what they typed would never reach its file
    // (the page keeps the reference alone). The tools say so and offer «Separar de la sección compartida».
    ...(editable ? {} : { permissions: { edit: false } }),
    // Its content comes from the shared file: when the item loads, and when another shared section is chosen.
    resolveData: (data, { changed }) => {
      const props = data.props as PuckItem["props"];
      if (props[SHARED_TYPE_PROP] && !changed.ref) return data;
      const own = sharedProps(schema, String(props.ref ?? ""), String(props.id));
      return own ? { ...data, props: { ...own, ref: props.ref } } : data;
    },
    resolveFields: (data) => {
      const type = (data.props as Record<string, unknown>)[SHARED_TYPE_PROP];
      const own: Fields = typeof type === "string" ? toPuckFields(schema.sections[type] ?? {}, true) : {};
      return { ref: refField(), ...own };
    },
    render: (props) => {
      const { ref, [SHARED_TYPE_PROP]: type, ...own } = props as Record<string, unknown>;
      return typeof type === "string" ? preview(type, own) : <p>{sharedCopy.missing(String(ref ?? ""))}</p>;
    },
  };
}
