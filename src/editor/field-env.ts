// What every field of the side panel reads besides its own value: the
// problems by pointer, the selected section, link targets, translations.
import { createContext } from "react";
import type { RouteInfo, TranslationEntry } from "./api-client";
import type { FieldSpec } from "./schema-fields";

export interface FieldEnv {
  /** Problems by JSON pointer. */
  problems: ReadonlyMap<string, string[]>;
  /** Index of the selected section, or undefined when the page's own fields show. */
  selectedIndex: number | undefined;
  /** Fields of the selected section (or of the page), to turn a field name into a pointer. */
  selectedFields: Record<string, FieldSpec>;
  routes: RouteInfo[];
  /** Anchors (section ids) of the page being edited. */
  ownAnchors: string[];
  collections: Record<string, string[]>;
  /** The saved page's copy strings with their translations, by JSON pointer. */
  translations: ReadonlyMap<string, TranslationEntry>;
  /** Writes one translation into its language's catalog. */
  translate: (source: string, lang: string, text: string) => Promise<void>;
}

export const FieldEnvContext = createContext<FieldEnv>({
  problems: new Map(),
  selectedIndex: undefined,
  selectedFields: {},
  routes: [],
  ownAnchors: [],
  collections: {},
  translations: new Map(),
  translate: async () => undefined,
});
