import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import { pagesPlugin } from "./scripts/lib/vite-plugin-pages.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  plugins: [
    react({ jsxImportSource: "@emotion/react" }),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    pagesPlugin(root),
  ],
  build: { target: "es2022" },
  // Self-contained server bundle: it runs from any output folder.
  ssr: { noExternal: true },
});
