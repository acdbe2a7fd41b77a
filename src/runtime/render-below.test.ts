// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { BELOW_FOLD_ATTRIBUTE, RENDERED_ATTRIBUTE, RENDER_ALL_ATTRIBUTE } from "./fold";
import { renderAllScript } from "./fold-scripts";
import { renderBelowFoldWhenIdle } from "./render-below";

/** A page of `count` sections, the first two on the first screen (no mark), the rest below the fold. */
function page(count: number) {
  const root = document.createElement("div");
  for (let i = 0; i < count; i++) {
    const wrapper = document.createElement("div");
    if (i >= 2) wrapper.setAttribute(BELOW_FOLD_ATTRIBUTE, "");
    wrapper.append(document.createElement("section"));
    root.append(wrapper);
  }
  document.body.append(root);
  return { root, below: [...root.querySelectorAll(`[${BELOW_FOLD_ATTRIBUTE}]`)] };
}

/** A window whose idle callbacks and load event the test fires by hand. */
function fakeWindow(readyState: DocumentReadyState, idle = true) {
  const queue: Array<() => void> = [];
  const listeners: Array<() => void> = [];
  const win = {
    document: { readyState } as Document,
    addEventListener: (type: string, run: () => void) => type === "load" && listeners.push(run),
    setTimeout: (run: () => void) => queue.push(run),
    requestIdleCallback: idle ? (run: () => void) => queue.push(run) : undefined,
  };
  return {
    win: win as unknown as Parameters<typeof renderBelowFoldWhenIdle>[1],
    load: () =>
      listeners.forEach((run) => {
        run();
      }),
    tick: () => queue.shift()?.(),
    pending: () => queue.length,
  };
}

const rendered = (els: Element[]) => els.filter((el) => el.hasAttribute(RENDERED_ATTRIBUTE)).length;

afterEach(() => document.body.replaceChildren());

describe("sections below the fold render one per idle moment once the page has loaded", () => {
  it("waits for load, then renders one section per idle callback, top down, and stops when all are", () => {
    const { root, below } = page(6);
    const { win, load, tick, pending } = fakeWindow("loading");
    renderBelowFoldWhenIdle(root, win);
    expect(pending()).toBe(0);
    load();
    expect(rendered(below)).toBe(0);
    tick();
    expect(below[0]!.hasAttribute(RENDERED_ATTRIBUTE)).toBe(true);
    expect(rendered(below)).toBe(1);
    tick();
    tick();
    tick();
    expect(rendered(below)).toBe(4);
    expect(pending()).toBe(0);
    // The first screen's sections never carry the mark: they were never skipped.
    expect(root.querySelectorAll(`[${RENDERED_ATTRIBUTE}]:not([${BELOW_FOLD_ATTRIBUTE}])`)).toHaveLength(0);
  });

  it("starts at once on a page already loaded, and uses a timer where the browser has no idle callback (Safari)", () => {
    const { root, below } = page(4);
    const { win, tick } = fakeWindow("complete", false);
    renderBelowFoldWhenIdle(root, win);
    tick();
    tick();
    expect(rendered(below)).toBe(2);
  });

  it("stops when asked", () => {
    const { root, below } = page(5);
    const { win, tick } = fakeWindow("complete");
    const stop = renderBelowFoldWhenIdle(root, win);
    tick();
    stop();
    tick();
    expect(rendered(below)).toBe(1);
  });
});

describe("a click on a link to an anchor of this page renders every section first", () => {
  const link = (href: string) => {
    const a = document.createElement("a");
    a.href = href;
    a.append(document.createElement("span"));
    document.body.append(a);
    return a;
  };
  // The head script, as the page runs it.
  new Function(renderAllScript)();
  afterEach(() => document.documentElement.removeAttribute(RENDER_ALL_ATTRIBUTE));

  it("sets the mark for #anchor on this page, from the link or anything inside it", () => {
    link("#booking-demo").firstElementChild!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(true);
  });

  it("sets it on arrival with an #anchor in the address, before anything renders", () => {
    const before = location.href;
    history.replaceState(null, "", "#precios");
    new Function(renderAllScript)();
    history.replaceState(null, "", before);
    expect(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(true);
  });

  it("leaves it for a link to another page or without an anchor", () => {
    link("/contact#form").click();
    link(location.pathname).click();
    expect(document.documentElement.hasAttribute(RENDER_ALL_ATTRIBUTE)).toBe(false);
  });
});
