// Slowing sign-in guesses without locking the right person out for long.
// Each key (an account, an account from a browser it signed in from before,
// an address) counts its failures; after `free` of them each further try
// must wait 2^(failures - free) seconds after the last failure, capped at
// `capSeconds`. A try that comes too early is refused without checking the
// password (no answer to learn from) and is not counted. A success clears the
// account's count; a quiet hour forgets any count.
export interface ThrottleRule {
  free: number;
  capSeconds: number;
}

/** Per account: five typos free, then 1 s, 2 s, 4 s … at most 15 minutes. */
export const ACCOUNT_RULE: ThrottleRule = { free: 5, capSeconds: 15 * 60 };
/** Per address (an office shares one): twenty free, then the same curve. */
export const ADDRESS_RULE: ThrottleRule = { free: 20, capSeconds: 15 * 60 };
export const FORGET_MS = 60 * 60 * 1000;

/** Seconds still to wait before the next try, 0 when a try is allowed now. */
export function waitSeconds(rule: ThrottleRule, failures: number, lastAt: Date | undefined, now: Date): number {
  if (!lastAt || now.getTime() - lastAt.getTime() >= FORGET_MS || failures < rule.free) return 0;
  const delay = Math.min(rule.capSeconds, 2 ** (failures - rule.free)) * 1000;
  return Math.max(0, Math.ceil((lastAt.getTime() + delay - now.getTime()) / 1000));
}

/** The count after a failure (a forgotten count starts again). */
export const afterFailure = (failures: number, lastAt: Date | undefined, now: Date) =>
  lastAt && now.getTime() - lastAt.getTime() < FORGET_MS ? failures + 1 : 1;

const queues = new Map<string, Promise<void>>();
/**
 * Runs `work` after every earlier call with the same key has finished (in
 * this process), so a burst of simultaneous guesses is counted one by one
 * rather than all passing the check before any failure is written.
 */
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  let done!: () => void;
  const mine = before.then(() => new Promise<void>((resolve) => (done = resolve)));
  queues.set(key, mine);
  await before;
  try {
    return await work();
  } finally {
    done();
    if (queues.get(key) === mine) queues.delete(key);
  }
}
