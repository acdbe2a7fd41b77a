import { fileURLToPath } from "node:url";
import { defineConfig } from "@lingui/conf";
import { babelExtractor } from "@lingui/cli/api/extractors/babel";
import { createJsonExtractor } from "./lib/i18n/lingui-json-extractor.ts";
import { CONTENT_CATALOG_PATH, LOCALES, poFormat, SOURCE_LOCALE } from "./lib/i18n/content-catalog.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

// Two catalogs per language:
// - messages.po: strings of components (Lingui macros in src/), shipped to the
//   browser, one language per visit;
// - content.po: copy authored in pages/**/*.json (x-copy strings only), used at
//   build time to translate the documents; never shipped as a catalog. The
//   editor writes it after each save (lib/i18n/content-catalog.ts, which
//   keeps obsolete translated entries as history: hence no --clean).
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: LOCALES,
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    { path: "<rootDir>/locales/{locale}/messages", include: ["src"], exclude: ["**/*.test.*", "src/generated/**"] },
    { path: CONTENT_CATALOG_PATH, include: ["pages"] },
  ],
  extractors: [babelExtractor, createJsonExtractor(root)],
  format: poFormat(),
});
