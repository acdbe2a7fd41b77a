import { describe, expect, it } from "vitest";
import {
  CLIPBOARD_KEY,
  MAX_CLIPBOARD_CHARS,
  pastedItem,
  readClipboard,
  writeClipboard,
  type Clipped,
} from "./section-clipboard";

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};
const faq: Clipped = {
  item: { type: "faq", props: { id: "faq-1", sectionId: "preguntas", heading: "Preguntas" } },
  from: "Precios",
  label: "Preguntas frecuentes",
};

describe("the section clipboard", () => {
  it("keeps a copied section and reads it back; refuses one too large; ignores what is not one", () => {
    const storage = memory();
    expect(readClipboard(storage)).toBeUndefined();
    expect(writeClipboard(storage, faq)).toBe(true);
    expect(readClipboard(storage)).toEqual(faq);
    expect(
      writeClipboard(storage, {
        ...faq,
        item: { type: "faq", props: { id: "x", heading: "a".repeat(MAX_CLIPBOARD_CHARS) } },
      }),
    ).toBe(false);
    expect(readClipboard(storage)).toEqual(faq);
    storage.data.set(CLIPBOARD_KEY, "{no es json");
    expect(readClipboard(storage)).toBeUndefined();
    storage.data.set(CLIPBOARD_KEY, JSON.stringify({ item: "hola" }));
    expect(readClipboard(storage)).toBeUndefined();
  });

  it("pastes with a new id and, on a page that has its anchor, the next free one", () => {
    const known = new Set(["faq", "hero"]);
    expect(pastedItem(faq, [], "nuevo", known)).toEqual({
      type: "faq",
      props: { id: "nuevo", sectionId: "preguntas", heading: "Preguntas" },
    });
    const page = [
      { type: "faq", props: { id: "a", sectionId: "preguntas" } },
      { type: "hero", props: { id: "b", sectionId: "preguntas-2" } },
    ];
    expect(pastedItem(faq, page, "nuevo", known)).toMatchObject({ props: { id: "nuevo", sectionId: "preguntas-3" } });
    expect(pastedItem(faq, [], "nuevo", new Set(["hero"]))).toEqual({ unknownType: "faq" });
  });

  it("never shares its props with the clipboard (a later edit of the pasted section leaves the copy as it was)", () => {
    const pasted = pastedItem(faq, [], "n", new Set(["faq"])) as { props: Record<string, unknown> };
    pasted.props.heading = "Cambiado";
    expect(faq.item.props.heading).toBe("Preguntas");
  });
});
