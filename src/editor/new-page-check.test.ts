// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { newPageProblem, suggestPath } from "./new-page-check";
import { api, ApiError } from "./api-client";

describe("new page form", () => {
  it("refuses what the server would refuse, in Spanish, at the field", () => {
    expect(newPageProblem("/Ofertas Verano", "Ofertas", [])).toEqual({
      field: "path",
      message: expect.stringContaining("¿Quizá /ofertas-verano?"),
    });
    expect(newPageProblem("/about", "Otra", ["/", "/about"])).toEqual({
      field: "path",
      message: expect.stringContaining("Ya hay una página en /about"),
    });
    expect(newPageProblem("/ofertas", "  ", [])).toEqual({
      field: "title",
      message: "Escribe un título para la página.",
    });
    expect(newPageProblem("/ofertas/verano", "Verano", ["/ofertas"])).toBeNull();
  });

  it("suggests a path from what was typed", () => {
    expect(suggestPath("Menú Día/ Niños ")).toBe("/menu-dia/ninos");
  });
});

describe("editor API client", () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (status: number, body: unknown) =>
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(body), { status })),
    );

  it("a refusal (even a 409) rejects with the server's sentence instead of reading as a created page", async () => {
    answer(409, { error: "Ya existe una página en /about" });
    await expect(api.newPage("/about", "Sobre")).rejects.toThrow(
      new ApiError("Ya existe una página en /about", { error: "Ya existe una página en /about" }),
    );
    answer(400, { error: "Falta el título" });
    await expect(api.newPage("/x", "")).rejects.toThrow("Falta el título");
  });

  it("a save's conflict stays an answer", async () => {
    answer(409, { status: "conflict", file: "pages/about.json", text: "{}" });
    await expect(api.save("pages/about.json", {}, "h")).resolves.toMatchObject({ status: "conflict" });
  });
});
