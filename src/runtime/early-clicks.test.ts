import { afterEach, describe, expect, it } from "vitest";
import { replayEarlyClicks } from "./early-clicks";

/** Frames run only when the test says so. */
function manualScheduler() {
  let queue: Array<() => void> = [];
  let time = 0;
  return {
    frame: (run: () => void) => void queue.push(run),
    now: () => time,
    /** Runs the frames queued so far, `ms` later. */
    tick(ms = 16) {
      time += ms;
      const due = queue;
      queue = [];
      for (const run of due) run();
    },
  };
}

/** What React does when it hydrates a node: its handlers hang off `__reactProps$…`. */
function hydrate(el: Element, onClick: () => void) {
  Object.assign(el, { __reactProps$test: { onClick } });
  el.closest("[data-island]")?.setAttribute("data-hydrated", "");
  el.addEventListener("click", onClick);
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.replaceChildren();
});

function setup(html: string) {
  document.body.innerHTML = html;
  const scheduler = manualScheduler();
  stop = replayEarlyClicks(document, scheduler);
  return scheduler;
}

describe("clicks before hydration", () => {
  it("are held on a prerendered button and replayed once, on the same button, after React owns it", () => {
    const scheduler = setup(
      '<div data-island="section-0"><section><button type="submit">Ver todas</button></section></div>',
    );
    const button = document.querySelector("button")!;
    const early = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    // A second impatient tap is not a second toggle.
    button.click();

    let clicks = 0;
    scheduler.tick();
    hydrate(button, () => (clicks += 1));
    scheduler.tick(); // seen owned
    expect(clicks).toBe(0);
    scheduler.tick(); // one frame later: replayed
    expect(clicks).toBe(1);
    expect(document.activeElement).toBe(button);
    scheduler.tick();
    expect(clicks).toBe(1);
  });

  it("leave links, labels and hydrated controls alone", () => {
    setup(
      '<div data-island="section-0"><section><a href="/precios"><span role="button">Ir</span></a><label><input type="checkbox"> Sí</label><button>Listo</button></section></div>',
    );
    const hydrated = document.querySelector("button")!;
    let clicks = 0;
    hydrate(hydrated, () => (clicks += 1));
    const onHydrated = new MouseEvent("click", { bubbles: true, cancelable: true });
    hydrated.dispatchEvent(onHydrated);
    expect(onHydrated.defaultPrevented).toBe(false);
    expect(clicks).toBe(1);

    const onLink = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("[role=button]")!.dispatchEvent(onLink);
    expect(onLink.defaultPrevented).toBe(false);
    // Prevent the jsdom navigation attempt from the link's default.
    onLink.preventDefault();

    const box = document.querySelector("input")!;
    box.click();
    expect(box.checked).toBe(true);
  });

  it("drop a held click whose control never hydrates (its code failed to load) after 15 s", () => {
    const scheduler = setup('<div data-island="section-0"><button>Calcular</button></div>');
    const button = document.querySelector("button")!;
    button.click();
    for (let t = 0; t < 16_000; t += 1000) scheduler.tick(1000);
    let clicks = 0;
    hydrate(button, () => (clicks += 1));
    scheduler.tick();
    scheduler.tick();
    expect(clicks).toBe(0);
  });

  it("leave the site chrome's buttons alone: they run plain script, never React", () => {
    setup("<header><button data-menu-trigger>Soluciones</button></header>");
    let clicks = 0;
    const trigger = document.querySelector("button")!;
    trigger.addEventListener("click", () => (clicks += 1));
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    trigger.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(clicks).toBe(1);
  });
});
