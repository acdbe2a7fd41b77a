import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";

const i18n = setupI18n({ locale: "es", messages: { es: {} } });

/** Lingui with the source (Spanish) strings, for component tests. */
export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
