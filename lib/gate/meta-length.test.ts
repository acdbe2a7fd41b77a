// @vitest-environment node
import { describe, expect, it } from "vitest";
import { metaLength } from "./meta-length.ts";
import { input, page } from "./testing.ts";

const meta = (title: string, description = "Una descripción corta y suficiente.") =>
  page("pages/x.json", { meta: { title, description } });

describe("title and description length", () => {
  it("blocks a pasted million-character title", () => {
    expect(metaLength(input([meta("x".repeat(1_000_000))]))).toEqual([
      expect.objectContaining({
        pointer: "/meta/title",
        severity: "block",
        es: expect.stringMatching(/^El título tiene 1000000 caracteres: como mucho 120/),
      }),
    ]);
  });

  it("warns past what Google shows, measured with {product} filled", () => {
    const title = `${"a".repeat(55)} | {product}`; // 55 + 3 + 7 ("Mesalia") = 65
    expect(metaLength(input([meta(title)]))).toEqual([
      expect.objectContaining({ severity: "warn", es: expect.stringMatching(/65 caracteres/) }),
    ]);
    expect(metaLength(input([meta("Corto", "d".repeat(200))]))).toEqual([
      expect.objectContaining({ pointer: "/meta/description", severity: "warn" }),
    ]);
  });

  it("leaves a family's template alone", () => {
    expect(metaLength(input([meta("{title} | {product}", "{shortDescription}")]))).toEqual([]);
  });
});
