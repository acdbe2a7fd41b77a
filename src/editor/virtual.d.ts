declare module "virtual:editor" {
  import type { Collections, SiteDocument } from "../runtime/types";
  const editor: {
    schemaFiles: Record<string, Record<string, unknown>>;
    langs: Record<string, { site: SiteDocument; data: Collections; catalog: Record<string, string> }>;
    placeholders: Record<string, string>;
    /** Shared sections by name (pages/_data/sections/<name>.json) and the pages that place each one. */
    shared: Record<
      string,
      { section: Record<string, unknown>; usedBy: Array<{ file: string; path: string; title: string }> }
    >;
  };
  export default editor;
}
