// When an island's hydration has committed, down to its section's lazily
// loaded code (src/runtime/when-owned.ts waits for it): the root commits
// first with the section's Suspense boundary still dehydrated, and React
// claims the section's controls in a render of their own that commits
// later. An event sent to a control in between is dropped.
import { createContext, useContext, useEffect } from "react";

/** Called once what is around it has committed; null where nobody listens (the prerender). */
export const IslandCommittedContext = createContext<(() => void) | null>(null);

/** Renders nothing; placed last inside a Suspense boundary, its effect runs when the boundary's content has committed. */
export function IslandCommitted() {
  const committed = useContext(IslandCommittedContext);
  useEffect(() => committed?.(), [committed]);
  return null;
}
