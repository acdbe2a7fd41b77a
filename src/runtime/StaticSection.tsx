import type { CSSProperties, ReactNode } from "react";

// A wrapper that takes no box (the section inside lays out as if it were the
// wrapper's parent's own child), marked for the JS audit, which waits for
// every on-screen island to hydrate and knows these never do.
const WRAPPER = { style: { display: "contents" } satisfies CSSProperties, "data-static": "" };

/**
 * A static section (`"x-island": false`): its prerendered HTML is all it is.
 * It is not an island, so the browser never downloads its code nor hydrates it.
 */
export function StaticSection({ children, marks }: { children: ReactNode; marks?: Record<string, string> }) {
  return (
    <div {...WRAPPER} {...marks}>
      {children}
    </div>
  );
}
