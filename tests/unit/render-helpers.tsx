// Renders sections with the providers a page has, and waits for lazy sections (like the prerender does).
import type { ReactNode } from "react";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import createCache from "@emotion/cache";
import { prerender } from "react-dom/static";
import { App } from "../../src/App";
import { createI18n } from "../../src/i18n/i18n";
import { PageContext, SiteContext } from "../../src/site-data";
import type { Collections, PageRouteData, SiteDocument } from "../../src/runtime/types";

const root = process.cwd();
export const site = JSON.parse(readFileSync(join(root, "pages/_site.json"), "utf8")) as SiteDocument;
export const collections: Collections = Object.fromEntries(
  readdirSync(join(root, "pages/_data"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(join(root, "pages/_data", f), "utf8"))]),
);

export function Providers({ children, page }: { children: ReactNode; page?: Partial<PageRouteData> }) {
  const pageValue = {
    doc: { version: 1, path: "/", meta: { title: "t", description: "d" }, sections: [] },
    data: collections,
    key: "test",
    lang: "es",
    path: "/",
    ...page,
  } as PageRouteData;
  return (
    <App cache={createCache({ key: "css" })} i18n={createI18n("es")}>
      <SiteContext.Provider value={{ site, data: collections, lang: "es", prefix: "" }}>
        <PageContext.Provider value={pageValue}>{children}</PageContext.Provider>
      </SiteContext.Provider>
    </App>
  );
}

export async function renderToHtml(node: ReactNode, page?: Partial<PageRouteData>): Promise<string> {
  const { prelude } = await prerender(<Providers page={page}>{node}</Providers>);
  return new Response(prelude).text();
}
