import { useEffect, useRef, type RefObject } from "react";
import {
  REST,
  cubeTransform,
  facingAngles,
  idleStep,
  phaseFor,
  tween,
  type Angles,
  type FacePosition,
} from "./orientation";

const TURN_TO_FACE_MS = 650;

interface Options {
  turnSeconds: number;
  /** A face is active: stop turning. */
  paused: boolean;
  /** Turn this face to the viewer (keyboard focus), or null. */
  target: FacePosition | null;
  reducedMotion: boolean;
  /** Called after every transform written (to keep a leader line on its face). */
  onFrame?: () => void;
}

/**
 * Turns the cube element with requestAnimationFrame, writing its transform
 * directly (no React render per frame). Runs only while the stage is on
 * screen, the tab is visible, no face is active and motion is allowed.
 */
export function useCubeRotation(
  cubeRef: RefObject<HTMLElement | null>,
  stageRef: RefObject<HTMLElement | null>,
  options: Options,
) {
  const latest = useRef(options);
  latest.current = options;
  const engine = useRef<{ kick: () => void; turnTo: (target: FacePosition) => void } | null>(null);

  useEffect(() => {
    const cube = cubeRef.current;
    const stage = stageRef.current;
    if (!cube || !stage) return;
    let angles: Angles = { ...REST };
    let phase = phaseFor(REST.x);
    let turning: { from: Angles; to: Angles; start: number } | null = null;
    let visible = false;
    let frame = 0;
    let last = 0;
    // The visitor's setting read live: the reducedMotion option is React state set after mount, and
    // the first frames can run before that render (a busy phone turned the cube a few frames with
    // reduced motion on).
    const motionQuery =
      typeof window.matchMedia === "function" ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
    const reduced = () => latest.current.reducedMotion || motionQuery?.matches === true;

    const write = () => {
      cube.style.transform = cubeTransform(angles);
      latest.current.onFrame?.();
    };
    const idle = () => {
      const o = latest.current;
      return visible && !o.paused && !reduced() && !document.hidden;
    };
    const loop = (now: number) => {
      frame = 0;
      const dt = last ? Math.min(0.05, (now - last) / 1000) : 0;
      last = now;
      if (turning) {
        const t = (now - turning.start) / TURN_TO_FACE_MS;
        angles = tween(turning.from, turning.to, t);
        if (t >= 1) turning = null;
      } else if (idle()) {
        ({ angles, phase } = idleStep(angles, phase, dt, latest.current.turnSeconds));
      } else {
        last = 0;
        return;
      }
      write();
      frame = requestAnimationFrame(loop);
    };
    const kick = () => {
      if (!frame && (turning || idle())) frame = requestAnimationFrame(loop);
    };
    const turnTo = (target: FacePosition) => {
      const to = facingAngles(target);
      if (reduced()) {
        turning = null;
        angles = to;
        write();
        return;
      }
      turning = { from: angles, to, start: performance.now() };
      kick();
    };
    engine.current = { kick, turnTo };

    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver(([entry]) => {
            visible = entry.isIntersecting;
            kick();
          });
    observer?.observe(stage);
    document.addEventListener("visibilitychange", kick);
    return () => {
      observer?.disconnect();
      document.removeEventListener("visibilitychange", kick);
      cancelAnimationFrame(frame);
      engine.current = null;
    };
  }, [cubeRef, stageRef]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of either option is the trigger to wake the frame loop, which reads them itself
  useEffect(() => {
    engine.current?.kick();
  }, [options.paused, options.reducedMotion]);

  useEffect(() => {
    if (options.target) engine.current?.turnTo(options.target);
  }, [options.target]);
}
