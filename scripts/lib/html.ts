// String templates for the prerendered files.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RenderResult } from "../../src/entry-server.tsx";

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** Replaces `<link rel="stylesheet" href="/assets/…">` with the file's CSS in a `<style>` (paths in it are root-absolute, so they still resolve). */
export function inlineStylesheets(html: string, dist: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_, href: string) => `<style>${readFileSync(join(dist, href), "utf8").replace(/<\/style/gi, "<\\/style")}</style>`);
}

/**
 * Moves the entry script and its modulepreloads from <head> to the end of
 * <body>. In the head they are fetched while the HTML is still arriving and
 * share a slow phone's bandwidth with it, so the text of the first screen
 * painted ~50% later than in the same HTML without scripts. A module script
 * runs after parsing either way.
 */
export function scriptsToBodyEnd(html: string): string {
  const tags: string[] = [];
  const head = html.slice(0, html.indexOf("</head>")).replace(/[ \t]*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>\n?/g, (tag) => {
    tags.push(tag.trim());
    return "";
  });
  const rest = html.slice(html.indexOf("</head>"));
  return head + rest.replace("</body>", `${tags.map((t) => `  ${t}\n`).join("")}</body>`);
}

export function fillTemplate(template: string, result: RenderResult, themeScript: string): string {
  return template
    .replace('<html lang="es">', `<html lang="${result.lang}">`)
    .replace("<!--theme-script-->", `<script>${themeScript}</script>`)
    .replace("<!--head-->", result.head)
    .replace("<!--styles-->", result.styles)
    .replace('<div id="root"><!--app--></div>', `<div id="root" data-route="${escapeAttr(result.routeId)}">${result.html}</div>`)
    .replace("<!--router-data-->", `<script type="application/json" id="__router_data">${result.routerData}</script>`);
}

const REDIRECTING: Record<string, string> = { es: "Redirigiendo…", en: "Redirecting…", fr: "Redirection…", it: "Reindirizzamento…" };

/**
 * A moved page. With JavaScript it replaces itself in the history and keeps
 * the #hash (a meta refresh drops it: /privacy-policy#cookies must land on
 * the section); without, the meta refresh. The canonical is absolute, like
 * every other page's.
 */
export function redirectHtml(to: string, lang: string, origin: string): string {
  const href = escapeAttr(to);
  const target = JSON.stringify(to).replace(/</g, "\\u003c");
  return `<!doctype html>
<html lang="${escapeAttr(lang)}">
<head>
<meta charset="utf-8">
<title>${REDIRECTING[lang] ?? REDIRECTING.es}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeAttr(origin + to)}">
<script>location.replace(${target} + location.hash)</script>
<noscript><meta http-equiv="refresh" content="0; url=${href}"></noscript>
</head>
<body><p><a href="${href}">${href}</a></p></body>
</html>
`;
}

export function sitemapXml(urls: Array<{ loc: string }>): string {
  const body = urls.map((u) => `  <url><loc>${escapeAttr(u.loc)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}
