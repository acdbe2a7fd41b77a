// @vitest-environment node
// Attack (or plain copy): a price like "Ahorra 5 $' al mes" or "$& más" in a
// page's text was passed to String.replace as a replacement pattern, so the
// prerendered page got pieces of the template pasted in (or lost text).
// The template is filled with functions: copy is inserted as written.
import { describe, expect, it } from "vitest";
import { fillTemplate } from "./html.ts";

const TEMPLATE = `<!doctype html>
<html lang="es"><head><!--head-scripts--><!--head--><!--styles--></head>
<body><div id="root"><!--app--></div><!--page-data--></body></html>`;

describe("copy with $ patterns", () => {
  it("inserts $', $&, $` and $$ in the page, head, styles and data exactly as written", () => {
    const tricky = "Precio: 5 $' / mes · $& · $` · $$ · $1";
    const page = fillTemplate(
      TEMPLATE,
      {
        lang: "es",
        routeId: "home",
        head: `<title>${tricky}</title>`,
        styles: `<style>/* ${tricky} */</style>`,
        html: `<p>${tricky}</p>`,
        pageData: JSON.stringify({ t: tricky }),
      } as never,
      [`/* ${tricky} */`],
    );
    expect(page.split(tricky)).toHaveLength(6);
    expect(page).toContain(`<div id="root" data-route="home"><p>${tricky}</p></div>`);
    expect(page).toContain(`<title>${tricky}</title>`);
    expect(page.match(/<!doctype html>/g)).toHaveLength(1);
  });
});
