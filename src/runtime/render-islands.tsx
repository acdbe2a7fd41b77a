// The prerender of a page with islands: the page renders once with each
// island's container left empty, then each island renders as a root of its
// own (as the browser will hydrate it: same tree, same useId prefix) and goes
// into its container.
import type { ReactNode } from "react";
import { IslandCollectorContext } from "../components/Island";
import { islandIdPrefix, ISLAND_ATTRIBUTE } from "../core/island-names";
import { renderStatic } from "./render-static";

/** How React writes an empty island container (attributes in the order <Island> gives them; marks may follow: below the fold, a device). */
const emptyContainer = (name: string) =>
  new RegExp(`<div ${ISLAND_ATTRIBUTE}="${name}" style="display:contents"(?: [a-z-]+="[a-z]*")*></div>`);

/**
 * `wrap` gives a tree its providers: the page, and each island on its own,
 * get the same ones (`wrapIsland`, when given, wraps the islands: the same
 * providers, watched for what the islands read).
 */
export async function renderWithIslands(
  page: ReactNode,
  wrap: (node: ReactNode) => ReactNode,
  url: string,
  wrapIsland = wrap,
): Promise<string> {
  const islands = new Map<string, ReactNode>();
  const collector = { add: (name: string, content: ReactNode) => void islands.set(name, content) };
  let html = await renderStatic(<IslandCollectorContext value={collector}>{wrap(page)}</IslandCollectorContext>, url);
  for (const [name, content] of islands) {
    const inner = await renderStatic(wrapIsland(content), url, { identifierPrefix: islandIdPrefix(name) });
    const empty = emptyContainer(name);
    if (!empty.test(html)) throw new Error(`${url}: island "${name}" has no container in the page's HTML`);
    html = html.replace(empty, (tag) => tag.replace("></div>", `>${inner}</div>`));
  }
  return html;
}
