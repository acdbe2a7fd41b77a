// Dev-only entry of the section gallery (/__sections, scripts/build/vite-plugin-gallery.ts).
import "../../theme/fonts.css";
import createCache from "@emotion/cache";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { App } from "../../App";
import { loadCatalog } from "../../i18n/i18n";
import { Gallery } from "./Gallery";

const router = createBrowserRouter([{ path: "*", element: <Gallery /> }]);
const i18n = await loadCatalog("es");
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App cache={createCache({ key: "css" })} i18n={i18n}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>,
);
