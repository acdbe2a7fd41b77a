import type { CSSProperties, ReactNode } from "react";

// A wrapper that takes no box (the section inside lays out as if it were the
// wrapper's parent's own child), marked for the JS audit, which waits for
// every on-screen section to hydrate except these.
const WRAPPER = { style: { display: "contents" } satisfies CSSProperties, "data-static": "" };
const KEEP_SERVER_MARKUP = { __html: "" };

/**
 * A static section (`"x-island": false`). On the server, and on a page shown
 * by client-side navigation, it renders its section. While the browser
 * hydrates a prerendered page (`held`), it renders an element React does not
 * look inside: an empty `dangerouslySetInnerHTML` makes React keep the
 * prerendered children as they are (no text of an author's is ever set as
 * HTML here), so the section's code is neither downloaded nor run and its
 * markup is never re-created.
 */
export function StaticSection({ held, children }: { held: boolean; children: ReactNode }) {
  return held ? <div {...WRAPPER} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} /> : <div {...WRAPPER}>{children}</div>;
}
