// Index arithmetic and the auto-advance rule of a carousel (spec §4: the
// index wraps; hovering, focus or the pause button stop it; reduced motion
// never auto-advances). No React here, so the rules are testable alone.

/** Brings any integer into 0..count-1, wrapping both ways. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const i = Math.trunc(index);
  return ((i % count) + count) % count;
}

export const nextIndex = (index: number, count: number) => wrapIndex(index + 1, count);
export const prevIndex = (index: number, count: number) => wrapIndex(index - 1, count);

/** Why a carousel is not advancing right now. Any one of them stops it. */
export type PauseReason = "hover" | "focus" | "user" | "hidden" | "offscreen" | "reduced-motion";

export function shouldAutoAdvance(count: number, pauses: ReadonlySet<PauseReason>): boolean {
  return count > 1 && pauses.size === 0;
}

/** A new set with `reason` added or removed (state stays immutable for React). */
export function togglePause(
  pauses: ReadonlySet<PauseReason>,
  reason: PauseReason,
  on: boolean,
): ReadonlySet<PauseReason> {
  if (pauses.has(reason) === on) return pauses;
  const next = new Set(pauses);
  if (on) next.add(reason);
  else next.delete(reason);
  return next;
}
