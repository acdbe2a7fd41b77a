import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "es",
  locales: ["es", "en", "fr", "it"],
  fallbackLocales: { default: "es" },
  catalogs: [{ path: "<rootDir>/locales/{locale}/messages", include: ["src"], exclude: ["**/*.test.*", "src/generated/**"] }],
  format: formatter({ lineNumbers: false }),
});
