import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Sections } from "./SectionList";
import { startIslands } from "./islands";
import { ownedByReact } from "./hydration-gate";
import type { PageRouteData, Section } from "./types";
import { collections, Providers, site } from "../../tests/unit/render-helpers";
import { renderWithIslands } from "./render-islands";
import stepsSchema from "../sections/steps/steps.schema.json";
import pricingSchema from "../sections/pricing/pricing.schema.json";
import faqSchema from "../sections/faq/faq.schema.json";

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
// faq is an island ("x-island": true): its questions open and close; it ends with a link.
const faq = faqSchema.examples[0] as unknown as Section;
// pricing is an island whose cards tie a toggle to its list with useId: the
// ids the prerender wrote must be the ones the island's own root makes.
const pricing = pricingSchema.examples[0] as unknown as Section;
const sections = [steps, faq, pricing];
const page = {
  doc: { version: 1, path: "/", meta: { title: "t", description: "d" }, sections },
  data: collections,
  key: "test",
  lang: "es",
  path: "/",
} as unknown as PageRouteData;

// The islands' roots, unmounted after each test. A root left mounted went on hydrating its lazy
// islands after this file had ended, inside the next file of the same worker (the jsdom project does
// not isolate files): its renders interleaved with that file's, which logged "Detected multiple
// renderers…" and failed a test that checks nothing is logged (BookingModal.timing, in CI).
const roots = vi.hoisted(() => [] as Array<{ unmount(): void }>);
vi.mock("react-dom/client", async (importOriginal) => {
  const client = await importOriginal<typeof import("react-dom/client")>();
  return {
    ...client,
    hydrateRoot: (...args: Parameters<typeof client.hydrateRoot>) => {
      const root = client.hydrateRoot(...args);
      roots.push(root);
      return root;
    },
  };
});

afterEach(() => {
  // Unmounting renders the islands' providers once more: react-dom's server renderer, run in this same
  // jsdom for the prerender, left its mark on them, and React says so. Anything else is passed on.
  const log = console.error;
  const errors = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith("Detected multiple renderers")) log(...args);
  });
  for (const root of roots.splice(0)) root.unmount();
  errors.mockRestore();
  document.body.replaceChildren();
});

/** The page's HTML as the build prerenders it (Suspense markers included), put in the document. */
async function prerendered() {
  const root = document.createElement("div");
  root.innerHTML = await renderWithIslands(
    <Sections sections={sections} page="/" />,
    (node) => <Providers page={page}>{node}</Providers>,
    "/",
  );
  document.body.append(root);
  return root;
}

describe("a prerendered page in the browser", () => {
  it("hydrates its island sections, each on its own, and never runs nor re-creates a static one", async () => {
    const root = await prerendered();
    const staticHeading = root.querySelector("[data-static] h2");
    expect(staticHeading?.textContent).toBe("Tres pasos para empezar a ganar");
    const island = root.querySelector('[data-island="section-1"]');
    expect(island?.textContent).toContain("Preguntas frecuentes");
    const before = renders.steps;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});

    await act(async () => {
      const runtime = await startIslands(root, { site: { site, data: collections, lang: "es", prefix: "" }, page });
      for (const container of root.querySelectorAll<HTMLElement>("[data-island]")) runtime.hydrate(container);
    });

    await vi.waitFor(() => expect(ownedByReact(island!.querySelector("a")!)).toBe(true));
    expect(renders.steps).toBe(before);
    // The very same nodes: nothing of the static section was re-created or taken over.
    expect(root.querySelector("[data-static] h2")).toBe(staticHeading);
    expect(ownedByReact(staticHeading!)).toBe(false);
    const toggles = [...root.querySelectorAll('[data-island="section-2"] [aria-controls]')];
    expect(toggles.length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(ownedByReact(toggles[0]!)).toBe(true));
    for (const toggle of toggles) expect(toggle.getAttribute("aria-controls")).toMatch(/^_?section-2-/);
    // No mismatch: the island renders the very tree the server rendered. (react-dom's
    // server renderer, run in this same jsdom, leaves "multiple renderers" warnings behind.)
    expect(
      errors.mock.calls.map((call) => call.map(String).join(" ")).filter((text) => /hydrat|match/i.test(text)),
    ).toEqual([]);
    errors.mockRestore();
  });

  it("leaves an island the page's data does not know as it was prerendered, and says so", async () => {
    const root = await prerendered();
    root.querySelector('[data-island="section-1"]')!.setAttribute("data-island", "section-9");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      const runtime = await startIslands(root, { site: { site, data: collections, lang: "es", prefix: "" }, page });
      runtime.hydrate(root.querySelector<HTMLElement>('[data-island="section-9"]')!);
    });
    expect(errors.mock.calls.some((call) => String(call[0]).includes('Island "section-9"'))).toBe(true);
    expect(ownedByReact(root.querySelector('[data-island="section-9"] a')!)).toBe(false);
    errors.mockRestore();
  });
});
