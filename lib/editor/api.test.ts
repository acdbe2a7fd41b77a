// @vitest-environment node
// The editor's endpoints on a copy of pages/ and locales/ (schema/ linked).
import { cpSync, mkdtempSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../validate/content.ts";
import { createVariant, hashOf, listPages, newPage, openPage, savePage } from "./api.ts";
import { Refused } from "./guard.ts";

const project = fileURLToPath(new URL("../..", import.meta.url));
const root = mkdtempSync(join(tmpdir(), "editor-api-"));

beforeAll(() => {
  for (const dir of ["pages", "locales"]) cpSync(join(project, dir), join(root, dir), { recursive: true });
  for (const dir of ["schema", "public"]) symlinkSync(join(project, dir), join(root, dir));
});

const text = (file: string) => readFileSync(join(root, file), "utf8");

describe("editor endpoints", () => {
  it("the page list names the features template's collection in Spanish and the pages it makes (issue 41)", () => {
    const detail = listPages(root).pages.find((p) => p.path === "/features/:slug");
    expect(detail?.template?.name).toBe("Funcionalidades");
    expect(detail?.template?.pages).toContain("Gestión de Reservas");
    expect(listPages(root).pages.find((p) => p.path === "/about")?.template).toBeUndefined();
  });

  it("saves an unchanged document byte for byte, and a changed one with only that line different", async () => {
    const before = text("pages/about.json");
    const opened = openPage(root, "pages/about.json");
    expect((await savePage(root, "pages/about.json", opened.doc, opened.hash)).status).toBe("saved");
    expect(text("pages/about.json")).toBe(before);
    const doc = structuredClone(opened.doc) as { sections: Array<{ title?: string }> };
    doc.sections[0].title = "Otro título más fácil";
    const result = await savePage(root, "pages/about.json", doc, hashOf(before));
    expect(result.status).toBe("saved");
    // The new title waits for a translator (its highlight, translated, stays in Spanish with it meanwhile).
    expect(result.untranslated).toEqual({ en: 1, fr: 1, it: 1 });
    const diff = text("pages/about.json")
      .split("\n")
      .filter((line, i) => line !== before.split("\n")[i]);
    expect(diff).toEqual(['      "title": "Otro título más fácil",']);
  });

  it("refuses to overwrite a file changed since it was opened, and returns what is on disk", async () => {
    const opened = openPage(root, "pages/contact.json");
    const result = await savePage(root, "pages/contact.json", opened.doc, "0000000000000000");
    expect(result).toMatchObject({ status: "conflict", text: opened.text });
  });

  it("refuses an invalid document with the problem's pointer, and writes nothing", async () => {
    const opened = openPage(root, "pages/contact.json");
    const doc = structuredClone(opened.doc) as { sections: Array<Record<string, unknown>> };
    doc.sections[0].id = "Mayúsculas no";
    const result = await savePage(root, "pages/contact.json", doc, opened.hash);
    expect(result.status).toBe("invalid");
    expect(result.problems?.map((p) => p.pointer)).toContain("/sections/0/id");
    expect(text("pages/contact.json")).toBe(opened.text);
  });

  it("refuses paths outside pages/ and bodies that are not page documents", async () => {
    await expect(savePage(root, "../package.json", {}, null)).rejects.toThrow(Refused);
    await expect(savePage(root, "pages/_site.json", {}, null)).rejects.toThrow(Refused);
    await expect(savePage(root, "pages/nueva.json", { brand: 1 }, null)).rejects.toThrow(/Esto no es una página/);
  });

  it("creates a variant with its experiment, and both documents validate", async () => {
    const opened = openPage(root, "pages/careers.json");
    const result = await createVariant(root, "pages/careers.json", "b", { control: 50, b: 50 }, opened.hash);
    expect(result).toMatchObject({ status: "saved", variantFile: "pages/careers.b.json" });
    const base = JSON.parse(text("pages/careers.json")) as {
      experiment: { id: string; weights: Record<string, number> };
    };
    expect(base.experiment.weights).toEqual({ control: 50, b: 50 });
    expect(JSON.parse(text("pages/careers.b.json"))).toMatchObject({ path: "/careers", variant: "b" });
    expect(loadContent(root).problems).toEqual([]);
    await expect(
      createVariant(root, "pages/careers.json", "control", { control: 1 }, hashOf(text("pages/careers.json"))),
    ).rejects.toThrow(/no sirve como nombre de variante/);
    await expect(
      createVariant(root, "pages/careers.json", "b", { control: 1, b: 1 }, hashOf(text("pages/careers.json"))),
    ).rejects.toMatchObject({ status: 409, message: "Ya existe una variante «b» de esta página: elige otro nombre." });
  });

  it("creates a page with new-page's rules, starting with copy for a marketer, and refuses in Spanish (409)", async () => {
    expect(await newPage(root, "/ofertas-verano", "Ofertas de verano")).toEqual({ file: "pages/ofertas-verano.json" });
    expect(text("pages/ofertas-verano.json")).not.toMatch(/npm|__sections/);
    expect(loadContent(root).problems).toEqual([]);
    const refusal = (path: string, title: string) =>
      newPage(root, path, title).then(
        () => undefined,
        (e: Refused) => [e.status, e.message],
      );
    expect(await refusal("/about", "Otra")).toEqual([
      409,
      "Ya existe una página en /about: ábrela desde la lista o elige otra dirección.",
    ]);
    expect(await refusal("/Ofertas Verano", "x")).toEqual([
      409,
      "«/Ofertas Verano» no sirve como dirección: empieza por / y usa solo minúsculas sin tildes, números y guiones, p. ej. /ofertas-verano.",
    ]);
    expect(await refusal("/ofertas-invierno", "  ")).toEqual([409, "Escribe un título para la página."]);
  });
});
