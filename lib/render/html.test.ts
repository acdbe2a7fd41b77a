import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { START_AFTER_FIRST_PAINT, inlineStylesheets, redirectHtml, startScriptsAfterFirstPaint } from "./html.ts";

const template = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"><!--app--></div>
  </body>
</html>`;

describe("startScriptsAfterFirstPaint", () => {
  it("replaces the entry script and its modulepreloads with one loader after the content, naming them in order", () => {
    const out = startScriptsAfterFirstPaint(template);
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).not.toMatch(/type="module"|modulepreload/);
    expect(head).toContain('rel="stylesheet"');
    expect(out).not.toContain('<script type="module"');
    const loader = out.indexOf(
      `<script data-entry="/assets/index-abc.js" data-preload="/assets/react-def.js">${START_AFTER_FIRST_PAINT}</script>`,
    );
    expect(loader).toBeGreaterThan(out.indexOf('<div id="root">'));
    expect(loader).toBeLessThan(out.indexOf("</body>"));
  });

  it("the loader adds the preloads and the entry module after a painted frame, at once in a hidden tab", () => {
    const added: Array<Record<string, string>> = [];
    let frame = () => {};
    const run = (hidden: boolean) => {
      added.length = 0;
      const document = {
        hidden,
        currentScript: { dataset: { entry: "/assets/index-abc.js", preload: "/assets/react-def.js /assets/x.js" } },
        createElement: (tag: string) => ({ tag }),
        body: { appendChild: (el: Record<string, string>) => added.push(el) },
      };
      const requestAnimationFrame = (cb: () => void) => (frame = cb);
      const setTimeout = (cb: () => void) => cb();
      new Function("document", "requestAnimationFrame", "setTimeout", START_AFTER_FIRST_PAINT)(
        document,
        requestAnimationFrame,
        setTimeout,
      );
    };
    run(false);
    expect(added).toEqual([]);
    frame();
    expect(added).toEqual([
      { tag: "link", crossOrigin: "", rel: "modulepreload", href: "/assets/react-def.js" },
      { tag: "link", crossOrigin: "", rel: "modulepreload", href: "/assets/x.js" },
      { tag: "script", crossOrigin: "", type: "module", src: "/assets/index-abc.js" },
    ]);
    run(true);
    expect(added.map((el) => el.tag)).toEqual(["link", "link", "script"]);
  });

  it("leaves a page without module scripts as it was", () => {
    const plain = "<html><head><title>x</title></head><body><p>x</p></body></html>";
    expect(startScriptsAfterFirstPaint(plain)).toBe(plain);
  });
});

describe("inlineStylesheets", () => {
  it("replaces the stylesheet link with its CSS, and cannot be closed early by the CSS", () => {
    const dist = mkdtempSync(join(tmpdir(), "html-test-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(
      join(dist, "assets", "index-ghi.css"),
      "@font-face{src:url(/assets/inter.woff2)}/*</style><script>*/",
    );
    const out = inlineStylesheets(template, dist);
    expect(out).not.toContain('rel="stylesheet"');
    expect(out).toContain("<style>@font-face{src:url(/assets/inter.woff2)}");
    expect(out.match(/<\/style/gi)).toHaveLength(1);
  });
});

describe("redirectHtml", () => {
  const html = redirectHtml("/politica-de-privacidad", "es", "https://mesalia.com");

  it("gives an absolute canonical on the site's origin", () => {
    expect(html).toContain('<link rel="canonical" href="https://mesalia.com/politica-de-privacidad">');
  });

  it("keeps the #hash when it replaces itself (its inline script, run against a fake location)", () => {
    const body = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const location = { hash: "#cookies", replace: vi.fn() };
    new Function("location", body)(location);
    expect(location.replace).toHaveBeenCalledWith("/politica-de-privacidad#cookies");
  });

  it("still moves on without JavaScript", () => {
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="0; url=/politica-de-privacidad"></noscript>');
  });
});
