// The editorial state's JSON files of the old layout (PUBLISH_DIR/reviews.json,
// schedule.json …), imported into the store once: at the start after the
// upgrade, then renamed to <name>.imported (kept as the backup of what was
// imported). Two instances starting together may both read the file; the
// rows' ids make the second import a no-op (ON CONFLICT DO NOTHING).
import { existsSync, readFileSync, renameSync } from "node:fs";
import { join } from "node:path";

/** Starts `ready` now (the server's start) rather than at the first request; a failure is logged and tried again then. */
export function startNow(ready: () => Promise<void>): void {
  ready().catch((error: Error) => console.error(`[store] import of the old layout's file failed: ${error.message}`));
}

export async function importJsonOnce<T>(dir: string, name: string, load: (items: T[]) => Promise<void>): Promise<void> {
  const file = join(dir, name);
  if (!existsSync(file)) return;
  let items: T[];
  try {
    items = JSON.parse(readFileSync(file, "utf8")) as T[];
  } catch (error) {
    // Left in place for a person to look at: a half-written file must not be renamed away as if imported.
    console.error(`[store] ${file} is not JSON, not imported: ${(error as Error).message}`);
    return;
  }
  await load(Array.isArray(items) ? items : []);
  try {
    renameSync(file, `${file}.imported`);
  } catch {
    // Another instance renamed it first.
  }
}

/** `work` once, the first time it is asked for (a failure is tried again at the next call). */
export function once(work: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  const ready = () => {
    done ??= work().catch((error: unknown) => {
      done = undefined;
      throw error;
    });
    return done;
  };
  return ready;
}
