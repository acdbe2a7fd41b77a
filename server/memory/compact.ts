// Gives the heap's free pages back to the system. V8 keeps the pages a
// burst of work grew its heap to (a publish's checks and catalogs, the editor
// data of a new version: ~200 MB of garbage at 10× the site) and shrinks them
// only when its memory reducer notices a quiet spell, minutes later; meanwhile
// the server's resident memory stays where the burst left it (issue 44).
// A collection of V8's "last resort" kind (the one it runs before giving up
// on an allocation) frees every object it can, shrinks the young generation
// and unmaps the emptied pages. It is what `global.gc` does with
// `flavor: "last-resort"`; the flag that exposes it is set only while the
// function is fetched, so no other code finds a `gc` global.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

type Gc = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;
let gc: Gc | undefined;

function theGc(): Gc {
  if (gc) return gc;
  setFlagsFromString("--expose-gc");
  try {
    gc = runInNewContext("gc") as Gc;
  } finally {
    setFlagsFromString("--no-expose-gc");
  }
  return gc;
}

/** Collects everything collectable in this thread's heap now and gives the emptied pages back (blocks this thread: ~35 ms of CPU for 20 MB live, ~200 ms for 100 MB). */
export function compactHeap(): void {
  theGc()({ type: "major", execution: "sync", flavor: "last-resort" });
}

/**
 * `compactHeap()` once nothing has asked for `quietMs`: each call (a version gone live) pushes it back,
 * so versions going live in a burst (a release, another instance's publishes followed) cost one.
 */
export function compactWhenQuiet(quietMs = 2000): void {
  clearTimeout(pending);
  pending = setTimeout(compactHeap, quietMs);
  // Never what keeps a process (a test, a server stopping) alive.
  pending.unref();
}
let pending: NodeJS.Timeout | undefined;
