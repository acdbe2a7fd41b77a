// Content-Security-Policy computed from each page's final HTML at prerender:
// every inline script that can run is hashed, so a new inline head script
// (theme, language redirect...) is allowed without touching this file, and
// anything injected later is not. Also writes the static host's `_headers`.
import { createHash } from "node:crypto";

/** Script `type`s a browser executes or acts on (and CSP governs: speculation rules too); JSON data blocks never run. */
const EXECUTABLE = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "importmap",
  "speculationrules",
]);

export interface InlineScript {
  attrs: string;
  body: string;
}

export function inlineScripts(html: string): InlineScript[] {
  const out: InlineScript[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1]?.toLowerCase() ?? "";
    if (EXECUTABLE.has(type)) out.push({ attrs, body: match[2] ?? "" });
  }
  return out;
}

/** `'sha256-…'` of the exact text between the tags (what the browser hashes). */
export const scriptHash = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

const originOf = (url: string) => {
  try {
    const u = new URL(url);
    return u.protocol === "https:" ? u.origin : undefined;
  } catch {
    return undefined;
  }
};

export interface CspSources {
  scriptHashes: string[];
  /** Origins fetched at runtime (the geolocation lookup). */
  connect: string[];
  /** Origins images load from (authored `https:` image addresses). */
  img: string[];
}

/**
 * What one page needs, read from its HTML: hashes of its inline scripts,
 * https origins those scripts name (a lookup endpoint), and https origins
 * of images in markup or in the page data shipped with it.
 */
export function sourcesOf(html: string, extraConnect: string[] = []): CspSources {
  const scripts = inlineScripts(html);
  const connect = new Set(extraConnect.map(originOf).filter((o): o is string => !!o));
  for (const s of scripts)
    for (const m of s.body.matchAll(/https:\/\/[^\s"'`)\\]+/g)) connect.add(originOf(m[0]) ?? "");
  const img = new Set<string>();
  for (const m of html.matchAll(/\s(?:src|srcset|poster)\s*=\s*["'](https:\/\/[^"'\s]+)/gi))
    img.add(originOf(m[1]) ?? "");
  // Router data / page JSON: image-like keys with absolute addresses.
  for (const m of html.matchAll(/"(?:src|image|img|avatar|logo|photo|poster|thumbnail)"\s*:\s*"(https:\/\/[^"]+)"/gi))
    img.add(originOf(m[1]) ?? "");
  const clean = (set: Set<string>) => [...set].filter(Boolean).sort();
  return {
    scriptHashes: [...new Set(scripts.map((s) => scriptHash(s.body)))].sort(),
    connect: clean(connect),
    img: clean(img),
  };
}

export function mergeSources(all: CspSources[]): CspSources {
  const union = (pick: (s: CspSources) => string[]) => [...new Set(all.flatMap(pick))].sort();
  return { scriptHashes: union((s) => s.scriptHashes), connect: union((s) => s.connect), img: union((s) => s.img) };
}

/**
 * The policy. `style-src 'unsafe-inline'` is deliberate: emotion inserts
 * <style> elements at runtime (and React writes style attributes), and a
 * static site has no per-response nonce to allow them otherwise; styles
 * cannot run script, and script-src stays strict. `frame-ancestors` only
 * works as a header, so the <meta> form leaves it out (browsers warn).
 */
export function cspPolicy(sources: CspSources, { header = false }: { header?: boolean } = {}): string {
  const list = (...items: string[]) => items.filter(Boolean).join(" ");
  const directives = [
    `default-src 'self'`,
    `script-src ${list("'self'", ...sources.scriptHashes)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", "data:", ...sources.img)}`,
    `font-src 'self'`,
    `connect-src ${list("'self'", ...sources.connect)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `manifest-src 'self'`,
    `worker-src 'self'`,
  ];
  if (header) directives.push(`frame-ancestors 'none'`);
  return directives.join("; ");
}

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export const cspMeta = (sources: CspSources) =>
  `<meta http-equiv="Content-Security-Policy" content="${escapeAttr(cspPolicy(sources))}">`;

/**
 * Puts the page's CSP <meta> where the template has `<!--csp-->` (before any
 * script), else right after <meta charset> or <head>. Returns the HTML and
 * the sources, so the build can also write a site-wide header.
 */
export function withCsp(html: string, extraConnect: string[] = []): { html: string; sources: CspSources } {
  const sources = sourcesOf(html, extraConnect);
  const meta = cspMeta(sources);
  if (html.includes("<!--csp-->")) return { html: html.replace("<!--csp-->", meta), sources };
  const anchor = /<meta charset=[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  if (!anchor) return { html, sources };
  const at = anchor.index + anchor[0].length;
  return { html: `${html.slice(0, at)}\n${meta}${html.slice(at)}`, sources };
}

/** https origins under keys that name a geolocation lookup anywhere in the site document. */
export function geoEndpoints(value: unknown, key = ""): string[] {
  if (typeof value === "string")
    return key.split(".").some((k) => /^geo|geolocation|lookup/i.test(k)) && /^https:\/\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => geoEndpoints(v, key));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => geoEndpoints(v, `${key}.${k}`));
  return [];
}

/**
 * `_headers` for Netlify / Cloudflare Pages (and server/main.ts): the CSP
 * as a header (with frame-ancestors) covering every page's inline scripts,
 * and long immutable caching for content-hashed files under /assets/.
 */
export function headersFile(sources: CspSources): string {
  return [
    "# Generated by the prerender (lib/render/csp.ts). Do not edit.",
    "/*",
    `  Content-Security-Policy: ${cspPolicy(sources, { header: true })}`,
    "  X-Content-Type-Options: nosniff",
    "  X-Frame-Options: DENY",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    "  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "  Cross-Origin-Opener-Policy: same-origin",
    "  Strict-Transport-Security: max-age=31536000; includeSubDomains",
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
  ].join("\n");
}
