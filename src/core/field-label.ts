// A field whose Spanish label already says where it shows ("Título en Google"
// for meta.title) is labelled alone in a path instead of under its group
// ("Metadatos › Título" meant nothing to a marketer, issue 41). Written in
// schema/editor.es.json's "names" as "<group>.<field>"; used by the problems
// list and «Historial» (lib/editor/problems.ts) and the review's rows
// (src/editor/field-diff.ts), so they all read the same.
import { glossary } from "../generated/editor-glossary.ts";

/** The label of `key` under `group` when it stands alone in paths; undefined for an ordinary field. */
export const standaloneLabel = (group: string, key: string): string | undefined =>
  Object.hasOwn(glossary.names, `${group}.${key}`) ? glossary.names[`${group}.${key}`] : undefined;
