import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { pagesPlugin } from "./scripts/build/vite-plugin-pages.ts";
import { galleryPlugin } from "./scripts/build/vite-plugin-gallery.ts";
import { editorPlugin } from "./scripts/build/vite-plugin-editor.ts";
import { devPagesPlugin } from "./scripts/dev-server/vite-plugin-dev-pages.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
// Where pages/, schema/ and locales/ are read from: the project, unless
// SITE_CONTENT_ROOT points at a copy (the dev-loop browser test edits pages
// there, never in the shared pages/).
const contentRoot = process.env.SITE_CONTENT_ROOT ?? root;

// react-router's package exports resolve to its development build even in
// production (remix-run/react-router#12532, #14102): builds use its
// production files, without dev-only warnings and checks.
const reactRouterProduction: Plugin = {
  name: "react-router-production",
  apply: "build",
  config: () => ({
    resolve: {
      alias: [
        {
          find: /^react-router$/,
          replacement: fileURLToPath(new URL("node_modules/react-router/dist/production/index.mjs", import.meta.url)),
        },
        {
          find: /^react-router\/dom$/,
          replacement: fileURLToPath(
            new URL("node_modules/react-router/dist/production/dom-export.mjs", import.meta.url),
          ),
        },
      ],
    },
  }),
};

export default defineConfig({
  plugins: [
    react({ jsxImportSource: "@emotion/react" }),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    pagesPlugin(contentRoot),
    galleryPlugin(contentRoot),
    // A save writes the copy catalogs of contentRoot (a throwaway copy has its own locales/).
    editorPlugin(contentRoot),
    // The dev server renders each page as the prerender does (scripts/dev-server).
    devPagesPlugin(contentRoot),
    reactRouterProduction,
  ],
  build: {
    target: "es2022",
    // The form pages' pre-island checks (src/sections/form/precheck-start.ts) fetch their two small
    // shared chunks themselves: listing them in the entry every page loads cost every page ~50 bytes.
    modulePreload: { resolveDependencies: (file, deps) => (file.includes("precheck-start") ? [] : deps) },
    // Imported string constants are copied into the code that uses them
    // (rolldown's default copies them only into conditions): a module of
    // names shared by the chrome script and the islands (src/layout/header/attributes.ts, src/layout/promo/attributes.ts,
    // src/theme/theme-script.ts's key) then needs no chunk of its own, one
    // request fewer on every page's first screen.
    rolldownOptions: { optimization: { inlineConst: { mode: "all", pass: 1 } } },
  },
  // Self-contained server bundle: it runs from any output folder.
  ssr: { noExternal: true },
});
