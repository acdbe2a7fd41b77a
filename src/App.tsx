import type { ReactNode } from "react";
import { CacheProvider, ThemeProvider, type EmotionCache } from "@emotion/react";
import { I18nProvider } from "@lingui/react";
import type { I18n } from "@lingui/core";
import { Provider as StateProvider } from "jotai";
import { theme } from "./theme/tokens";

/** Providers shared by the server render and the browser. */
export function App({ cache, i18n, children }: { cache: EmotionCache; i18n: I18n; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <I18nProvider i18n={i18n}>
          <StateProvider>{children}</StateProvider>
        </I18nProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
