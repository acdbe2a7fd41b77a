import { describe, expect, it } from "vitest";
import { islandPageData, trackReads } from "./island-data";
import type { PageData } from "./PageProviders";
import type { Section } from "./types";

const section = (type: string, extra: Record<string, unknown> = {}) => ({ type, ...extra }) as unknown as Section;

const data = {
  site: { site: { origin: "https://x" }, data: { features: { a: 1 }, plans: { b: 2 } }, lang: "es", prefix: "" },
  page: {
    key: "home",
    lang: "es",
    path: "/",
    data: { features: { a: 1 }, stories: { c: 3 } },
    doc: {
      meta: { title: "t" },
      sections: [
        section("hero", { id: "inicio", heading: { title: "Largo texto" }, items: [{ id: "uno", text: "…" }] }),
        section("pricing", { id: "precios", plans: ["x"] }),
      ],
    },
  },
} as unknown as PageData;

describe("trackReads", () => {
  it("notes each collection a render reads, and only those", () => {
    const { collections, read } = trackReads(data.page.data);
    void collections.features;
    void collections.nothing;
    expect([...read]).toEqual(["features"]);
  });
});

describe("islandPageData", () => {
  const out = islandPageData(data, (s) => s.type === "pricing", { site: new Set(["plans"]), page: new Set() });

  it("keeps island sections whole and in place", () => {
    expect(out.page.doc.sections[1]).toEqual(data.page.doc.sections[1]);
    expect(out.page.doc.sections).toHaveLength(2);
  });

  it("keeps of a static section its type and the ids in it (an island may look for an anchor), not its copy", () => {
    expect(out.page.doc.sections[0]).toEqual({ type: "hero", id: "inicio", ids: [{ id: "inicio" }, { id: "uno" }] });
    expect(JSON.stringify(out)).not.toContain("Largo texto");
  });

  it("keeps only the collections the islands read", () => {
    expect(out.site.data).toEqual({ plans: { b: 2 } });
    expect(out.page.data).toEqual({});
    expect(out.site.site).toBe(data.site.site);
  });
});
