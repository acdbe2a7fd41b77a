import { act, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useCubeRotation } from "./useCubeRotation";

/** The stage is always on screen: the observer reports it at once. */
class OnScreen {
  private readonly report: IntersectionObserverCallback;
  constructor(report: IntersectionObserverCallback) {
    this.report = report;
  }
  observe() {
    this.report([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("IntersectionObserver", OnScreen);
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

/** The option as React state holds it on the first render after hydration: not read yet. */
function TurningCube() {
  const cube = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  useCubeRotation(cube, stage, { turnSeconds: 20, paused: false, target: null, reducedMotion: false });
  return (
    <div ref={stage}>
      <div ref={cube} data-testid="cube" />
    </div>
  );
}

/** The browser's frames, stepped by the test (16 ms apart): no real frame clock to wait on. */
function stubFrames() {
  let queue: FrameRequestCallback[] = [];
  let now = 0;
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => queue.push(callback));
  vi.stubGlobal("cancelAnimationFrame", () => {});
  return (n: number) =>
    act(() => {
      for (let i = 0; i < n; i += 1) {
        const due = queue;
        queue = [];
        now += 16;
        for (const callback of due) callback(now);
      }
    });
}

describe("useCubeRotation", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("turns the cube while it is on screen and motion is allowed", () => {
    stubReducedMotion(false);
    const frames = stubFrames();
    const { getByTestId } = render(<TurningCube />);
    frames(5);
    expect(getByTestId("cube").style.transform).toMatch(/rotate/);
  });

  it("does not turn it with reduced motion, even before the option's state has caught up", () => {
    stubReducedMotion(true);
    const frames = stubFrames();
    const { getByTestId } = render(<TurningCube />);
    frames(5);
    expect(getByTestId("cube").style.transform).toBe("");
  });
});
