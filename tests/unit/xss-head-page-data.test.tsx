// @vitest-environment node
// Authored copy reaches two places of the prerendered page outside the section
// renderer: the head (title, description, Open Graph and Twitter tags, built by
// src/runtime/head-tags.ts) and the page data, a JSON <script> element that
// carries the site's and the page's data (the page document included) to the
// islands' hydration (safeJson in src/entry-server.tsx). A marketer's title or description that
// holds markup must stay text in both: parsed as the browser would parse the
// page, no element, attribute or comment may come out of it.
import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import { fillTemplate } from "../../lib/render/html.ts";
import { headFor, headToHtml, type HeadInput } from "../../src/runtime/head-tags";
import { XSS } from "../xss-corpus";

// jsdom (a devDependency, the unit tests' DOM) parses as a browser does; it ships no types.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: new (html: string) => { window: Window } };

// Harder cases for a JSON script element than the corpus has: a closing tag in
// other cases and spacing, a comment opener followed by a script (the
// "double-escaped" state), and line separators (they must read back intact).
const SCRIPT_BREAKERS = [
  "</script>",
  "</SCRIPT >",
  "</sCrIpT\n>",
  "<!--<script>",
  "<!-- </script> -->",
  "\u2028\u2029",
  "</script\t>",
];
const CORPUS = [...XSS, ...SCRIPT_BREAKERS];

// Stand-in routes for entry-server's render(): one page whose loaders answer
// with the payloads where authored copy goes (page meta, site brand, section copy).
// The section is of an island type (faq): the page data keeps islands' sections whole.
let payload = "";
vi.mock("../../src/runtime/routes", () => ({
  prerenderPaths: () => ["/"],
  buildRoutes: () => [
    {
      id: "root-es",
      path: "/",
      loader: () => ({
        lang: "es",
        prefix: "",
        site: { origin: "https://mesalia.com", ogImage: "/og.png", brand: { name: `Mesalia ${payload}` } },
        data: {},
      }),
      children: [
        {
          id: "es:home",
          index: true,
          loader: () => ({
            key: "home",
            lang: "es",
            path: "/",
            doc: {
              meta: { title: payload, description: `Descripción ${payload}`, keywords: payload },
              sections: [{ type: "faq", title: payload, text: payload }],
            },
            data: { [payload]: payload },
          }),
        },
      ],
    },
  ],
}));

// The shell and the sections render a fixed paragraph and an island that
// reads the data key (the page data carries only what islands read): this
// test is about the data and the head.
vi.mock("../../src/layout/SiteShell", async () => {
  const { Island } = await import("../../src/components/Island");
  const { usePage } = await import("../../src/site-data");
  const ReadsData = () => (usePage().data[payload] ? null : null);
  return {
    SiteShell: () => (
      <>
        <p>ok</p>
        <Island name="reader">
          <ReadsData />
        </Island>
      </>
    ),
  };
});

const TEMPLATE = `<!doctype html><html lang="es"><head><meta charset="utf-8"><!--head-scripts--><!--head--><!--styles--></head><body><div id="root"><!--app--></div><!--page-data--></body></html>`;

/** Everything the parser made of a document: elements (tag + attribute names) and comments. */
function inventory(doc: Document) {
  const elements = [...doc.querySelectorAll("*")].map((el) =>
    [el.localName, ...[...el.attributes].map((a) => a.name)].join(" "),
  );
  const walker = doc.createTreeWalker(doc, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: string[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode.textContent ?? "");
  return { elements, comments };
}

/** What document.title reads for an authored title: ASCII whitespace collapsed and stripped, as HTML does. */
const titleText = (text: string) => text.replace(/[\t\n\f\r ]+/g, " ").replace(/^ | $/g, "");

const input = (title: string, description: string): HeadInput => ({
  meta: { title, description, keywords: title },
  origin: "https://mesalia.com",
  path: "/contact",
  siteName: "Mesalia",
  defaultImage: "/og.png",
  lang: "es",
  alternates: { es: "/contact", en: "/en/contact" },
  defaultLang: "es",
});

describe("head tags from authored meta are text, not markup", () => {
  const clean = inventory(
    new JSDOM(
      `<!doctype html><html><head>${headToHtml(headFor(input("Contacto", "Habla con nosotros.")))}</head><body></body></html>`,
    ).window.document,
  );

  it.each(CORPUS)("title and description %j", (xss) => {
    const head = headFor(input(xss, `Descripción ${xss}`));
    const { document } = new JSDOM(`<!doctype html><html><head>${headToHtml(head)}</head><body></body></html>`).window;
    // The same elements and attributes as a page with plain copy, no comment, nothing pushed into <body>.
    expect(inventory(document)).toEqual(clean);
    expect(document.body.innerHTML).toBe("");
    // And the visitor (tab, search result, share card) sees exactly what was authored.
    expect(document.title).toBe(titleText(xss));
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute("content");
    expect(content('meta[name="description"]')).toBe(`Descripción ${xss}`);
    expect(content('meta[property="og:title"]')).toBe(xss);
    expect(content('meta[name="twitter:title"]')).toBe(xss);
    expect(content('meta[property="og:description"]')).toBe(`Descripción ${xss}`);
    expect(content('meta[name="keywords"]')).toBe(xss);
  });
});

describe("page data (entry-server safeJson) never leaves its JSON script element", () => {
  const page = async (text: string) => {
    payload = text;
    const { render } = await import("../../src/entry-server");
    const result = await render("/");
    return { result, document: new JSDOM(fillTemplate(TEMPLATE, result, ["/* theme */"])).window.document };
  };

  it.each(CORPUS)("%j in the page document, the site and a data key", async (xss) => {
    const { languageScript } = await import("../../src/entry-server");
    const clean = inventory((await page("Texto normal")).document);
    const { result, document } = await page(xss);
    // No sequence in the serialized data that could end the element or open a comment or script.
    expect(result.pageData).not.toMatch(/<\/script|<!--|<script/i);

    const scripts = [...document.querySelectorAll("script")];
    // The theme script, the Spanish pages' language chooser and the page data: nothing else became a script.
    expect(scripts.map((s) => s.id || s.textContent)).toEqual(["/* theme */", languageScript, "__page_data"]);
    expect(inventory(document).comments).toEqual([]);
    expect(document.querySelector("#root")!.innerHTML).toBe(
      '<p>ok</p><div data-island="reader" style="display:contents"></div>',
    );
    expect(document.body.lastElementChild).toBe(scripts[2]);
    // The element holds the whole data and it reads back exactly as authored.
    const data = JSON.parse(scripts[2]!.textContent!) as {
      page: { doc: { meta: { title: string }; sections: Array<{ text: string }> }; data: Record<string, string> };
      site: { site: { brand: { name: string } } };
    };
    expect(data.page.doc.meta.title).toBe(xss);
    expect(data.page.doc.sections[0]!.text).toBe(xss);
    expect(data.page.data[xss]).toBe(xss);
    expect(data.site.site.brand.name).toBe(`Mesalia ${xss}`);
    // The whole page, head included, has the same elements and attributes as with plain copy.
    expect(inventory(document)).toEqual(clean);
    expect(document.title).toBe(titleText(xss));
  });
});
