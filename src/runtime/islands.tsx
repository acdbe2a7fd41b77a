// React in the browser, loaded with the first island a page needs (the entry,
// src/entry-client.ts, decides when). No app root and no router: each island
// (an interactive section, or the shell's booking and toast hosts) is its own
// React root, hydrated from the page's data into the very markup the
// prerender wrote for it (src/runtime/render-islands.tsx). Static sections and
// the site chrome are never touched.
import createCache from "@emotion/cache";
import { createStore } from "jotai";
import { StrictMode, useCallback, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { App } from "../App";
import { loadCatalog } from "../i18n/i18n";
import { shellIslands } from "../layout/SiteShell";
import { bookingModalAtom } from "../state/booking-modal";
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, islandIdPrefix, sectionIndexOf } from "../core/island-names";
import { PageProviders, type PageData } from "./PageProviders";
import { IslandCommittedContext } from "./IslandCommitted";
import { sectionBody } from "./Sections";

/** What the island `name` renders: the same tree the server rendered inside its container. */
export function islandContent(name: string, data: PageData): ReactNode | undefined {
  if (name in shellIslands) return shellIslands[name as keyof typeof shellIslands]();
  const index = sectionIndexOf(name);
  const section = index === undefined ? undefined : data.page.doc.sections[index];
  return section && index !== undefined ? sectionBody(section, index, data.page.path) : undefined;
}

/**
 * Marks `container` once its hydration has committed: a section's once its
 * Suspense boundary has (IslandCommitted), a shell island's at its root.
 */
function MarkHydrated({
  container,
  section,
  children,
}: {
  container: HTMLElement;
  section: boolean;
  children: ReactNode;
}) {
  const mark = useCallback(() => container.setAttribute(HYDRATED_ATTRIBUTE, ""), [container]);
  useEffect(() => {
    if (!section) mark();
  }, [section, mark]);
  return <IslandCommittedContext value={mark}>{children}</IslandCommittedContext>;
}

export interface IslandsRuntime {
  /** Hydrates the island in `container` (once). */
  hydrate(container: HTMLElement): void;
  /** Opens the demo booking modal; focus returns to `opener` when it closes. */
  openBooking(opener: HTMLElement): void;
}

export async function startIslands(root: HTMLElement, data: PageData): Promise<IslandsRuntime> {
  // Only this language's component catalog is downloaded, and before any
  // island hydrates: they must print the same strings as the prerendered HTML.
  const i18n = await loadCatalog(data.site.lang);
  // One style cache and one state store for every island: styles are
  // inserted once, and islands share state (a hero button opens the booking
  // modal of the shell's booking island).
  const cache = createCache({ key: "css" });
  const store = createStore();
  const hydrated = new WeakSet<HTMLElement>();

  const hydrate = (container: HTMLElement) => {
    if (hydrated.has(container)) return;
    hydrated.add(container);
    const name = container.getAttribute(ISLAND_ATTRIBUTE) ?? "";
    const content = islandContent(name, data);
    if (content === undefined) {
      console.error(`Island "${name}" is not in this page's data; it stays as prerendered.`);
      return;
    }
    hydrateRoot(
      container,
      <StrictMode>
        <App cache={cache} i18n={i18n} store={store}>
          <PageProviders data={data}>
            <MarkHydrated container={container} section={sectionIndexOf(name) !== undefined}>
              {content}
            </MarkHydrated>
          </PageProviders>
        </App>
      </StrictMode>,
      {
        identifierPrefix: islandIdPrefix(name),
        onRecoverableError: (error) => console.error(`Hydration error in island "${name}":`, error),
      },
    );
  };

  // The shell's islands at once: the next island may show a toast or open the booking modal.
  for (const name of Object.keys(shellIslands)) {
    const container = root.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`);
    if (container) hydrate(container);
  }
  return { hydrate, openBooking: (opener) => store.set(bookingModalAtom, { open: true, opener }) };
}
