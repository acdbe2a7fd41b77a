import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Sections } from "./Sections";
import { holdStaticSections } from "./hydration-gate";
import type { Section } from "./types";
import { Providers } from "../../tests/unit/render-helpers";
import stepsSchema from "../sections/steps/steps.schema.json";

// Counts the renders of a static section type (steps: "x-island": false).
const renders = vi.hoisted(() => ({ steps: 0 }));
vi.mock("../sections/steps/Steps", async (importOriginal) => {
  const { Steps } = await importOriginal<typeof import("../sections/steps/Steps")>();
  return {
    Steps: (props: Parameters<typeof Steps>[0]) => {
      renders.steps += 1;
      return Steps(props);
    },
  };
});

const steps = stepsSchema.examples[0] as unknown as Section;
const otherPage = [{ ...steps, id: "otra-pagina", heading: { title: "Otra página" } }] as unknown as Section[];

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** `sections` rendered in the browser as the router shows them (with the data they read). */
async function renderClient(container: Element, sections: readonly Section[]): Promise<Root> {
  const client = createRoot(container);
  await act(async () =>
    client.render(
      <Providers>
        <Sections sections={sections} />
      </Providers>,
    ),
  );
  return client;
}

/**
 * The page's HTML as the build prerenders it, put in the document. (A client
 * render gives the same markup; react-dom's server renderer, run in jsdom,
 * leaves context values behind that break the next client render.)
 */
async function prerendered(sections: readonly Section[]) {
  const scratch = document.createElement("div");
  const scratchRoot = await renderClient(scratch, sections);
  await vi.waitFor(() => expect(scratch.querySelector("h2")).not.toBeNull());
  const container = document.createElement("div");
  container.innerHTML = scratch.innerHTML;
  act(() => scratchRoot.unmount());
  document.body.append(container);
  return container;
}

describe("static sections on a prerendered page", () => {
  it("keep their server markup and never run their component while the page hydrates", async () => {
    const sections = [steps];
    const container = await prerendered(sections);
    const heading = container.querySelector("h2");
    expect(heading?.textContent).toBe("Tres pasos para empezar a ganar");
    const before = renders.steps;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});

    holdStaticSections();
    await act(async () => {
      // No providers: a held section reads no site data, language or router.
      root = hydrateRoot(container, <Sections sections={sections} />);
    });

    expect(renders.steps).toBe(before);
    // The very same nodes: nothing was re-created or patched.
    expect(container.querySelector("h2")).toBe(heading);
    expect(container.textContent).toContain("Recibes tu enlace personal en menos de 24 h.");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("render as usual on the next page shown by client-side navigation", async () => {
    const sections = [steps];
    const container = await prerendered(sections);
    holdStaticSections();
    await act(async () => {
      root = hydrateRoot(container, <Sections sections={sections} />);
    });
    const before = renders.steps;

    // The router mounts the next page's sections.
    const next = document.createElement("main");
    document.body.append(next);
    const nextRoot = await renderClient(next, otherPage);

    await vi.waitFor(() => expect(next.querySelector("h2")?.textContent).toBe("Otra página"));
    expect(renders.steps).toBeGreaterThan(before);
    act(() => nextRoot.unmount());
  });
});
