import type { ReactNode } from "react";
import { CacheProvider, ThemeProvider, type EmotionCache } from "@emotion/react";
import { I18nProvider } from "@lingui/react";
import type { I18n } from "@lingui/core";
import { Provider as StateProvider, type createStore } from "jotai";
import { theme } from "./theme/tokens";

/**
 * Providers shared by the server render and the browser. In the browser every
 * island gets them with the same `store`, so islands share their state (the
 * booking modal a hero button opens, the calculator's plan in pricing).
 */
export function App({
  cache,
  i18n,
  store,
  children,
}: {
  cache: EmotionCache;
  i18n: I18n;
  store?: ReturnType<typeof createStore>;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <I18nProvider i18n={i18n}>
          <StateProvider store={store}>{children}</StateProvider>
        </I18nProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
