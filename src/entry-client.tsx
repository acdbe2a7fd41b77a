import "./theme/fonts.css";
import createCache from "@emotion/cache";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from "react-router-dom";
import { App } from "./App";
import { buildRoutes } from "./runtime/routes";
import { loadCatalog } from "./i18n/i18n";
import { holdStaticSections } from "./runtime/hydration-gate";
import { replayEarlyClicks } from "./runtime/early-clicks";

const container = document.getElementById("root")!;
// Redirects keep the #hash of the address being left: the pending
// navigation's, or on the first load (the router is still being created) the page's.
let router: ReturnType<typeof createBrowserRouter> | undefined;
const routes = buildRoutes({ pendingHash: () => (router?.state.navigation.location ?? window.location).hash });
const matches = matchRoutes(routes, window.location) ?? [];
const leaf = matches[matches.length - 1]?.route.id;
const lang = matches[0]?.route.id?.replace(/^root-/, "") ?? "es";
const dataElement = document.getElementById("__router_data");

// Hydrate only what was prerendered for this very route. A static host may
// serve 404.html for an address the app knows (an unknown feature slug):
// then render afresh instead of hydrating another page's markup.
const prerendered = container.dataset.route && container.dataset.route === leaf && dataElement;
const hydrationData = prerendered ? (JSON.parse(dataElement.textContent ?? "{}") as HydrationState) : undefined;
router = createBrowserRouter(routes, { hydrationData });
// Only this language's component catalog is downloaded, and before hydrating:
// the first client render must print the same strings as the prerendered HTML.
const i18n = await loadCatalog(lang);
const app = (
  <StrictMode>
    <App cache={createCache({ key: "css" })} i18n={i18n}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);

if (prerendered) {
  replayEarlyClicks();
  holdStaticSections();
  hydrateRoot(container, app, {
    onRecoverableError: (error) => console.error("Hydration error:", error),
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}

// Dev server: a page saved by the visual editor (npm run edit) is announced by
// an event rather than a full reload, so the editor keeps its state; site tabs reload.
if (import.meta.hot) import.meta.hot.on("site-pages:changed", () => window.location.reload());
