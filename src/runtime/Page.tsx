// What the prerender (and the dev server, which renders the same way) makes of
// a page's data: its body (the shell around its sections) and its head.
import { Global } from "@emotion/react";
import { SiteShell } from "../layout/SiteShell";
import { DEFAULT_LANG, alternatesFor, splitLangPath } from "../core/i18n/paths";
import { headFor, type Head } from "./head-tags";
import type { PageData } from "./PageProviders";
import { Sections } from "./SectionList";
import { belowFoldRendering } from "./fold";
import type { PageRouteData } from "./types";

export function PageBody({ page }: { page: PageRouteData }) {
  return (
    <SiteShell>
      <Global styles={belowFoldRendering} />
      <Sections sections={page.doc.sections} page={page.path} />
    </SiteShell>
  );
}

export function pageHead({ site, page }: PageData): Head {
  return headFor({
    meta: page.doc.meta,
    origin: site.site.origin,
    path: page.path,
    siteName: site.site.brand.name,
    defaultImage: site.site.ogImage,
    lang: page.lang,
    alternates: alternatesFor(splitLangPath(page.path).path),
    defaultLang: DEFAULT_LANG,
  });
}
