import { afterEach, describe, expect, it, vi } from "vitest";
import type { PuckData } from "./doc-data";
import {
  dropHistory,
  HISTORY_LIMIT,
  keepHistory,
  loadHistory,
  reopenHistory,
  statesOf,
  storeHistory,
} from "./kept-history";

const FILE = "pages/about.json";
const origin = { path: "/about", sections: [] };
const hero = { type: "hero", props: { id: "s0", title: "Hola" } };
/** A history of `n` states as Puck makes them: each edits one section and keeps the other objects as they were. */
function typing(n: number): PuckData[] {
  const root = { props: { path: "/about" } };
  const states: PuckData[] = [];
  for (let i = 0; i < n; i++)
    states.push({ root, content: [hero, { type: "faq", props: { id: "s1", heading: `Paso ${i}` } }] });
  return states;
}
const shownText = (data: PuckData) => JSON.stringify(data.content.map((item) => item.props));

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("a draft's undo history kept across a reload", () => {
  it("comes back with the same states and the same position, redo included", () => {
    const states = typing(5);
    storeHistory(FILE, keepHistory(states, 3, "hash-1", origin)!);
    const kept = loadHistory(FILE)!;
    expect(statesOf(kept)).toEqual(states);
    expect(kept.index).toBe(3);
  });

  it("keeps the last 50 steps, and writes a section unchanged between steps once", () => {
    const kept = keepHistory(typing(120), 119, "hash-1", origin)!;
    expect(kept.steps).toHaveLength(HISTORY_LIMIT + 1);
    expect(kept.index).toBe(HISTORY_LIMIT);
    expect(statesOf(kept).at(-1)?.content[1]?.props.heading).toBe("Paso 119");
    // The page's fields and the hero once, each step's own FAQ once: 2 + 51 texts, not 3 × 51.
    expect(kept.pool).toHaveLength(2 + HISTORY_LIMIT + 1);
  });

  it("after undos, keeps the state on screen and the undo before it, then what fits of the redo", () => {
    const early = keepHistory(typing(120), 10, "hash-1", origin)!;
    expect(early.index).toBe(10);
    expect(statesOf(early)[early.index]?.content[1]?.props.heading).toBe("Paso 10");
    expect(early.steps).toHaveLength(HISTORY_LIMIT + 1);
    const late = keepHistory(typing(120), 100, "hash-1", origin)!;
    expect(late.index).toBe(HISTORY_LIMIT);
    expect(statesOf(late)[0]?.content[1]?.props.heading).toBe("Paso 50");
  });

  it("is reopened only on the same draft: another base or another document drops it", () => {
    const states = typing(3);
    const opened = shownText(states[2]!);
    storeHistory(FILE, keepHistory(states, 2, "hash-1", origin)!);
    expect(reopenHistory(FILE, "hash-1", opened, shownText)?.index).toBe(2);
    expect(reopenHistory(FILE, "hash-2", opened, shownText)).toBeUndefined();
    expect(loadHistory(FILE)).toBeUndefined();
    storeHistory(FILE, keepHistory(states, 2, "hash-1", origin)!);
    expect(reopenHistory(FILE, "hash-1", shownText(states[0]!).replace("Paso 0", "otro"), shownText)).toBeUndefined();
    expect(loadHistory(FILE)).toBeUndefined();
  });

  it("never stops the editor when storage is blocked or full", () => {
    const blocked = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(blocked);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(blocked);
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(blocked);
    expect(() => storeHistory(FILE, keepHistory(typing(3), 2, null, origin)!)).not.toThrow();
    expect(loadHistory(FILE)).toBeUndefined();
    expect(reopenHistory(FILE, null, "", shownText)).toBeUndefined();
    expect(() => dropHistory(FILE)).not.toThrow();
  });
});
