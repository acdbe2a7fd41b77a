// Serves the built site (dist/) like a static host: /x → x/index.html or
// x.html, unknown paths → 404.html with status 404, headers from dist/_headers.
import { createServer } from "node:http";
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, resolve as resolvePath } from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { parseHeaders, headersFor } from "./lib/headers.ts";

const root = resolvePath(fileURLToPath(new URL("..", import.meta.url)), process.env.SITE_DIST ?? "dist");
const port = Number(process.env.PORT ?? 4173);
const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
const rules = existsSync(join(root, "_headers")) ? parseHeaders(readFileSync(join(root, "_headers"), "utf8")) : [];

const isFile = (p: string) => existsSync(p) && statSync(p).isFile();

// Text is sent gzip-compressed when the client accepts it, as static hosts do
// (audits and Lighthouse would otherwise weigh every page at its raw size).
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
const gzipped = new Map<string, Buffer>();
const gzipOf = (file: string, body: Buffer) => {
  let out = gzipped.get(file);
  if (!out) gzipped.set(file, (out = gzipSync(body)));
  return out;
};

function resolve(pathname: string): string | undefined {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  const base = join(root, clean);
  if (!base.startsWith(root)) return undefined;
  for (const candidate of [base, join(base, "index.html"), `${base.replace(/\/$/, "")}.html`]) if (isFile(candidate)) return candidate;
  return undefined;
}

createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  let file = resolve(url.pathname);
  let status = 200;
  if (!file) {
    const lang = /^\/(en|fr|it)(\/|$)/.exec(url.pathname)?.[1];
    file = join(root, lang && isFile(join(root, lang, "404.html")) ? `${lang}/404.html` : "404.html");
    status = 404;
  }
  const headers: Record<string, string> = { "Content-Type": types[extname(file)] ?? "application/octet-stream", ...headersFor(rules, url.pathname) };
  let body: Buffer = readFileSync(file);
  if (/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) && compressible.test(headers["Content-Type"] ?? "") && body.length > 1024) {
    body = gzipOf(file, body);
    headers["Content-Encoding"] = "gzip";
    headers["Vary"] = "Accept-Encoding";
  }
  res.writeHead(status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}).listen(port, () => console.log(`Serving dist/ on http://localhost:${port}`));
