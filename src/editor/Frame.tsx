// What wraps the preview inside Puck's iframe: an emotion cache that writes
// into the iframe's <head> (else every section would be unstyled there), the
// site's providers, the page's shell data in the chosen language, and the
// light or dark theme on the iframe's <html>.
import { useEffect, useMemo, type ReactNode } from "react";
import createCache from "@emotion/cache";
import { CacheProvider, ThemeProvider } from "@emotion/react";
import { I18nProvider } from "@lingui/react";
import type { I18n } from "@lingui/core";
import { Provider as StateProvider } from "jotai";
import editorData from "virtual:editor";
import { theme as tokens } from "../theme/tokens";
import { GlobalStyles } from "../theme/GlobalStyles";
import { PageContext, SiteContext } from "../site-data";
import type { PageRouteData } from "../runtime/types";
import { keyboardCopy } from "./keyboard/copy";
import { sectionsAsGroups, unlinkSections } from "./preview-sections";

export interface FrameProps {
  children: ReactNode;
  document?: Document;
  lang: string;
  dark: boolean;
  i18n: I18n;
  page: PageRouteData;
}

export function Frame({ children, document: frameDocument, lang, dark, i18n, page }: FrameProps) {
  const cache = useMemo(
    () => createCache({ key: "css", container: frameDocument?.head ?? document.head }),
    [frameDocument],
  );
  useEffect(() => {
    const html = (frameDocument ?? document).documentElement;
    html.dataset.theme = dark ? "dark" : "light";
    html.style.colorScheme = dark ? "dark" : "light";
    html.lang = lang;
  }, [frameDocument, dark, lang]);
  // The sections' links and Puck's wrappers around them (preview-sections.ts), kept so as React and dnd-kit
  // render them again.
  useEffect(() => {
    const root = frameDocument ?? document;
    const patch = () => {
      unlinkSections(root);
      sectionsAsGroups(root);
    };
    patch();
    const observer = new MutationObserver(patch);
    observer.observe(root.body ?? root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["href", "role", "aria-pressed"],
    });
    return () => observer.disconnect();
  }, [frameDocument]);
  const shell = editorData.langs[lang] ?? editorData.langs.es;
  const prefix = lang === "es" ? "" : `/${lang}`;
  // One object per language: a new one on every render would re-render every
  // link and button of the preview (useSite) at each keystroke.
  const site = useMemo(() => ({ site: shell.site, data: shell.data, lang, prefix }), [shell, lang, prefix]);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={tokens}>
        <I18nProvider i18n={i18n}>
          <StateProvider>
            <SiteContext.Provider value={site}>
              <PageContext.Provider value={page}>
                <GlobalStyles />
                {/* The preview is a page: its sections are its main content (axe: landmark-one-main), with no box of
                    its own; named, as the editor's own main is (axe: landmark-unique). */}
                <main aria-label={keyboardCopy.previewFrame} style={{ display: "contents" }}>
                  {children}
                </main>
              </PageContext.Provider>
            </SiteContext.Provider>
          </StateProvider>
        </I18nProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
