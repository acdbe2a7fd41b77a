// @vitest-environment node
import { describe, expect, it } from "vitest";
import { duplicateMeta } from "./duplicate-meta.ts";
import { input, page } from "./testing.ts";

describe("duplicate titles or descriptions across pages", () => {
  it("warns on each page sharing a title, naming the other", () => {
    const a = page("pages/a.json", { meta: { title: "Reservas | {product}", description: "Uno." } });
    const b = page("pages/b.json", { meta: { title: "reservas | Mesalia ", description: "Dos." } });
    expect(duplicateMeta(input([a, b]))).toEqual([
      expect.objectContaining({
        file: "pages/a.json",
        pointer: "/meta/title",
        severity: "warn",
        es: expect.stringMatching(/^Otra página \(\/b\) tiene el mismo título/),
      }),
      expect.objectContaining({ file: "pages/b.json", pointer: "/meta/title", severity: "warn" }),
    ]);
  });

  it("says a shared description the same way", () => {
    const a = page("pages/a.json", { meta: { title: "A", description: "Igual." } });
    const b = page("pages/b.json", { meta: { title: "B", description: "Igual." } });
    expect(duplicateMeta(input([a, b])).map((p) => p.es)).toEqual([
      expect.stringMatching(/la misma descripción/),
      expect.stringMatching(/la misma descripción/),
    ]);
  });

  it("leaves out A/B variants and pages Google does not list", () => {
    const base = page("pages/a.json", { meta: { title: "Igual", description: "Uno." } });
    const arm = page("pages/a.b.json", { path: "/a", variant: "b", meta: { title: "Igual", description: "Uno." } });
    const hidden = page("pages/c.json", { meta: { title: "Igual", description: "Uno.", robots: "noindex,follow" } });
    expect(duplicateMeta(input([base, arm, hidden]))).toEqual([]);
  });
});
