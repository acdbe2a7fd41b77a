// The HTML shell of a page the dev server alone serves (the section gallery,
// the visual editor): one root element and one module entry, never indexed.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ViteDevServer } from "vite";

export function devPageHtml(title: string, entry: string): string {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${entry}"></script>
  </body>
</html>
`;
}

/** Answers with `html` as Vite transforms it (its client, HMR); an error goes to the next middleware. */
export async function sendDevPage(
  server: ViteDevServer,
  req: IncomingMessage,
  res: ServerResponse,
  html: string,
  next: (error?: unknown) => void,
) {
  try {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(await server.transformIndexHtml(req.url ?? "/", html));
  } catch (error) {
    next(error);
  }
}
