declare module "virtual:pages" {
  import type { ManifestEntry, Redirect } from "./runtime/types";
  export const langs: string[];
  export const manifest: ManifestEntry[];
  export const redirects: Redirect[];
  export const pageLoaders: Record<string, () => Promise<{ default: import("./runtime/types").PagePayload }>>;
  export const siteLoaders: Record<string, () => Promise<{ default: import("./runtime/types").SitePayload }>>;
}
