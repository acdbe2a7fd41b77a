// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { PageDoc } from "../validate/content.ts";
import { imageWeight } from "./image-weight.ts";
import { input, page } from "./testing.ts";

function site(kb: Record<string, number>) {
  const root = mkdtempSync(join(tmpdir(), "gate-img-"));
  mkdirSync(join(root, "public", "img"), { recursive: true });
  writeFileSync(join(root, "budgets.json"), JSON.stringify({ default: 9.5, images: { warnKB: 200, maxKB: 400 } }));
  for (const [name, size] of Object.entries(kb))
    writeFileSync(join(root, "public", "img", name), Buffer.alloc(size * 1000));
  return root;
}
const showing = (src: string) =>
  page("pages/x.json", {
    sections: [
      {
        type: "productHero",
        id: "inicio",
        title: "T",
        image: { src, alt: "Sala", width: 10, height: 10 },
      } as PageDoc["sections"][number],
    ],
  });

describe("images over the weight budget (budgets.json images)", () => {
  it("blocks an image over maxKB at its src", () => {
    const root = site({ "big.jpg": 900 });
    expect(imageWeight(input([showing("/img/big.jpg")], root))).toEqual([
      expect.objectContaining({
        pointer: "/sections/0/image/src",
        severity: "block",
        es: expect.stringMatching(/^La imagen pesa 900 KB: como mucho 400 KB/),
      }),
    ]);
  });

  it("warns between warnKB and maxKB, and is quiet under", () => {
    const root = site({ "mid.webp": 250, "small.webp": 50 });
    expect(imageWeight(input([showing("/img/mid.webp")], root))).toEqual([
      expect.objectContaining({ severity: "warn" }),
    ]);
    expect(imageWeight(input([showing("/img/small.webp")], root))).toEqual([]);
  });

  it("counts the share image too", () => {
    const root = site({ "og.png": 500 });
    expect(
      imageWeight(
        input(
          [page("pages/x.json", { meta: { title: "T", description: "D", ogImage: "/img/og.png" } as PageDoc["meta"] })],
          root,
        ),
      )[0],
    ).toMatchObject({ pointer: "/meta/ogImage", severity: "block" });
  });
});
