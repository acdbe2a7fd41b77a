// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { headFor, type HeadInput } from "./head-tags";

const root = process.cwd();
const site = JSON.parse(readFileSync(join(root, "pages/_site.json"), "utf8")) as {
  origin: string;
  ogImage: string;
  brand: { name: string };
};
const input: HeadInput = {
  meta: { title: "Contacto | Mesalia", description: "Habla con nosotros." },
  origin: site.origin,
  path: "/contact",
  siteName: site.brand.name,
  defaultImage: site.ogImage,
  lang: "es",
};
const ogImage = (head: ReturnType<typeof headFor>) =>
  head.tags.find((t) => t.attrs.property === "og:image")?.attrs.content;

describe("share image", () => {
  it("is the site's default image when the page names none", () => {
    expect(ogImage(headFor(input))).toBe(`https://mesalia.com${site.ogImage}`);
  });

  it("is the page's own image when it names one", () => {
    expect(ogImage(headFor({ ...input, meta: { ...input.meta, ogImage: "/img/campana.png" } }))).toBe(
      "https://mesalia.com/img/campana.png",
    );
  });

  it("the site's default is a 1200×630 PNG in public/, small enough for a fast preview", () => {
    const file = join(root, "public", site.ogImage);
    const png = readFileSync(file);
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(statSync(file).size).toBeLessThan(100 * 1024);
  });
});
