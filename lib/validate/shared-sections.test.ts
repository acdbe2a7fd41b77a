// @vitest-environment node
// Issue 43, shared sections: a section stored once in pages/_data/sections/ and
// placed by reference. On a copy of pages/ (schema/, public/ and locales/ linked).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkDocs } from "../editor/api.ts";
import { schemaFileFor } from "../i18n/lingui-json-extractor.ts";
import { siteModules } from "../render/site-modules.ts";
import { formatProblem, loadContent } from "./content.ts";

const project = fileURLToPath(new URL("../..", import.meta.url));
const root = mkdtempSync(join(tmpdir(), "shared-sections-"));
const BANNER = "pages/_data/sections/banner-prueba.json";
const banner = {
  type: "ctaBanner",
  id: "oferta",
  title: "Tres meses al 50 % para los cien primeros",
  text: "Solo hasta el domingo.",
  actions: [{ label: "Empezar Gratis", href: "@appRegister" }],
};

const readDoc = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8")) as { sections: unknown[] };
const write = (file: string, value: unknown) => {
  mkdirSync(join(root, file, ".."), { recursive: true });
  writeFileSync(join(root, file), `${JSON.stringify(value, null, 2)}\n`);
};
/** Places the banner by reference at the end of a page. */
const place = (file: string, ref = "banner-prueba") => {
  const doc = readDoc(file);
  doc.sections.push({ type: "shared", ref });
  write(file, doc);
  return doc.sections.length - 1;
};

