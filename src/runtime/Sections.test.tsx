import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { Sections } from "./SectionList";
import { SectionBoundary } from "./SectionBoundary";
import type { Section } from "./types";
import { Providers } from "../../tests/unit/render-helpers";

function Thrower(): never {
  throw new Error("boom");
}

describe("section isolation", () => {
  it("hides a section that throws and keeps the rest of the page", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <>
        <SectionBoundary type="broken" id="roto">
          <Thrower />
        </SectionBoundary>
        <p>El resto de la página</p>
      </>,
    );
    expect(screen.getByText("El resto de la página")).toBeTruthy();
    expect(error.mock.calls.some((call) => String(call[0]).includes('Section "broken" (#roto) failed'))).toBe(true);
    error.mockRestore();
  });

  it("renders the sections after a malformed one (a document that bypassed validation)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const sections = [
      { type: "legal", id: "roto", title: "Sin capítulos", updated: "2025-08-08", updatedLabel: "Actualizado" },
      { type: "notice", id: "sigue", title: "Esta sección sigue viva" },
    ] as unknown as Section[];
    render(
      <Providers>
        <Sections sections={sections} />
      </Providers>,
    );
    // Sections are lazy chunks: wait for them.
    expect(await screen.findByRole("heading", { name: "Esta sección sigue viva" })).toBeTruthy();
    expect(screen.queryByText("Sin capítulos")).toBeNull();
    error.mockRestore();
  });

  it("shows a section on another page even though the same id failed on this one (the editor's preview)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    // Both pages have a section "contenido": a malformed one here, a sound one on the next page.
    const broken = [
      { type: "legal", id: "contenido", title: "Sin capítulos", updated: "2025-08-08", updatedLabel: "Actualizado" },
    ] as unknown as Section[];
    const sound = [{ type: "notice", id: "contenido", title: "La página siguiente" }] as unknown as Section[];
    const { rerender } = render(
      <Providers>
        <Sections sections={broken} page="/a" />
      </Providers>,
    );
    await vi.waitFor(() =>
      expect(error.mock.calls.some((call) => String(call[0]).includes("(#contenido) failed"))).toBe(true),
    );
    rerender(
      <Providers>
        <Sections sections={sound} page="/b" />
      </Providers>,
    );
    expect(await screen.findByRole("heading", { name: "La página siguiente" })).toBeTruthy();
    error.mockRestore();
  });
});
