// String templates for the prerendered files.
import type { RenderResult } from "../../src/entry-server.tsx";

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

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

/** A moved page: works without JavaScript and replaces itself in the history. */
export function redirectHtml(to: string, lang = "es"): string {
  const href = escapeAttr(to);
  return `<!doctype html>
<html lang="${escapeAttr(lang)}">
<head>
<meta charset="utf-8">
<title>${REDIRECTING[lang] ?? REDIRECTING.es}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${href}">
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body><p><a href="${href}">${href}</a></p></body>
</html>
`;
}

export function sitemapXml(urls: Array<{ loc: string }>): string {
  const body = urls.map((u) => `  <url><loc>${escapeAttr(u.loc)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}
