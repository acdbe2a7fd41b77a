import { describe, expect, it } from "vitest";
import { nextIndex, prevIndex, shouldAutoAdvance, togglePause, wrapIndex, type PauseReason } from "./index";

describe("carousel index", () => {
  it("wraps forwards and backwards", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(prevIndex(0, 3)).toBe(2);
    expect(prevIndex(1, 3)).toBe(0);
  });

  it("brings any integer into range", () => {
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
  });

  it("is safe with no slides and odd input", () => {
    expect(wrapIndex(5, 0)).toBe(0);
    expect(nextIndex(0, 1)).toBe(0);
    expect(wrapIndex(Number.NaN, 3)).toBe(0);
    expect(wrapIndex(1.7, 3)).toBe(1);
  });
});

describe("auto-advance", () => {
  const none: ReadonlySet<PauseReason> = new Set();

  it("advances only with more than one slide and no pause reason", () => {
    expect(shouldAutoAdvance(3, none)).toBe(true);
    expect(shouldAutoAdvance(1, none)).toBe(false);
    for (const reason of ["hover", "focus", "user", "hidden", "offscreen", "reduced-motion"] as const) {
      expect(shouldAutoAdvance(3, new Set([reason]))).toBe(false);
    }
  });

  it("resumes only when the last reason is gone", () => {
    let pauses = togglePause(none, "hover", true);
    pauses = togglePause(pauses, "focus", true);
    pauses = togglePause(pauses, "hover", false);
    expect(shouldAutoAdvance(3, pauses)).toBe(false);
    pauses = togglePause(pauses, "focus", false);
    expect(shouldAutoAdvance(3, pauses)).toBe(true);
  });

  it("returns the same set when nothing changes", () => {
    const pauses = togglePause(none, "user", true);
    expect(togglePause(pauses, "user", true)).toBe(pauses);
    expect(togglePause(none, "user", false)).toBe(none);
  });
});
