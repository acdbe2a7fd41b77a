import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Providers, renderToHtml } from "../../../tests/unit/render-helpers";
import { VISIT_SEED_KEY, variantIndex } from "./variant";
import type { SectionOf } from "../types";
import { Benefits } from "./Benefits";

const card = (id: string, title: string, high = false): SectionOf<"benefits">["cards"][number] => ({
  id,
  title,
  icon: "star",
  highImpact: high,
  before: { description: `Antes ${title}`, metric: `${id} antes` },
  after: { description: `Después ${title}`, metric: `${id} después` },
  improvement: `+10% ${id}`,
  improvementVariants: [`Primera ${id}`, `Segunda ${id}`, `Tercera ${id}`],
});

const section: SectionOf<"benefits"> = {
  type: "benefits",
  id: "beneficios",
  heading: { title: "Beneficios" },
  labels: { highImpact: "Alto impacto", before: "Antes", after: "Con Mesalia" },
  cards: [card("a", "Uno", true), card("b", "Dos"), card("c", "Tres")],
};

afterEach(() => sessionStorage.clear());

describe("Benefits", () => {
  it("renders the first phrasing and the badges in the static HTML", async () => {
    const html = await renderToHtml(<Benefits section={section} />);
    for (const id of ["a", "b", "c"]) expect(html).toContain(`Primera ${id}`);
    expect(html.match(/Alto impacto/g)).toHaveLength(1);
  });

  it("hydrates without a mismatch, then shows this visit's phrasing", async () => {
    // The server never sees the visit's seed; the browser has one.
    const html = await renderToHtml(<Benefits section={section} />);
    const seed = 12345;
    sessionStorage.setItem(VISIT_SEED_KEY, String(seed));
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <Providers>
          <Benefits section={section} />
        </Providers>,
        { onRecoverableError: recoverable },
      );
    });
    // The server and client renderers share this test process; only that warning is expected.
    const calls = consoleError.mock.calls.map((c) => String(c[0])).filter((m) => !m.includes("multiple renderers"));
    consoleError.mockRestore();
    expect(recoverable).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    const labels = ["Primera", "Segunda", "Tercera"];
    ["a", "b", "c"].forEach((id, i) => {
      expect(container.textContent).toContain(`${labels[variantIndex(seed, i, 3)]} ${id}`);
    });
    act(() => root?.unmount());
    container.remove();
  });

  it("opens one card at a time", () => {
    render(
      <Providers>
        <Benefits section={section} />
      </Providers>,
    );
    const one = screen.getByRole("button", { name: "Uno" });
    const two = screen.getByRole("button", { name: "Dos" });
    expect(one.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(one);
    expect(one.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById(one.getAttribute("aria-controls")!)?.hasAttribute("inert")).toBe(false);
    fireEvent.click(two);
    expect(one.getAttribute("aria-expanded")).toBe("false");
    expect(two.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById(one.getAttribute("aria-controls")!)?.hasAttribute("inert")).toBe(true);
    fireEvent.click(two);
    expect(two.getAttribute("aria-expanded")).toBe("false");
  });
});
