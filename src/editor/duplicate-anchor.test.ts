import { describe, expect, it } from "vitest";
import { nextFreeAnchor, withFreeAnchor } from "./duplicate-anchor";
import { ANCHOR_PROP, ROOT_ZONE, type PuckItem } from "./doc-data";

const item = (id: string, anchor?: string): PuckItem => ({
  type: "faq",
  props: { id, ...(anchor === undefined ? {} : { [ANCHOR_PROP]: anchor }), title: "Preguntas" },
});
const duplicate = (sourceIndex: number) => ({ type: "duplicate", sourceIndex, sourceZone: ROOT_ZONE });

describe("nextFreeAnchor", () => {
  it("numbers from 2 and skips the taken ones", () => {
    expect(nextFreeAnchor("precios", new Set(["precios"]))).toBe("precios-2");
    expect(nextFreeAnchor("precios", new Set(["precios", "precios-2", "precios-3"]))).toBe("precios-4");
  });
  it("a copy of a numbered anchor continues its numbering instead of stacking suffixes", () => {
    expect(nextFreeAnchor("precios-2", new Set(["precios", "precios-2"]))).toBe("precios-3");
  });
});

describe("withFreeAnchor", () => {
  it("an added section whose example's anchor the page already has gets the next free one", () => {
    // «Añadir sección» › Preguntas frecuentes on a page that has #preguntas and #preguntas-2: the new one (third) is #preguntas-3.
    const content = [item("s0", "preguntas"), item("s1", "preguntas-2"), item("faq-9", "preguntas"), item("s2", "cta")];
    const insert = { type: "insert", destinationIndex: 2, destinationZone: ROOT_ZONE };
    expect(withFreeAnchor(insert, content)).toEqual({
      index: 2,
      item: { type: "faq", props: { id: "faq-9", [ANCHOR_PROP]: "preguntas-3", title: "Preguntas" } },
    });
    // Dropped inside another section's zone: not the page's list.
    expect(withFreeAnchor({ ...insert, destinationZone: "s0:items" }, content)).toBeNull();
  });
  it("gives the copy below its source a free anchor and keeps everything else", () => {
    const content = [item("s0", "hero"), item("s1", "faq"), item("faq-123", "faq"), item("s2", "faq-2")];
    const fix = withFreeAnchor(duplicate(1), content);
    expect(fix).toEqual({
      index: 2,
      item: { type: "faq", props: { id: "faq-123", [ANCHOR_PROP]: "faq-3", title: "Preguntas" } },
    });
  });
  it("leaves a section without anchor, another action and another zone alone", () => {
    expect(withFreeAnchor(duplicate(0), [item("s0"), item("x")])).toBeNull();
    expect(withFreeAnchor({ type: "remove", sourceIndex: 0 }, [item("s0", "a"), item("x", "a")])).toBeNull();
    expect(withFreeAnchor({ ...duplicate(0), sourceZone: "s0:items" }, [item("s0", "a"), item("x", "a")])).toBeNull();
  });
  it("an anchor that is still free is kept", () => {
    expect(withFreeAnchor(duplicate(0), [item("s0", "a"), item("x", "b")])).toBeNull();
  });
});
