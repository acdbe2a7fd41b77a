// A spare copy of the release served now (hard links, as the renderer makes
// its starting tree: lib/render/publish-render.ts), made while nothing is
// published, so the next publish's render starts by renaming it instead of
// copying the tree on its own path. The copy is one mkdir per route folder:
// ~1,460 folders at 10× took 1.3–3 s on a shared 2-core machine's disk, and
// grows with the pages. <dir>/<release folder name> appears complete (made
// under a temporary name, renamed when done) or not at all; a publish that
// starts while it is being made stops it and copies the tree itself.
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { link, mkdir, readdir } from "node:fs/promises";
import { basename, join } from "node:path";

/** `from` linked file by file into `to`, asynchronously (the server keeps answering), until `signal` aborts. */
async function linkTreeAsync(from: string, to: string, signal: AbortSignal): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    signal.throwIfAborted();
    const source = join(from, entry.name);
    if (entry.isDirectory()) await linkTreeAsync(source, join(to, entry.name), signal);
    else await link(source, join(to, entry.name));
  }
}

export function spares(dir: string) {
  let making: AbortController | undefined;
  const clear = (keep?: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) if (name !== keep) rmSync(join(dir, name), { recursive: true, force: true });
  };
  return {
    /** Where the spare of the release folder `release` is (it may not exist): the renderer renames it into place. */
    of: (release: string) => join(dir, basename(release)),
    /** Starts making the spare of `release` (the folder now served), dropping any other; not awaited. */
    prepare(release: string): Promise<void> {
      making?.abort();
      const run = new AbortController();
      making = run;
      const target = join(dir, basename(release));
      const temp = `${target}.${randomUUID().slice(0, 8)}.tmp`;
      return (async () => {
        clear(basename(release));
        if (existsSync(target)) return;
        mkdirSync(dir, { recursive: true });
        await linkTreeAsync(release, temp, run.signal);
        run.signal.throwIfAborted();
        renameSync(temp, target);
      })()
        .catch(() => rmSync(temp, { recursive: true, force: true }))
        .finally(() => {
          if (making === run) making = undefined;
        });
    },
    /** A publish starts: a spare still being made stops (the render copies the tree itself). */
    stop: () => making?.abort(),
    /** At start, inside the publish lock: what a stopped server left. */
    sweep: () => clear(),
  };
}
