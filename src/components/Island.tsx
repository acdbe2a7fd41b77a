import { createContext, useContext, type CSSProperties, type ReactNode } from "react";

import { ISLAND_ATTRIBUTE } from "../core/island-names";

/** The prerender collects islands to render each one as a root of its own (src/runtime/render-islands.ts). */
export interface IslandCollector {
  add(name: string, content: ReactNode): void;
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

const NO_BOX = { display: "contents" } satisfies CSSProperties;

/**
 * A part of the page the browser hydrates on its own (src/runtime/islands.tsx):
 * the element is the island's root container. It takes no box: the content
 * lays out as the parent's own child. In the prerender it is left empty here
 * and filled with the island rendered on its own; elsewhere (the development
 * server, the editor's preview) it renders its content in place. `marks`:
 * more attributes for the container (below the fold: src/runtime/fold.ts).
 */
export function Island({
  name,
  marks,
  children,
}: {
  name: string;
  marks?: Record<string, string>;
  children: ReactNode;
}) {
  const collector = useContext(IslandCollectorContext);
  collector?.add(name, children);
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name }} style={NO_BOX} {...marks}>
      {collector ? null : children}
    </div>
  );
}
