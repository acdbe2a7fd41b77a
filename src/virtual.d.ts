declare module "virtual:pages" {
  import type { ManifestEntry, Redirect } from "./runtime/types";
  export const langs: string[];
  export const manifest: ManifestEntry[];
  export const redirects: Redirect[];
  export const pageLoaders: Record<string, () => Promise<{ default: import("./runtime/types").PagePayload }>>;
  export const siteLoaders: Record<string, () => Promise<{ default: import("./runtime/types").SitePayload }>>;
  /** The production SSR bundle's content, handed over by the renderer (lib/render/site-modules.ts); the dev server's module embeds it and throws. */
  export function provideContent(content: {
    langs: string[];
    redirects: Redirect[];
    manifest: ManifestEntry[];
    page(id: string): import("./runtime/types").PagePayload;
    site(lang: string): import("./runtime/types").SitePayload;
  }): void;
}
