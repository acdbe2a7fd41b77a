// @vitest-environment node
// A section's values for phones (issue 43): the schema gives a `phone` object
// to the sections with fields marked x-perDevice and to no other, and the page's
// HTML carries both values, the phone's chosen by a media query at 768 px.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatProblem, loadContent } from "../../lib/validate/content";
import { SchemaSet } from "../../lib/validate/schema-set";
import { editorSchema } from "../../src/editor/schema-fields";
import { Sections } from "../../src/runtime/SectionList";
import type { Section } from "../../src/runtime/types";
import heroSchema from "../../src/sections/hero/hero.schema.json";
import { renderToHtml } from "./render-helpers";

const root = process.cwd();
const fixture = (kind: string, name: string) => join(root, "tests/fixtures/pages", kind, `${name}.json`);
const problemsOf = (kind: string, name: string) =>
  loadContent(root, { extraFiles: [fixture(kind, name)] })
    .problems.filter((p) => p.file.includes("fixture"))
    .map(formatProblem);

describe("the schema of phone values", () => {
  it("lists, for each section, exactly the fields its schema marks x-perDevice", () => {
    const files = new SchemaSet(join(root, "schema")).files;
    const phoneFields = (type: string) => {
      const props = files.get(`../src/sections/${type}/${type}.schema.json`)?.properties as Record<
        string,
        { properties?: object }
      >;
      return props.phone?.properties ? Object.keys(props.phone.properties) : undefined;
    };
    expect(phoneFields("cardGrid")).toEqual(["columns"]);
    expect(phoneFields("pageHeader")).toEqual(["align"]);
    expect(phoneFields("hero")).toEqual(["image"]);
    expect(phoneFields("notice")).toBeUndefined();
  });

  it("gives the editor a «En móvil» group of those fields, labelled as the section's own, numbers kept numbers", () => {
    const fields = editorSchema(new SchemaSet(join(root, "schema")).files).sections;
    const phone = fields.cardGrid?.phone;
    expect(phone).toMatchObject({ kind: "object", label: "En móvil", order: ["columns"] });
    expect(phone?.kind === "object" && phone.fields.columns).toMatchObject({
      kind: "select",
      label: "Columnas",
      options: ["2", "3", "4"],
      numeric: true,
    });
    const heroPhone = fields.hero?.phone;
    expect(heroPhone?.kind === "object" && heroPhone.fields.image).toMatchObject({ kind: "image" });
    expect(fields.notice).not.toHaveProperty("phone");
  });

  it("accepts a phone column count and alignment, and names what a phone may not change", () => {
    expect(problemsOf("valid", "phone-values")).toEqual([]);
    const at = "tests/fixtures/pages/invalid/section-phone.json";
    expect(problemsOf("invalid", "section-phone")).toEqual([
      `${at} /sections/0/phone/columns: must be one of: 2, 3, 4 (got 5)`,
      `${at} /sections/1/phone/title: unknown property "title" (allowed: align)`,
      expect.stringMatching(new RegExp(`^${at} /sections/2/phone: unknown property "phone"`)),
    ]);
  });
});

const cardGrid = (more: object) =>
  ({ type: "cardGrid", id: "rejilla", columns: 3, cards: [{ title: "Uno" }, { title: "Dos" }], ...more }) as Section;
const pageHeader = (more: object) => ({ type: "pageHeader", title: "Hola", align: "center", ...more }) as Section;
const hero = (more: object) => ({ ...(heroSchema.examples[0] as object), ...more }) as Section;
const phoneImage = { src: "/img/mockups/hero-app.svg", alt: "", width: 390, height: 600 };

/** The section's markup and the CSS its components wrote beside it (the prerender gathers that CSS into the page's head). */
async function rendered(section: Section): Promise<{ html: string; css: string }> {
  const html = await renderToHtml(<Sections sections={[section]} />);
  return { html, css: [...html.matchAll(/<style[^>]*>(.*?)<\/style>/g)].map((m) => m[1]).join("") };
}

describe("a section's phone values in the page", () => {
  it("sets a phone's column count in a media query below 768 px, keeping the wide screens' own", async () => {
    const { css } = await rendered(cardGrid({ phone: { columns: 2 } }));
    expect(css).toContain("--cols:3;");
    expect(css).toMatch(/@media \(max-width: 767\.98px\)\{[^}]*grid-template-columns:repeat\(2, minmax\(0, 1fr\)\);\}/);
  });

  it("aligns the text, buttons and badges as the phone value says, on phones only", async () => {
    const { css } = await rendered(
      pageHeader({ phone: { align: "start" }, actions: [{ label: "Empieza", href: "/" }] }),
    );
    expect(css).toContain("justify-items:center;text-align:center;");
    expect(css).toMatch(/@media \(max-width: 767\.98px\)\{[^}]*justify-items:start;text-align:left;\}/);
    expect(css).toMatch(/@media \(max-width: 767\.98px\)\{[^}]*justify-content:flex-start;\}/);
  });

  it("offers a phone image as a <source> of a <picture>, with its size reserved", async () => {
    const { html } = await rendered(hero({ phone: { image: phoneImage } }));
    expect(html).toMatch(
      /<picture><source media="\(max-width: 767\.98px\)" srcSet="\/img\/mockups\/hero-app\.svg" width="390" height="600"\/><img [^>]*width="640" height="520"/,
    );
  });

  it("renders a section without phone values exactly as before", async () => {
    for (const section of [cardGrid({}), pageHeader({}), hero({})]) {
      const { html, css } = await rendered(section);
      expect(css).not.toContain("767.98px");
      expect(html).not.toContain("<picture>");
    }
  });
});
