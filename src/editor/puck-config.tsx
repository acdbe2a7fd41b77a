// The Puck config, generated: one component per section module (schema
// fields, its schema example as starting content, its x-palette label and
// category, the real section component from the registry as render) and the
// page's own fields as root. No section type is named here.
import { createContext, memo, useContext, type ReactNode } from "react";
import type { ComponentConfig, Config } from "@puckeditor/core";
import editorData from "virtual:editor";
import { Sections } from "../runtime/SectionList";
import type { Section } from "../runtime/types";
import { itemToSection, starterProps, type EditorSchema, type JsonObject } from "./doc-data";
import { toPuckFields } from "./fields";
import { localizeForPreview } from "./localize-preview";
import type { SectionTypeInfo } from "./schema-fields";
import { sharedCopy } from "./shared/copy";
import { sharedComponent, sharedNames } from "./shared/shared-component";
import { SHARED_TYPE } from "./shared/shared-ref";

export interface PreviewSettings {
  lang: string;
  /** That language's copy catalog (Spanish → text), with what was translated in the editor since it opened. */
  catalog: Readonly<Record<string, string>>;
}

export const PreviewContext = createContext<PreviewSettings>({ lang: "es", catalog: {} });

interface SectionPreviewProps {
  schema: EditorSchema;
  type: string;
  props: Record<string, unknown>;
}

function SectionPreviewBody({ schema, type, props }: SectionPreviewProps) {
  const { catalog } = useContext(PreviewContext);
  const { puck: _puck, editMode: _editMode, id, ...rest } = props;
  const section = itemToSection(schema, { type, props: { id: String(id), ...rest } }, undefined);
  const local = localizeForPreview(section, catalog, editorData.placeholders);
  return <Sections sections={[local as unknown as Section]} page={String(id)} />;
}

/** Same content (Puck's own `puck` prop aside) → no re-render: a keystroke re-renders the edited section only. */
export function sameSectionProps(a: SectionPreviewProps, b: SectionPreviewProps): boolean {
  if (a.type !== b.type || a.schema !== b.schema) return false;
  const keys = Object.keys(a.props).filter((k) => k !== "puck");
  return (
    keys.length === Object.keys(b.props).filter((k) => k !== "puck").length &&
    keys.every((k) => Object.is(a.props[k], b.props[k]))
  );
}

const SectionPreview = memo(SectionPreviewBody, sameSectionProps);

/**
 * `hiddenPageFields`: page fields not offered for this document (an A/B
 * test's fields on a page that has none: "Crear variante A/B" makes one;
 * an empty "Experimento A/B" block with starred fields only confused).
 */
export function buildConfig(
  schema: EditorSchema,
  types: SectionTypeInfo[],
  root: (children: ReactNode) => ReactNode,
  hiddenPageFields: readonly string[] = [],
  /** Whether shared sections' fields are editable: only for those who may publish them. */
  sharedEditable = true,
): Config {
  const components: Record<string, ComponentConfig> = {};
  for (const info of types) {
    components[info.type] = {
      label: info.label,
      fields: toPuckFields(schema.sections[info.type] ?? {}, true),
      // What the palette inserts: the schema example, as real content the marketer then edits.
      defaultProps: info.example ? starterProps(schema, info.example as JsonObject) : {},
      render: (props) => <SectionPreview schema={schema} type={info.type} props={props as Record<string, unknown>} />,
    };
  }
  components[SHARED_TYPE] = sharedComponent(
    schema,
    (type, props) => <SectionPreview schema={schema} type={type} props={props} />,
    sharedEditable,
  );
  // The palette groups types by their schema's x-palette category, in order of first appearance (types are sorted).
  const categories: Record<string, { title: string; components: string[]; visible?: boolean }> = {};
  for (const info of types)
    (categories[info.category || "other"] ??= { title: info.category, components: [] }).components.push(info.type);
  categories[SHARED_TYPE] = {
    title: sharedCopy.category,
    components: [SHARED_TYPE],
    visible: sharedNames().length > 0,
  };
  return {
    components,
    categories,
    root: {
      fields: toPuckFields(
        Object.fromEntries(Object.entries(schema.page).filter(([key]) => !hiddenPageFields.includes(key))),
      ),
      render: ({ children }: { children: ReactNode }) => <>{root(children)}</>,
    },
  };
}
