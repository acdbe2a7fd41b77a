// @vitest-environment node
import { describe, expect, it } from "vitest";
import { starterDocument } from "../editor/new-page.ts";
import type { PageDoc } from "../validate/content.ts";
import { placeholderCopy } from "./placeholder-copy.ts";
import { input, page } from "./testing.ts";

const starter = () => starterDocument("/ofertas", "Ofertas de verano") as unknown as PageDoc;

describe("placeholder copy (a new page's example text)", () => {
  it("blocks the starter page as created: its lead, its description and its index,follow", () => {
    const found = placeholderCopy(input([page("pages/ofertas.json", starter())]));
    expect(found.map((p) => [p.pointer, p.severity])).toEqual([
      ["/meta/description", "block"],
      ["/sections/0/lead", "block"],
      ["/meta/robots", "block"],
    ]);
    expect(found[0]?.es).toMatch(/texto de ejemplo/);
  });

  it("still blocks the copy under noindex, but not the robots setting", () => {
    const doc = starter();
    doc.meta.robots = "noindex,follow";
    expect(placeholderCopy(input([page("pages/ofertas.json", doc)])).map((p) => p.pointer)).toEqual([
      "/meta/description",
      "/sections/0/lead",
    ]);
  });

  it("lets the page through once the marketer wrote their own copy", () => {
    const doc = starter();
    doc.meta.description = "Menús de verano para terrazas: reserva online y paga en la mesa.";
    (doc.sections[0] as Record<string, unknown>).lead = "Todo lo que tu terraza necesita este verano.";
    expect(placeholderCopy(input([page("pages/ofertas.json", doc)]))).toEqual([]);
  });
});
