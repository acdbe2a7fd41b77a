// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { PageDoc } from "../validate/content.ts";
import { H1_SECTIONS, headingOrder } from "./heading-order.ts";
import { input, page } from "./testing.ts";

type Section = PageDoc["sections"][number];
const sections = (...types: Array<string | Section>) =>
  types.map((t, i) => (typeof t === "string" ? { type: t, id: `s${i}` } : t));

describe("headings out of order", () => {
  it("blocks a section placed above the page's opening one, at that section", () => {
    const found = headingOrder(input([page("pages/x.json", { sections: sections("faq", "pageHeader", "ctaBanner") })]));
    expect(found).toEqual([
      expect.objectContaining({
        pointer: "/sections/0",
        severity: "block",
        es: expect.stringMatching(/antes de la portada/),
      }),
    ]);
  });

  it("blocks a page with no main heading, and a second one", () => {
    expect(headingOrder(input([page("pages/x.json", { sections: sections("faq", "ctaBanner") })]))[0]).toMatchObject({
      pointer: "/sections",
      es: expect.stringMatching(/no tiene título principal/),
    });
    expect(
      headingOrder(input([page("pages/x.json", { sections: sections("hero", "pageHeader") })])).map((p) => p.pointer),
    ).toEqual(["/sections/1"]);
  });

  it("counts a form as the page's heading only when it says so (headingLevel 1)", () => {
    expect(
      headingOrder(
        input([page("pages/x.json", { sections: sections({ type: "form", id: "f", headingLevel: 1 } as Section) })]),
      ),
    ).toEqual([]);
    expect(
      headingOrder(input([page("pages/x.json", { sections: sections({ type: "form", id: "f" } as Section) })])),
    ).toHaveLength(1);
  });

  it("knows every section that renders an <h1> (src/sections)", () => {
    const dir = fileURLToPath(new URL("../../src/sections", import.meta.url));
    const withH1 = readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .filter((d) =>
        readdirSync(join(dir, d.name)).some(
          (f) => /\.tsx$/.test(f) && !f.includes(".test.") && /<h1\b/.test(readFileSync(join(dir, d.name, f), "utf8")),
        ),
      )
      .map((d) => d.name)
      .filter((type) => type !== "form");
    expect(withH1.sort()).toEqual([...H1_SECTIONS].sort());
  });
});
