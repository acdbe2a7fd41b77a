declare module "virtual:editor" {
  import type { Collections, SiteDocument } from "../runtime/types";
  const editor: {
    schemaFiles: Record<string, Record<string, unknown>>;
    langs: Record<string, { site: SiteDocument; data: Collections; catalog: Record<string, string> }>;
    placeholders: Record<string, string>;
  };
  export default editor;
}
