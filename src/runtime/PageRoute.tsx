import { useLoaderData } from "react-router-dom";
import { PageContext, useSite } from "../site-data";
import { Sections } from "./Sections";
import { Head } from "./Head";
import { headFor } from "./head-tags";
import { useExposure } from "./exposure";
import type { PageRouteData } from "./types";
import { DEFAULT_LANG, alternatesFor, splitLangPath } from "../i18n/paths";

/** One page: its head tags, its sections and, in an A/B test, the exposure event. */
export function PageRoute() {
  const page = useLoaderData() as PageRouteData;
  const { site } = useSite();
  const head = headFor({
    meta: page.doc.meta,
    origin: site.origin,
    path: page.path,
    siteName: site.brand.name,
    defaultImage: site.ogImage,
    lang: page.lang,
    alternates: alternatesFor(splitLangPath(page.path).path),
    defaultLang: DEFAULT_LANG,
  });
  useExposure(page);
  return (
    <PageContext.Provider value={page}>
      <Head head={head} lang={page.lang} />
      <Sections sections={page.doc.sections} page={page.path} />
    </PageContext.Provider>
  );
}
