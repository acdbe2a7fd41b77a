// Which improvement phrasing each benefit card shows on this visit (spec §2:
// "one of several improvement phrasings is chosen randomly per visit").
// One random seed per visit (kept in sessionStorage), mixed with the card's
// position, so every card may pick a different phrasing and a visit stays
// consistent across navigations. The server always renders phrasing 0.

import { avalanche32 } from "../../core/hash";

export const VISIT_SEED_KEY = "benefitsVariantSeed";

/** Index of the phrasing card `index` shows for visit `seed` (0 when there is nothing to choose). */
export function variantIndex(seed: number, index: number, count: number): number {
  if (count <= 1) return 0;
  return avalanche32(seed + Math.imul(index + 1, 0x9e3779b1)) % count;
}

type SeedStorage = Pick<Storage, "getItem" | "setItem">;

/** This visit's seed: the stored one, else a new random one (stored when possible). */
export function visitSeed(storage: SeedStorage | undefined, random: () => number = Math.random): number {
  try {
    const stored = storage?.getItem(VISIT_SEED_KEY);
    if (stored && /^\d+$/.test(stored)) return Number(stored);
  } catch {
    // Blocked storage: a fresh seed per page is fine.
  }
  const seed = Math.floor(random() * 0xffffffff);
  try {
    storage?.setItem(VISIT_SEED_KEY, String(seed));
  } catch {
    // Not kept; still random.
  }
  return seed;
}
