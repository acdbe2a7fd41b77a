import { afterEach, describe, expect, it, vi } from "vitest";
import { whenNeeded } from "./hydration-gate";

/** An island's container (display: contents) with one section `screens` screens below the top (jsdom lays nothing out). */
function island(screens: number) {
  const container = document.createElement("div");
  const section = document.createElement("section");
  section.getBoundingClientRect = () =>
    ({ top: screens * window.innerHeight, bottom: (screens + 1) * window.innerHeight }) as DOMRect;
  container.append(section);
  document.body.append(container);
  return { container, section };
}

/** A stand-in IntersectionObserver whose callback the test calls. */
function fakeObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[]; disconnected: boolean }> = [];
  class Fake {
    entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [], disconnected: false };
      observers.push(this.entry);
    }
    observe(el: Element) {
      this.entry.targets.push(el);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal("IntersectionObserver", Fake);
  return {
    observers,
    intersect: (el: Element) =>
      observers
        .filter((o) => o.targets.includes(el))
        .forEach((o) => {
          o.callback(
            [{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry],
            o as unknown as IntersectionObserver,
          );
        }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("when an island hydrates", () => {
  it("at once when it is on the first screens", () => {
    fakeObserver();
    const open = vi.fn();
    whenNeeded(island(0).container, open);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("further down, only once it nears the viewport, and only once", () => {
    const io = fakeObserver();
    const open = vi.fn();
    const { container, section } = island(4);
    whenNeeded(container, open);
    expect(open).not.toHaveBeenCalled();
    // The section's box is watched, not the container (display: contents has none).
    expect(io.observers[0]!.targets).toEqual([section]);
    io.intersect(section);
    io.intersect(section);
    expect(open).toHaveBeenCalledTimes(1);
    expect(io.observers[0]!.disconnected).toBe(true);
  });

  it.each(["pointerover", "touchstart", "focusin"])("on intent: %s inside it opens it first", (type) => {
    fakeObserver();
    const open = vi.fn();
    const { container, section } = island(4);
    whenNeeded(container, open);
    section.dispatchEvent(new Event(type, { bubbles: true }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("never, for an island nobody nears (no idle-time download)", async () => {
    fakeObserver();
    const open = vi.fn();
    whenNeeded(island(6).container, open);
    window.dispatchEvent(new Event("load"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(open).not.toHaveBeenCalled();
  });

  it("watches the section, not an image preload React wrote before it", () => {
    const io = fakeObserver();
    const { container, section } = island(4);
    const preload = document.createElement("link");
    preload.getBoundingClientRect = () => ({ top: 0, bottom: 0 }) as DOMRect;
    container.prepend(preload);
    const open = vi.fn();
    whenNeeded(container, open);
    expect(open).not.toHaveBeenCalled();
    expect(io.observers[0]!.targets).toEqual([section]);
  });

  it("stops waiting when asked", () => {
    const io = fakeObserver();
    const open = vi.fn();
    const { container, section } = island(4);
    const stop = whenNeeded(container, open);
    stop();
    io.intersect(section);
    section.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(open).not.toHaveBeenCalled();
  });

  it("on intent only: at once when the visitor's focus got there before the page's code did", () => {
    fakeObserver();
    const { container, section } = island(4);
    const field = document.createElement("input");
    section.append(field);
    const open = vi.fn();
    // Not yet focused: it waits.
    whenNeeded(container, open, { onIntentOnly: true })();
    expect(open).not.toHaveBeenCalled();
    field.focus();
    whenNeeded(container, open, { onIntentOnly: true });
    expect(open).toHaveBeenCalledTimes(1);
  });
});
