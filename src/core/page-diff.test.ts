import { describe, expect, it } from "vitest";
import { changedFields } from "./page-diff";

const page = (sections: Array<Record<string, unknown>>, title = "Sobre nosotros | {product}") => ({
  $schema: "../schema/page.schema.json",
  version: 1,
  path: "/about",
  meta: { title, description: "Quiénes somos." },
  sections,
});
const hero = { id: "portada", type: "hero", title: "Hola" };
const faq = { id: "preguntas", type: "faq", items: [{ q: "¿Cuánto?", a: "Poco." }] };

describe("the fields a version of a page changed", () => {
  it("names the one field changed, never the document's bookkeeping ($schema, version)", () => {
    const before = page([hero, faq]);
    const after = { ...page([hero, faq], "Quiénes somos | {product}"), version: 2, $schema: "otro" };
    expect(changedFields(before, after)).toEqual([{ pointer: "/meta/title" }]);
  });

  it("says a section inserted at the top once: the sections after it are not changed", () => {
    const banner = { id: "aviso", type: "banner", title: "Abrimos en Valencia" };
    expect(changedFields(page([hero, faq]), page([banner, hero, faq]))).toEqual([{ pointer: "/sections/0" }]);
  });

  it("finds a changed field inside a section matched by id, a removed section in the older version, and a new order", () => {
    const changed = { ...faq, items: [{ q: "¿Cuánto cuesta?", a: "Poco." }] };
    expect(changedFields(page([hero, faq]), page([changed, hero]))).toEqual([
      { pointer: "/sections/0/items/0/q" },
      { pointer: "/sections" },
    ]);
    expect(changedFields(page([hero, faq]), page([faq]))).toEqual([{ pointer: "/sections/0", removed: true }]);
  });

  it("gives every field of a page that did not exist before", () => {
    expect(changedFields(undefined, page([hero])).map((c) => c.pointer)).toEqual([
      "/path",
      "/meta/title",
      "/meta/description",
      "/sections/0",
    ]);
  });
});
