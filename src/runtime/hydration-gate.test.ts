import { afterEach, describe, expect, it, vi } from "vitest";
import { useHydrationGate } from "./hydration-gate";

/** A prerendered section two screens below the fold (jsdom lays nothing out). */
function farSection(id: string) {
  const el = document.createElement("section");
  el.id = id;
  el.getBoundingClientRect = () => ({ top: 3 * window.innerHeight, bottom: 4 * window.innerHeight }) as DOMRect;
  document.body.append(el);
  return el;
}

/** The promise the gate suspends on, or undefined when it lets the section render. */
function suspendedOn(id: string): Promise<void> | undefined {
  try {
    useHydrationGate(id);
    return undefined;
  } catch (thrown) {
    return thrown as Promise<void>;
  }
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe("hydration gate", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("holds a far, prerendered section until its turn", async () => {
    vi.useFakeTimers();
    farSection("held");
    const waiting = suspendedOn("held");
    expect(waiting).toBeInstanceOf(Promise);
    expect(await settled(waiting!)).toBe(false);
  });

  it("opens when React drops the prerendered markup to render the section afresh", async () => {
    const el = farSection("dropped");
    const waiting = suspendedOn("dropped")!;
    el.remove();
    await vi.waitFor(async () => expect(await settled(waiting)).toBe(true));
  });

  it.each(["focusin", "pointerover", "touchstart"])("opens at once when %s reaches the section", async (type) => {
    vi.useFakeTimers();
    const id = `intent-${type}`;
    const el = farSection(id);
    const waiting = suspendedOn(id)!;
    const button = el.appendChild(document.createElement("button"));
    button.dispatchEvent(new Event(type, { bubbles: true }));
    expect(await settled(waiting)).toBe(true);
    expect(suspendedOn(id)).toBeUndefined();
  });

  it("lets a section near the viewport render without waiting", () => {
    const el = document.createElement("section");
    el.id = "near";
    document.body.append(el);
    expect(suspendedOn("near")).toBeUndefined();
  });
});
