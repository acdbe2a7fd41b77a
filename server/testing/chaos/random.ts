// The chaos run's dice: a seeded generator (mulberry32), so a run's seed
// replays the same choices (CHAOS_SEED); timing still differs between runs.
export interface Dice {
  seed: number;
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function dice(seed: number): Dice {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    seed,
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error("nothing to pick from");
      return items[int(0, items.length - 1)]!;
    },
    chance: (p) => next() < p,
  };
}
