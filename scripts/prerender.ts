// After `vite build` (client) and `vite build --ssr` (server entry): writes one
// HTML file per route into dist/, plus 404.html, sitemap.xml, robots.txt and
// _headers, with the production renderer a publish also uses (lib/render/prerender.ts).
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { prerender } from "../lib/render/prerender.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
try {
  const summary = await prerender({
    ssrDir: resolve(root, process.env.SITE_SSR ?? "dist-ssr"),
    out: resolve(root, process.env.SITE_DIST ?? "dist"),
    // The content being built: a copy's (SITE_CONTENT_ROOT, as vite.config.ts reads it) or the project's.
    contentRoot: resolve(process.env.SITE_CONTENT_ROOT ?? root),
    log: console.error,
  });
  console.log(`prerender: ${summary.routes} routes in ${summary.ms} ms`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
