import type { ReactNode } from "react";
import { PageContext, SiteContext, type SiteContextValue } from "../site-data";
import type { PageRouteData } from "./types";

/** What every part of a page reads (src/site-data.ts): the site and the page being shown. */
export interface PageData {
  site: SiteContextValue;
  page: PageRouteData;
}

export function PageProviders({ data, children }: { data: PageData; children: ReactNode }) {
  return (
    <SiteContext.Provider value={data.site}>
      <PageContext.Provider value={data.page}>{children}</PageContext.Provider>
    </SiteContext.Provider>
  );
}
