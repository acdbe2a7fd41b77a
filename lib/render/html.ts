// String templates for the prerendered files.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RenderResult } from "../../src/entry-server.tsx";

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** Replaces `<link rel="stylesheet" href="/assets/…">` with the file's CSS in a `<style>` (paths in it are root-absolute, so they still resolve). */
export function inlineStylesheets(html: string, dist: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (_, href: string) => `<style>${readFileSync(join(dist, href), "utf8").replace(/<\/style/gi, "<\\/style")}</style>`,
  );
}

/**
 * Replaces the entry script and its modulepreloads in <head> with one inline
 * loader at the end of <body> that fetches and starts them once the first
 * frame is painted (right away in a hidden tab, where frames do not run).
 *
 * In the head they were fetched while the HTML was still arriving and shared
 * a slow phone's bandwidth with it (the first screen painted ~50% later than
 * the same HTML without scripts). At the end of the body, on a fast
 * connection the bundle still arrived during the first layout, and parsing
 * and hydrating it held the first paint back; Lighthouse, which models a slow
 * phone from such a load, put FCP at ~2 s on most pages (1.2 s on the home
 * page, whose longer HTML happened to paint first). The loader's text is the
 * same on every page (the addresses are data attributes), so is its CSP hash.
 */
export function startScriptsAfterFirstPaint(html: string): string {
  let entry = "";
  const preloads: string[] = [];
  const head = html
    .slice(0, html.indexOf("</head>"))
    .replace(/[ \t]*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>\n?/g, (tag) => {
      const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? "";
      if (tag.includes("<script")) entry = src;
      else preloads.push(src);
      return "";
    });
  if (!entry) return html;
  const loader = `<script data-entry="${entry}" data-preload="${preloads.join(" ")}">${START_AFTER_FIRST_PAINT}</script>`;
  const rest = html.slice(html.indexOf("</head>"));
  return head + rest.replace("</body>", () => `  ${loader}\n</body>`);
}

/** Adds the modulepreloads and the entry module named by its own data attributes, after the first paint. */
export const START_AFTER_FIRST_PAINT =
  '(function(d){var me=d.currentScript,add=function(tag,attrs){var el=d.createElement(tag);el.crossOrigin="";for(var k in attrs)el[k]=attrs[k];d.body.appendChild(el)};function go(){me.dataset.preload.split(" ").forEach(function(href){href&&add("link",{rel:"modulepreload",href:href})});add("script",{type:"module",src:me.dataset.entry})}if(d.hidden)go();else requestAnimationFrame(function(){setTimeout(go)})})(document)';

/** `headScripts`: the inline scripts that must run before the first paint (theme, fold), in order. */
// Each value goes in through a function: a string replacement would read
// authored copy's "$'", "$&" or "$`" as patterns and paste pieces of the template into the page.
export function fillTemplate(template: string, result: RenderResult, headScripts: readonly string[]): string {
  return template
    .replace('<html lang="es">', () => `<html lang="${result.lang}">`)
    .replace("<!--head-scripts-->", () => headScripts.map((body) => `<script>${body}</script>`).join("\n    "))
    .replace("<!--head-->", () => result.head)
    .replace("<!--styles-->", () => result.styles)
    .replace(
      '<div id="root"><!--app--></div>',
      () => `<div id="root" data-route="${escapeAttr(result.routeId)}">${result.html}</div>`,
    )
    .replace("<!--page-data-->", () => `<script type="application/json" id="__page_data">${result.pageData}</script>`);
}

const REDIRECTING: Record<string, string> = {
  es: "Redirigiendo…",
  en: "Redirecting…",
  fr: "Redirection…",
  it: "Reindirizzamento…",
};

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
