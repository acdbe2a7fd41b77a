// The development server (npm run dev) serves no prerendered HTML: there the
// whole page renders in the browser, from the same route table and loaders
// the prerender uses, then the chrome's script starts. A redirect keeps the
// address's #hash.
import createCache from "@emotion/cache";
import { createStore } from "jotai";
import { StrictMode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { createStaticHandler } from "react-router-dom";
import { App } from "../App";
import { startChrome } from "../chrome";
import { loadCatalog } from "../i18n/i18n";
import { ErrorPage } from "../layout/ErrorPage";
import type { SiteContextValue } from "../site-data";
import { bookingModalAtom } from "../state/booking-modal";
import { followAnchor } from "./follow-anchor";
import { PageProviders } from "./PageProviders";
import { buildRoutes } from "./routes";
import { PageBody, pageHead } from "./Page";
import type { PageRouteData } from "./types";

export async function renderPage(container: HTMLElement): Promise<void> {
  const handler = createStaticHandler(buildRoutes({ pendingHash: () => window.location.hash }));
  const context = await handler.query(new Request(window.location.href));
  if (context instanceof Response) {
    window.location.replace(context.headers.get("Location") ?? "/");
    return;
  }
  const leaf = context.matches[context.matches.length - 1]!;
  const rootId = context.matches[0]?.route.id ?? "root-es";
  const lang = rootId.replace(/^root-/, "");
  const site = context.loaderData[rootId] as SiteContextValue | undefined;
  const page = context.loaderData[leaf.route.id] as PageRouteData | undefined;
  const i18n = await loadCatalog(lang);
  const store = createStore();
  const body =
    site && page ? (
      <PageProviders data={{ site, page }}>
        <PageBody page={page} />
      </PageProviders>
    ) : (
      <ErrorPage error={Object.values(context.errors ?? {})[0] ?? new Error("No page data")} lang={lang} site={site?.site} />
    );
  container.replaceChildren();
  const root = createRoot(container);
  // Committed at once, so the chrome's script finds the header's markup.
  flushSync(() =>
    root.render(
      <StrictMode>
        <App cache={createCache({ key: "css" })} i18n={i18n} store={store}>
          {body}
        </App>
      </StrictMode>,
    ),
  );
  startChrome({ openBooking: (opener) => store.set(bookingModalAtom, { open: true, opener }) });
  document.documentElement.lang = lang;
  if (page && site) document.title = pageHead({ site, page }).title;
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (id) followAnchor(id, { behavior: "auto" });
}