beforeAll(() => {
  for (const dir of ["schema", "public", "locales"]) symlinkSync(join(project, dir), join(root, dir));
});
beforeEach(() => {
  rmSync(join(root, "pages"), { recursive: true, force: true });
  cpSync(join(project, "pages"), join(root, "pages"), { recursive: true });
  write(BANNER, banner);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("shared sections", () => {
  it("a reference reads as the shared section on every page that places it", () => {
    const at = place("pages/about.json");
    place("pages/blog.json");
    const content = loadContent(root);
    expect(content.problems.map(formatProblem)).toEqual([]);
    const about = content.pages.find((p) => p.file === "pages/about.json")!;
    expect(about.doc.sections[at]).toEqual(banner);
    // Beside the site's own shared sections (those of /agendar-demo that its A/B variant has too).
    expect(content.sharedUses).toEqual({
      "banner-prueba": ["pages/about.json", "pages/blog.json"],
      "demo-como-funciona": ["pages/agendar-demo.b.json", "pages/agendar-demo.json"],
      "demo-contacto": ["pages/agendar-demo.b.json", "pages/agendar-demo.json"],
      "demo-preguntas": ["pages/agendar-demo.b.json", "pages/agendar-demo.json"],
      "demo-que-veras": ["pages/agendar-demo.b.json", "pages/agendar-demo.json"],
      "probar-por-tu-cuenta": ["pages/agendar-demo.b.json", "pages/agendar-demo.json"],
    });
    // The renderer gets it in place, in each language (the title shown in Spanish until translated).
    const modules = siteModules(root);
    const shown = (id: string) => (modules.page(id).doc as { sections: Array<{ title?: string }> }).sections[at];
    expect(shown("es/about")?.title).toBe(banner.title);
    expect(shown("en/about")?.title).toBe(banner.title);
  });

  it("a reference to a shared section that does not exist names the page, the pointer and the missing file", () => {
    const at = place("pages/about.json", "no-existe");
    expect(loadContent(root).problems.map(formatProblem)).toEqual([
      `pages/about.json /sections/${at}/ref: no shared section "no-existe" (pages/_data/sections/no-existe.json does not exist)`,
    ]);
  });

  it("an anchor the shared section brings that collides on one page using it is that page's problem, naming the shared section", () => {
    place("pages/about.json");
    const at = place("pages/contact.json");
    // contact.json's first section is #contacto already.
    write(BANNER, { ...banner, id: "contacto" });
    const problems = loadContent(root).problems;
    expect(problems.map(formatProblem)).toEqual([
      `pages/contact.json /sections/${at}/id: id "contacto" is already used at /sections/0/id; ids are anchors and must be unique on a page (in the shared section "banner-prueba", pages/_data/sections/banner-prueba.json)`,
    ]);
    expect(problems[0]?.es).toContain("(en la sección compartida «banner-prueba»)");
  });

  it("the editor's and the gate's check of a changed shared section looks at every page that places it", () => {
    place("pages/about.json");
    place("pages/contact.json");
    // The shared file as the editor holds it, unsaved: its anchor now collides on contact.json only.
    const { problems } = checkDocs(root, { [BANNER]: { ...banner, id: "contacto" } });
    expect(problems.map((p) => [p.file, p.pointer])).toContainEqual([
      "pages/contact.json",
      expect.stringMatching(/\/id$/),
    ]);
    expect(checkDocs(root, { [BANNER]: banner }).problems.filter((p) => p.file !== BANNER)).toEqual([]);
  });

  it("a shared section is checked against the section schema in its own file, and cannot be a reference itself", () => {
    place("pages/about.json");
    write(BANNER, { type: "ctaBanner", id: "oferta" });
    expect(loadContent(root).problems.map(formatProblem)).toEqual([
      `${BANNER} /title: is required`,
      `${BANNER} /actions: is required`,
    ]);
    write(BANNER, { type: "shared", ref: "otra" });
    expect(loadContent(root).problems.map(formatProblem)).toContain(
      `${BANNER} /type: a shared section cannot be a reference to another one ("otra"): write the section itself`,
    );
  });

  it("the reference itself allows only its type, its id on the page and the name", () => {
    const doc = readDoc("pages/about.json");
    doc.sections.push({ type: "shared", ref: "banner-prueba", title: "otro título" });
    write("pages/about.json", doc);
    expect(loadContent(root).problems.map(formatProblem)).toEqual([
      `pages/about.json /sections/${doc.sections.length - 1}/title: unknown property "title" (allowed: type, id, ref)`,
    ]);
  });

  it("a placement's id is the section's id on that page: its anchor there, so one shared section can be placed twice", () => {
    const doc = readDoc("pages/about.json");
    doc.sections.push({ type: "shared", id: "oferta-arriba", ref: "banner-prueba" });
    doc.sections.push({ type: "shared", id: "oferta-abajo", ref: "banner-prueba" });
    write("pages/about.json", doc);
    const content = loadContent(root);
    expect(content.problems.map(formatProblem)).toEqual([]);
    const about = content.pages.find((p) => p.file === "pages/about.json")!;
    expect(about.doc.sections.slice(-2)).toEqual([
      { ...banner, id: "oferta-arriba" },
      { ...banner, id: "oferta-abajo" },
    ]);
  });

  it("a placement's id is checked like any section's: unique on the page, said at the reference, and written as an id", () => {
    const doc = readDoc("pages/contact.json");
    // contact.json's first section is #contacto already.
    doc.sections.push({ type: "shared", id: "contacto", ref: "banner-prueba" });
    doc.sections.push({ type: "shared", id: "Oferta Verano", ref: "banner-prueba" });
    write("pages/contact.json", doc);
    const n = doc.sections.length;
    expect(loadContent(root).problems.map(formatProblem)).toEqual([
      `pages/contact.json /sections/${n - 1}/id: must match ^[a-z][a-z0-9-]*$ (got "Oferta Verano")`,
    ]);
    doc.sections.pop();
    write("pages/contact.json", doc);
    expect(loadContent(root).problems.map(formatProblem)).toEqual([
      `pages/contact.json /sections/${n - 2}/id: id "contacto" is already used at /sections/0/id; ids are anchors and must be unique on a page`,
    ]);
  });

  it("every shared section placed in pages/ has its id on the page", () => {
    const content = loadContent(project);
    const placed = content.pages.flatMap(({ file }) =>
      (
        JSON.parse(readFileSync(join(project, file), "utf8")) as { sections: Array<{ type: string; id?: string }> }
      ).sections
        .filter((s) => s.type === "shared")
        .map((s) => `${file} ${s.id ?? "(sin id)"}`),
    );
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.filter((p) => p.endsWith("(sin id)"))).toEqual([]);
  });

  it("its copy is extracted for translation once, from its own file", () => {
    expect(schemaFileFor(BANNER)).toBe("section.schema.json");
    expect(schemaFileFor("pages/_data/sections/otra/x.json")).toBeUndefined();
  });
});
