import { fileURLToPath } from "node:url";
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { babelExtractor } from "@lingui/cli/api/extractors/babel";
import { createJsonExtractor } from "./scripts/lib/lingui-json-extractor.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

// Two catalogs per language:
// - messages.po: strings of components (Lingui macros in src/), shipped to the
//   browser, one language per visit;
// - content.po: copy authored in pages/**/*.json (x-copy strings only), used at
//   build time to translate the documents; never shipped as a catalog.
export default defineConfig({
  sourceLocale: "es",
  locales: ["es", "en", "fr", "it"],
  fallbackLocales: { default: "es" },
  catalogs: [
    { path: "<rootDir>/locales/{locale}/messages", include: ["src"], exclude: ["**/*.test.*", "src/generated/**"] },
    { path: "<rootDir>/locales/{locale}/content", include: ["pages"] },
  ],
  extractors: [babelExtractor, createJsonExtractor(root)],
  format: formatter({ lineNumbers: false }),
});
