// Geometry of the integration cube, in degrees. The cube element is turned
// with `rotateX(x) rotateY(y)`: negative x tilts its top towards the viewer,
// negative y brings its right face round to the front.

export type FacePosition = "front" | "back" | "left" | "right" | "top" | "bottom";

export interface Angles {
  x: number;
  y: number;
}

/** How each face sits on a cube of half-size `--half` (CSS length). */
export const FACE_TRANSFORM: Readonly<Record<FacePosition, string>> = {
  front: "translateZ(var(--half))",
  back: "rotateY(180deg) translateZ(var(--half))",
  right: "rotateY(90deg) translateZ(var(--half))",
  left: "rotateY(-90deg) translateZ(var(--half))",
  top: "rotateX(90deg) translateZ(var(--half))",
  bottom: "rotateX(-90deg) translateZ(var(--half))",
};

/** A three-quarter view (front, right and top visible): the server render and the reduced-motion pose. */
export const REST: Readonly<Angles> = { x: -22, y: -32 };

/** The slight tilt kept when a face is turned to the viewer, so the cube still reads as 3D. */
const TILT: Readonly<Angles> = { x: -12, y: -16 };

/** Cube angles that put `position` in front of the viewer. */
export function facingAngles(position: FacePosition): Angles {
  switch (position) {
    case "front":
      return { x: TILT.x, y: TILT.y };
    case "back":
      return { x: TILT.x, y: 180 + TILT.y };
    case "right":
      return { x: TILT.x, y: -90 + TILT.y };
    case "left":
      return { x: TILT.x, y: 90 + TILT.y };
    case "top":
      return { x: -90 - TILT.x, y: TILT.y };
    case "bottom":
      return { x: 90 + TILT.x, y: TILT.y };
  }
}

/** Signed difference from → to, in (-180, 180]: the short way round. */
export function shortestDelta(from: number, to: number): number {
  const d = ((((to - from) % 360) + 540) % 360) - 180;
  return d === -180 ? 180 : d;
}

export const cubeTransform = ({ x, y }: Angles) => `rotateX(${x.toFixed(2)}deg) rotateY(${y.toFixed(2)}deg)`;

/**
 * One step of the idle tumble: y turns at a constant speed; x swings
 * slowly between looking at the top and at the bottom (so all six faces
 * pass by) and eases towards that swing, so resuming after a pause or a
 * turn to a face never jumps.
 */
export function idleStep(
  angles: Angles,
  phase: number,
  dtSeconds: number,
  turnSeconds: number,
): { angles: Angles; phase: number } {
  const nextPhase = phase + (2 * Math.PI * dtSeconds) / (turnSeconds * 1.7);
  const swing = -8 + 34 * Math.sin(nextPhase);
  const ease = Math.min(1, dtSeconds * 1.5);
  return {
    angles: { x: angles.x + (swing - angles.x) * ease, y: (angles.y + (360 * dtSeconds) / turnSeconds) % 360 },
    phase: nextPhase,
  };
}

/** Phase of the swing whose value is closest to `x` on a rising edge (to start idling from a pose). */
export function phaseFor(x: number): number {
  return Math.asin(Math.max(-1, Math.min(1, (x + 8) / 34)));
}

/** Ease-out cubic, for turning to a face. */
export const easeOut = (t: number) => 1 - (1 - Math.min(1, Math.max(0, t))) ** 3;

/** Angles part-way (t in 0..1, eased) from `from` to `to`, going the short way round on y. */
export function tween(from: Angles, to: Angles, t: number): Angles {
  const k = easeOut(t);
  return { x: from.x + (to.x - from.x) * k, y: from.y + shortestDelta(from.y, to.y) * k };
}
