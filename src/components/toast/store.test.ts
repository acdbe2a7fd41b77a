import { describe, expect, it } from "vitest";
import { createStore } from "jotai";
import { addToastAtom, dismissToastAtom, removeToastAtom, TOAST_DURATION_MS, TOAST_LIMIT, toastsAtom } from "./store";

describe("toast store", () => {
  it("uses the spec's limits: 3 visible, 4000 ms by default", () => {
    expect(TOAST_LIMIT).toBe(3);
    expect(TOAST_DURATION_MS).toBe(4000);
    const store = createStore();
    store.set(addToastAtom, { title: "Hola" });
    expect(store.get(toastsAtom)[0]).toMatchObject({ title: "Hola", variant: "default", durationMs: 4000, open: true });
  });

  it("closes the oldest when a fourth arrives", () => {
    const store = createStore();
    for (const title of ["1", "2", "3", "4"]) store.set(addToastAtom, { title });
    const open = store
      .get(toastsAtom)
      .filter((t) => t.open)
      .map((t) => t.title);
    expect(open).toEqual(["2", "3", "4"]);
  });

  it("dismiss starts the exit; remove drops it", () => {
    const store = createStore();
    const id = store.set(addToastAtom, { title: "x", variant: "destructive" });
    store.set(dismissToastAtom, id);
    expect(store.get(toastsAtom)[0].open).toBe(false);
    store.set(removeToastAtom, id);
    expect(store.get(toastsAtom)).toEqual([]);
  });
});
