// The dev server (`npm run dev`, and `npm run edit`'s server) serves pages the
// way the build does: each request renders its page on the server with the
// prerender's own entry (src/entry-server.tsx, loaded through Vite's SSR
// module loader, so it is the source as it is now) into the same template
// (index.html, filled by lib/render/html.ts's fillTemplate): the same head
// tags and scripts, the same first-screen <style> tags, the same island
// markers and page data. The browser then runs the same entry as a visitor's
// (src/entry-client.ts), which hydrates the islands.
//
// What differs from the built files, because the dev server needs it:
// - Vite's client and React Refresh's preamble are in <head> (transformIndexHtml);
// - the global stylesheet (the font faces) is injected by Vite's client rather
//   than inlined, and the entry script starts at once rather than after the
//   first paint (lib/render/html.ts, startScriptsAfterFirstPaint);
// - the CSS of the sections below the fold is an inline <style> at the fold,
//   where the build links a file of its own;
// - no Content-Security-Policy (Vite's client and Refresh run inline scripts);
// - /api/* is the site's server's: proxied to it when SITE_API names it.
//
// Hot reload: a page document, shared data or a catalog changing reloads site
// tabs (scripts/build/vite-plugin-pages.ts sends the event, src/entry-client.ts
// reloads); a module only the server rendered (a static section's component
// or styles, the shell) reloads them too; a module the browser has loaded (an
// island's component) is updated in place by React Fast Refresh.
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, relative, sep } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { fillTemplate, redirectHtml } from "../../lib/render/html.ts";

type ServerEntry = typeof import("../../src/entry-server.tsx");

const SERVER_ENTRY = "/src/entry-server.tsx";
const SECTIONS = "/src/sections/";

/** Addresses that are the dev server's own (Vite's client, modules, tools), the API or files, never pages. */
export function isPageRequest(method: string | undefined, pathname: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (/^\/(@|__|api\/|src\/|node_modules\/)/.test(pathname) || pathname === "/api") return false;
  // A file's address (favicon.ico, /img/x.png, /x.html) has an extension; a page's has none.
  return !/\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf("/")));
}

/** One page's whole HTML for `url`, as the prerender writes it for the same address. */
export async function renderPageHtml(
  server: ViteDevServer,
  contentRoot: string,
  url: string,
): Promise<{ status: number; html: string }> {
  const entry = (await server.ssrLoadModule(SERVER_ENTRY)) as ServerEntry;
  const { pathname, search } = new URL(url, "http://dev.local");
  // The prerender's own list: a moved page's file, an A/B arm's file (/x/_variant/b renders /x?variant=b).
  const route = entry.prerenderPaths().find((r) => r.path === pathname);
  if (route?.kind === "redirect") {
    const origin = (JSON.parse(readFileSync(join(contentRoot, "pages", "_site.json"), "utf8")) as { origin: string })
      .origin;
    return { status: 200, html: redirectHtml(route.to ?? "/", route.lang, origin) };
  }
  const result = await entry.render(route?.url ?? pathname + search);
  if (result.redirect) return { status: 200, html: redirectHtml(result.redirect, result.lang, "") };
  // index.html through Vite first (its client, React Refresh), then filled like a prerendered file.
  const template = await server.transformIndexHtml(url, readFileSync(join(server.config.root, "index.html"), "utf8"));
  const belowFold = result.deferredCss
    ? `<style data-below-fold>${result.deferredCss.replace(/<\/style/gi, "<\\/style")}</style>`
    : "";
  const html = fillTemplate(template, { ...result, html: entry.insertAtFold(result.html, belowFold) }, [
    entry.themeScript,
    entry.renderAllScript,
  ]);
  return { status: result.status, html };
}

export function devPagesPlugin(contentRoot: string): Plugin {
  let server: ViteDevServer | undefined;
  // The section modules a browser has asked for (islands' code; static sections' never downloads).
  const sectionModulesLoaded = new Set<string>();
  return {
    name: "dev-pages",
    // The dev server only; not vitest's (its config has `test`), whose modules are not pages.
    apply: (config, { command }) => command === "serve" && !("test" in config),
    config(config) {
      // "custom": Vite's own index.html fallback would answer every address before the pages below do.
      config.appType = "custom";
      // The built server bundle carries its dependencies (vite.config.ts); the dev server's
      // renders import them from node_modules, as Node does (some are CommonJS).
      if (config.ssr) config.ssr.noExternal = undefined;
      // The API the islands call (forms, slots, bookings) is the site's server (server/main.ts), not
      // Vite: SITE_API=http://localhost:4173 sends /api/* there; without it, /api/* answers 404.
      const api = process.env.SITE_API;
      if (api) config.server = { ...config.server, proxy: { ...config.server?.proxy, "/api": { target: api } } };
    },
    configureServer(devServer) {
      server = devServer;
      devServer.middlewares.use((req, _res, next) => {
        if (req.url?.startsWith(SECTIONS)) sectionModulesLoaded.add(req.url.split("?")[0]);
        next();
      });
      // After Vite's own middlewares: modules, public/ files and the tools' pages (/__edit, /__sections) are served first.
      return () => {
        devServer.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
          const url = req.url ?? "/";
          if (!isPageRequest(req.method, url.split("?")[0])) return next();
          renderPageHtml(devServer, contentRoot, url).then(
            ({ status, html }) => {
              res.statusCode = status;
              res.setHeader("Content-Type", "text/html; charset=utf-8");
              res.setHeader("Cache-Control", "no-store");
              res.end(req.method === "HEAD" ? undefined : html);
            },
            (error: Error) => {
              devServer.ssrFixStacktrace(error);
              next(error);
            },
          );
        });
      };
    },
    // A module the page's server render used changed: the next request renders
    // the new code; open pages reload to show it. Except a section's own module
    // that a browser has loaded (an island's component or styles): Vite's
    // client updates it in place with React Fast Refresh, keeping the island's
    // state. A module outside the section folders (the shell, a shared
    // component) may be in static markup too, which only a reload renders anew.
    // (Decided in the client's turn: Vite has not yet told the browsers.)
    hotUpdate({ file }) {
      if (this.environment.name !== "client" || !server) return;
      const rendered = server.environments.ssr.moduleGraph.getModulesByFile(file);
      if (!rendered || rendered.size === 0) return;
      const path = "/" + relative(server.config.root, file).split(sep).join("/");
      if (path.startsWith(SECTIONS) && sectionModulesLoaded.has(path)) return;
      this.environment.hot.send({ type: "full-reload" });
      return [];
    },
  };
}
