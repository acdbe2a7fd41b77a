import { describe, expect, it } from "vitest";
import { carryToasts, hasCarriedToasts, takeCarriedToasts } from "./carry";

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe("toasts carried to the next page", () => {
  it("come back once, for the time they had left; those about to leave and the ones already gone stay behind", () => {
    const storage = memory();
    carryToasts(
      [
        { title: "¡Bienvenido!", description: "Casa Lola está lista", variant: "success", until: 10_000 },
        { title: "Casi fuera", variant: "default", until: 7_200 },
        { title: "Hasta que la cierres", variant: "destructive", until: null },
      ],
      7_000,
      storage,
    );
    expect(hasCarriedToasts(storage)).toBe(true);
    expect(takeCarriedToasts(7_500, storage)).toEqual([
      { title: "¡Bienvenido!", description: "Casa Lola está lista", variant: "success", durationMs: 2_500 },
      { title: "Hasta que la cierres", description: undefined, variant: "destructive", durationMs: 0 },
    ]);
    expect(hasCarriedToasts(storage)).toBe(false);
    expect(takeCarriedToasts(7_500, storage)).toEqual([]);
  });

  it("ignore what is not theirs to read (a corrupt value, a foreign shape) and blocked storage", () => {
    const storage = memory();
    storage.setItem("toasts-carried", "{no es json");
    expect(takeCarriedToasts(0, storage)).toEqual([]);
    storage.setItem("toasts-carried", JSON.stringify([{ nope: 1 }, { title: "Vale", variant: "rara", until: 5_000 }]));
    expect(takeCarriedToasts(0, storage)).toEqual([
      { title: "Vale", description: undefined, variant: "default", durationMs: 5_000 },
    ]);
    const blocked = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    expect(() => carryToasts([{ title: "x", variant: "default", until: null }], 0, blocked)).not.toThrow();
    expect(hasCarriedToasts(blocked)).toBe(false);
    expect(takeCarriedToasts(0, blocked)).toEqual([]);
  });
});
