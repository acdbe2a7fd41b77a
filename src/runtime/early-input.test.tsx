import { act, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { keepEarlyInput, renderedStateOf, stateOf } from "./early-input";

// act() flushes React's work here as the browser's event loop would.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An island in miniature: controlled fields, and what depends on them printed beside. */
function Island() {
  const [billing, setBilling] = useState("anual");
  const [name, setName] = useState("");
  const [plan, setPlan] = useState("bronce");
  const [news, setNews] = useState(false);
  return (
    <form>
      {["mensual", "anual"].map((value) => (
        <input
          key={value}
          type="radio"
          name="billing"
          value={value}
          aria-label={value}
          checked={billing === value}
          onChange={() => setBilling(value)}
        />
      ))}
      <input aria-label="name" value={name} onChange={(e) => setName(e.target.value)} />
      <select aria-label="plan" value={plan} onChange={(e) => setPlan(e.target.value)}>
        <option value="bronce">Bronce</option>
        <option value="oro">Oro</option>
      </select>
      <input type="checkbox" aria-label="news" checked={news} onChange={(e) => setNews(e.target.checked)} />
      <output>{`${billing === "anual" ? 39 : 49} € / ${name} / ${plan} / ${news ? "sí" : "no"}`}</output>
    </form>
  );
}

/** Frames run only when the test says so. */
function manualScheduler() {
  let queue: Array<() => void> = [];
  return {
    frame: (run: () => void) => void queue.push(run),
    now: () => 0,
    flush() {
      for (let i = 0; i < 5 && queue.length > 0; i++) {
        const due = queue;
        queue = [];
        for (const run of due) run();
      }
    },
  };
}

let stop: (() => void) | undefined;
let root: Root | undefined;
afterEach(() => {
  stop?.();
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The prerendered island in the page, with the early-input keeper listening. */
function prerendered(keep = true) {
  const container = document.createElement("div");
  container.setAttribute("data-island", "section-1");
  container.innerHTML = renderToString(<Island />);
  document.body.append(container);
  const scheduler = manualScheduler();
  if (keep) stop = keepEarlyInput(document, scheduler);
  const field = (label: string) =>
    container.querySelector<HTMLInputElement & HTMLSelectElement>(`[aria-label="${label}"]`)!;
  const hydrate = () => {
    act(() => void (root = hydrateRoot(container, <Island />)));
    // What islands.tsx does once the hydration has committed.
    container.setAttribute("data-hydrated", "");
    act(() => scheduler.flush());
  };
  const shown = () => container.querySelector("output")?.textContent;
  return { field, hydrate, shown };
}

/** What a visitor's typing does to a prerendered field. */
function type(field: HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("input before hydration", () => {
  it("without it, React hydrates over a pressed radio and shows the old prices (the bug)", () => {
    const { field, hydrate, shown } = prerendered(false);
    field("mensual").click();
    hydrate();
    expect(field("mensual").checked).toBe(true);
    expect(shown()).toMatch(/^39 €/);
  });

  it("a radio pressed before hydration is the island's choice once it hydrates", () => {
    const { field, hydrate, shown } = prerendered();
    field("mensual").click();
    expect(shown()).toMatch(/^39 €/);
    hydrate();
    expect(shown()).toMatch(/^49 €/);
    expect(field("mensual").checked).toBe(true);
    expect(field("anual").checked).toBe(false);
  });

  it("text typed, an option chosen and a box ticked before hydration are all kept", () => {
    const { field, hydrate, shown } = prerendered();
    type(field("name"), "Lucía");
    field("plan").value = "oro";
    field("plan").dispatchEvent(new Event("change", { bubbles: true }));
    field("news").click();
    hydrate();
    expect(shown()).toBe("39 € / Lucía / oro / sí");
    expect(field("name").value).toBe("Lucía");
  });

  it("a choice taken back before hydration changes nothing", () => {
    const { field, hydrate, shown } = prerendered();
    field("mensual").click();
    field("anual").click();
    field("news").click();
    field("news").click();
    hydrate();
    expect(shown()).toBe("39 € /  / bronce / no");
  });

  it("after hydration, the island's own handlers take the input (nothing is handed twice)", () => {
    const { field, hydrate, shown } = prerendered();
    hydrate();
    field("mensual").click();
    expect(shown()).toMatch(/^49 €/);
    field("anual").click();
    expect(shown()).toMatch(/^39 €/);
  });
});

describe("a field's state", () => {
  it("tells what the visitor left from what the prerender wrote", () => {
    document.body.innerHTML = `<input value="a"><input type="radio" name="r" checked><input type="radio" name="r"><select><option>x</option><option>y</option></select>`;
    const [text, first, second] = [...document.querySelectorAll("input")];
    const select = document.querySelector("select")!;
    const fields = [text, first, second, select];
    expect(fields.map(stateOf)).toEqual(fields.map(renderedStateOf));
    text.value = "b";
    second.checked = true;
    select.value = "y";
    expect(fields.map(stateOf)).toEqual(["b", "false", "true", "1"]);
    expect(fields.map(renderedStateOf)).toEqual(["a", "true", "false", "0"]);
  });
});
