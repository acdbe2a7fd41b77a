import { describe, expect, it } from "vitest";
import { cubeReducer, initialCubeState, shownFace } from "./state";

describe("cube state", () => {
  it("opens, closes with an animation, then clears", () => {
    const open = cubeReducer(initialCubeState, { type: "open", face: "whatsapp", by: "tap" });
    expect(open).toMatchObject({ active: "whatsapp", closing: null });
    const closing = cubeReducer(open, { type: "close" });
    expect(closing).toMatchObject({ active: null, closing: "whatsapp" });
    expect(shownFace(closing)).toBe("whatsapp");
    expect(cubeReducer(closing, { type: "closed" })).toEqual(initialCubeState);
  });

  it("switches faces directly and cancels a closing animation", () => {
    const a = cubeReducer(initialCubeState, { type: "open", face: "google", by: "hover" });
    const b = cubeReducer(a, { type: "open", face: "stripe", by: "hover" });
    expect(b).toMatchObject({ active: "stripe", closing: null });
    const closing = cubeReducer(b, { type: "close" });
    expect(cubeReducer(closing, { type: "open", face: "google", by: "focus" })).toEqual({
      active: "google",
      openedBy: "focus",
      closing: null,
    });
  });

  it("ignores closing when nothing is open", () => {
    expect(cubeReducer(initialCubeState, { type: "close" })).toBe(initialCubeState);
    expect(cubeReducer(initialCubeState, { type: "closed" })).toBe(initialCubeState);
  });
});
