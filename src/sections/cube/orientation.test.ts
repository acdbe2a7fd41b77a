import { describe, expect, it } from "vitest";
import { REST, cubeTransform, facingAngles, idleStep, phaseFor, shortestDelta, tween } from "./orientation";

describe("cube orientation", () => {
  it("takes the short way round", () => {
    expect(shortestDelta(350, 10)).toBe(20);
    expect(shortestDelta(10, 350)).toBe(-20);
    expect(shortestDelta(0, 180)).toBe(180);
    expect(shortestDelta(-170, 170)).toBe(-20);
  });

  it("turns each face to the viewer", () => {
    expect(facingAngles("right").y).toBeLessThan(-90 + 1);
    expect(facingAngles("left").y).toBeGreaterThan(60);
    expect(facingAngles("top").x).toBeLessThan(-70);
    expect(facingAngles("bottom").x).toBeGreaterThan(70);
  });

  it("tweens from start to end", () => {
    const to = facingAngles("back");
    expect(tween(REST, to, 0)).toEqual(REST);
    const end = tween(REST, to, 1);
    expect(end.x).toBeCloseTo(to.x);
    expect(shortestDelta(end.y, to.y)).toBeCloseTo(0);
  });

  it("idles at a constant turn speed without jumping", () => {
    let state = { angles: { ...REST }, phase: phaseFor(REST.x) };
    const turnSeconds = 20;
    for (let i = 0; i < 60; i++) {
      const next = idleStep(state.angles, state.phase, 1 / 60, turnSeconds);
      expect(Math.abs(shortestDelta(state.angles.y, next.angles.y) - 360 / turnSeconds / 60)).toBeLessThan(1e-9);
      expect(Math.abs(next.angles.x - state.angles.x)).toBeLessThan(1);
      state = next;
    }
  });

  it("writes a CSS transform", () => {
    expect(cubeTransform({ x: -22, y: -32 })).toBe("rotateX(-22.00deg) rotateY(-32.00deg)");
  });
});
