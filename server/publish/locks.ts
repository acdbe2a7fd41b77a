// Soft locks: who has a page open in the editor, kept alive by a heartbeat
// (every 20 s from the editor; gone 60 s after the last). Nothing is refused
// because of one: the banner warns the second person, a publisher may take
// the page over, and the save's base check (409) still guards the file.
// In memory: a restart forgets who is editing, which the next heartbeat repairs.
export interface Lock {
  file: string;
  userId: number;
  name: string;
  since: string;
  beat: number;
}

export const LOCK_TTL_MS = 60_000;

export function lockTable(now: () => Date = () => new Date()) {
  const locks = new Map<string, Lock>();
  const live = (lock: Lock | undefined) => (lock && now().getTime() - lock.beat < LOCK_TTL_MS ? lock : undefined);
  return {
    /** The heartbeat: takes a free (or expired) page, renews one's own; returns the holder. */
    beat(file: string, user: { id: number; name: string }): Lock {
      const held = live(locks.get(file));
      if (held && held.userId !== user.id) return held;
      const lock = {
        file,
        userId: user.id,
        name: user.name,
        since: held?.since ?? now().toISOString(),
        beat: now().getTime(),
      };
      locks.set(file, lock);
      return lock;
    },
    takeOver(file: string, user: { id: number; name: string }): Lock {
      const lock = { file, userId: user.id, name: user.name, since: now().toISOString(), beat: now().getTime() };
      locks.set(file, lock);
      return lock;
    },
    release(file: string, userId: number) {
      if (locks.get(file)?.userId === userId) locks.delete(file);
    },
    all: () => [...locks.values()].filter((l) => live(l)),
  };
}
