// @vitest-environment node
import { describe, expect, it } from "vitest";
import { mergeBySection } from "./merge.ts";

const base = {
  path: "/about",
  meta: { title: "Sobre nosotros" },
  sections: [
    { type: "hero", id: "inicio", title: "Hola" },
    { type: "faq", id: "preguntas", title: "Dudas" },
  ],
};

describe("mergeBySection", () => {
  it("merges a draft and a publish that touched different sections, keeping both changes", () => {
    const theirs = { ...base, sections: [{ ...base.sections[0]!, title: "Hola a todos" }, base.sections[1]!] };
    const mine = {
      ...base,
      sections: [
        base.sections[0]!,
        { ...base.sections[1]!, title: "Preguntas" },
        { type: "notice", id: "aviso", title: "Nuevo" },
      ],
    };
    const { doc, conflicts } = mergeBySection(base, theirs, mine);
    expect(conflicts).toEqual([]);
    expect(doc.sections).toEqual([
      { type: "hero", id: "inicio", title: "Hola a todos" },
      { type: "faq", id: "preguntas", title: "Preguntas" },
      { type: "notice", id: "aviso", title: "Nuevo" },
    ]);
  });

  it("reports, section by section, what both changed differently", () => {
    const theirs = {
      ...base,
      meta: { title: "Equipo" },
      sections: [{ ...base.sections[0]!, title: "A" }, base.sections[1]!],
    };
    const mine = {
      ...base,
      meta: { title: "Quiénes somos" },
      sections: [{ ...base.sections[0]!, title: "B" }, base.sections[1]!],
    };
    expect(mergeBySection(base, theirs, mine).conflicts).toEqual([
      { place: "meta" },
      { place: "sections/inicio", type: "hero" },
    ]);
  });

  it("keeps a section the other side deleted out, and follows the side that reordered", () => {
    const theirs = { ...base, sections: [base.sections[0]!] };
    const mine = { ...base, sections: [base.sections[1]!, base.sections[0]!] };
    expect(mergeBySection(base, theirs, mine)).toEqual({
      doc: { ...base, sections: [base.sections[0]] },
      conflicts: [],
    });
  });
});
