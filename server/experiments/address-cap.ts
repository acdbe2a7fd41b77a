// How many new visitors one address may add to one test in a day. A flood
// of made-up visitor ids from one address (each a "new visitor" in the arm
// of the sender's choosing) could otherwise move the split check and hide a
// test's results; an office or a mobile carrier's shared address still
// counts its first few people. In memory (one server's view is enough to
// bound the damage, and no address is stored): the map starts afresh each
// UTC day.
export const NEW_VISITORS_PER_ADDRESS_PER_DAY = 10;

export function addressCap(max = NEW_VISITORS_PER_ADDRESS_PER_DAY) {
  let day = "";
  let counts = new Map<string, number>();
  return {
    /** True (and counted) when this address may add one more visitor to this test today. */
    take(address: string, experimentId: string, now: Date): boolean {
      const today = now.toISOString().slice(0, 10);
      if (today !== day) {
        day = today;
        counts = new Map();
      }
      const key = `${experimentId}\n${address}`;
      const used = counts.get(key) ?? 0;
      if (used >= max) return false;
      counts.set(key, used + 1);
      return true;
    },
    /** Gives back a slot taken for a visitor who turned out not to be new. */
    giveBack(address: string, experimentId: string): void {
      const key = `${experimentId}\n${address}`;
      const used = counts.get(key) ?? 0;
      if (used > 0) counts.set(key, used - 1);
    },
  };
}
