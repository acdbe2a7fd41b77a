import { act } from "react";
import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderToHtml } from "../../tests/unit/render-helpers";
import { AnimatedNumber } from "./AnimatedNumber";
import { startCountUps } from "../chrome/count-up";

type Callback = (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;
let observed: Callback[] = [];
let targets: Element[] = [];
let frames: Array<(t: number) => void> = [];
let now = 0;

beforeEach(() => {
  observed = [];
  targets = [];
  frames = [];
  now = 0;
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(cb: Callback) {
        observed.push(cb);
      }
      observe(el: Element) {
        targets.push(el);
      }
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal("requestAnimationFrame", (cb: (t: number) => void) => frames.push(cb));
  vi.stubGlobal("cancelAnimationFrame", () => {});
  vi.spyOn(performance, "now").mockImplementation(() => now);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const step = (t: number) =>
  act(() => {
    now = t;
    const run = frames;
    frames = [];
    run.forEach((f) => {
      f(t);
    });
  });

/** The figure as prerendered, then the page's script (src/chrome/count-up.ts) started over it. */
function counter(value: string, durationMs?: number) {
  const view = render(<AnimatedNumber value={value} durationMs={durationMs} />);
  startCountUps(view.container);
  return view;
}

describe("AnimatedNumber (its markup and the page's count-up script)", () => {
  it("puts the final figure in the static HTML and reserves its width", async () => {
    const html = await renderToHtml(<AnimatedNumber value="4,9/5" durationMs={900} />);
    expect(html).toContain(">4,9/5<");
    expect(html).toContain('data-final="4,9/5"');
  });

  it("counts from 0 once visible and lands on the authored figure", () => {
    const { container } = counter("+85%", 1200);
    expect(container.textContent).toBe("+0%");
    act(() => observed.at(-1)!([{ isIntersecting: true, target: targets.at(-1)! }]));
    step(0);
    step(600);
    const mid = Number(container.textContent!.replace(/\D/g, ""));
    expect(mid).toBeGreaterThan(40);
    expect(mid).toBeLessThan(85);
    step(1300);
    expect(container.textContent).toBe("+85%");
  });

  it("watches all the figures of a page with one observer and counts each one only once it is seen", () => {
    const { container } = render(
      <>
        <AnimatedNumber value="+85%" durationMs={1200} />
        <AnimatedNumber value="144M" durationMs={1200} />
      </>,
    );
    startCountUps(container);
    expect(observed).toHaveLength(1);
    expect(targets).toHaveLength(2);
    const texts = () => [...container.querySelectorAll("[data-count-up]")].map((el) => el.textContent);
    act(() => observed[0]!([{ isIntersecting: true, target: targets[1]! }]));
    step(0);
    step(1300);
    expect(texts()).toEqual(["+0%", "144M"]);
    act(() => observed[0]!([{ isIntersecting: true, target: targets[0]! }]));
    step(1400);
    step(2700);
    expect(texts()).toEqual(["+85%", "144M"]);
  });

  it("shows the figure at once with reduced motion", () => {
    vi.stubGlobal("matchMedia", (q: string) => ({
      matches: q.includes("reduce"),
      addEventListener() {},
      removeEventListener() {},
    }));
    const { container } = counter("144M");
    expect(container.textContent).toBe("144M");
    expect(observed).toHaveLength(0);
  });
});
