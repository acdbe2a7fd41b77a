// A page's name as the marketing team says it, shared by the editor (src/editor) and the server's messages
// (commit messages, audit sentences, release banners): one rule, so a page is named the same everywhere.
type Named = { path?: unknown; meta?: Record<string, unknown> } | undefined;

/**
 * The page as the team names it: its title without the " | {product}" part (the first part that is more than the
 * product's name: the home's "{product} | Software de reservas…" is «Software de reservas…», not its address "/"),
 * else its address. A placeholder inside that part stays as written («Demo de {product}»): /admin fills it with the
 * site's values where it shows the name (src/editor/site-text.ts), as it fills the rest of the site's copy.
 */
export function pageName(doc: Named): string {
  const title = String(doc?.meta?.title ?? "")
    .split(" | ")
    .map((part) => part.trim())
    .find((part) => part.replace(/\{product\}/g, "").trim());
  return title || String(doc?.path ?? "la página");
}
