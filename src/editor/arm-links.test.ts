// A variant that is still a draft links back to its original, and the original to it (issue 41): before,
// the header showed the buttons only once both were published arms.
import { describe, expect, it } from "vitest";
import { armLinks } from "./arm-links";

const base = { file: "pages/contact.json" };

describe("armLinks", () => {
  it("gives a draft variant's page a link to its original", () => {
    const links = armLinks("pages/contact.b.json", "b", [base], [{ file: "pages/contact.b.json" }]);
    expect(links.map(({ file, arm, draft }) => ({ file, arm, draft }))).toEqual([
      { file: "pages/contact.json", arm: "control", draft: false },
      { file: "pages/contact.b.json", arm: "b", draft: true },
    ]);
  });

  it("gives the original a link to its variants that are only drafts, once each, and not to other pages'", () => {
    const drafts = [
      { file: "pages/contact.b.json" },
      { file: "pages/contact.b.json" },
      { file: "pages/contact.json" },
      { file: "pages/pricing.b.json" },
    ];
    expect(armLinks("pages/contact.json", undefined, [base], drafts).map((l) => [l.arm, l.draft])).toEqual([
      ["control", false],
      ["b", true],
    ]);
  });

  it("keeps the published arms with their shares, and a new draft variant beside them", () => {
    const published = [
      { file: "pages/contact.json", weights: { control: 70, b: 30 } },
      { file: "pages/contact.b.json", variant: "b" },
    ];
    const links = armLinks("pages/contact.json", undefined, published, [{ file: "pages/contact.c.json" }]);
    expect(links.map((l) => [l.arm, l.weight, l.draft])).toEqual([
      ["control", 70, false],
      ["b", 30, false],
      ["c", undefined, true],
    ]);
  });

  it("says each arm's share of the visitors in percent, whatever numbers the weights are", () => {
    const published = [
      { file: "pages/contact.json", weights: { control: 1, b: 3 } },
      { file: "pages/contact.b.json", variant: "b" },
    ];
    expect(armLinks("pages/contact.json", undefined, published, []).map((l) => [l.arm, l.share])).toEqual([
      ["control", 25],
      ["b", 75],
    ]);
  });

  it("gives a page with no variant nothing to switch to", () => {
    expect(armLinks("pages/contact.json", undefined, [base], [{ file: "pages/contact.json" }])).toHaveLength(1);
  });
});
