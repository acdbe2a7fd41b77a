// Each document's schema check results kept on disk by its content, so a
// restarted server does not validate the whole site again: under a key made of
// the document's digest and the schema files', and of the renamed keys when a
// caller names its own. At 100× the site, validating 1,800 documents (and
// loading the compiled validators to do it) is ~0.3 s of the first page list's
// CPU after a start. The whole-site checks (routes, links, anchors, images)
// still run on every load: they depend on every document at once, and their
// per-document part, the schema walk, took longer to read back from disk than
// to make again (3,600 files at 100×, or one file of every document's
// annotations: measured in docs/publishing.md).
//
// One file holds the results the last load used: ~60 bytes a document (a
// page's problems, mostly none), its size the site's; a load that made a
// result or left one out writes it again, written aside and renamed (another
// instance on this disk reads a whole file or the one before). In memory, the
// same: the last load's results, which the per-document memo (content.ts)
// holds anyway; a document gone from the site leaves both at the next load.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CURRENT_VERSION } from "../migrations/index.ts";

/**
 * Changes when what is stored, or how it is made, changes (the schema messages' wording included:
 * lib/validate/ajv-messages.ts): results stored by an older server are not read.
 */
const FORMAT = `stored-checks-1 v${CURRENT_VERSION}`;

export class StoredChecks {
  private readonly file: string;
  /** The results the last load used, by key (read from the file on first use). */
  private last: Map<string, unknown> | undefined;
  /** The results this load used so far; `seal` makes them the last. */
  private used = new Map<string, unknown>();
  private madeSinceSeal = false;
  /** By kind ("schema"): results read back (from the file or the last load), and made. For tests and the bench. */
  readonly read: Record<string, number> = {};
  readonly made: Record<string, number> = {};

  constructor(dir: string) {
    this.file = join(dir, "results.json");
  }

  private lastLoad(): Map<string, unknown> {
    if (!this.last) {
      try {
        const stored = JSON.parse(readFileSync(this.file, "utf8")) as { format?: string; results?: unknown };
        this.last =
          stored.format === FORMAT && Array.isArray(stored.results)
            ? new Map(stored.results as Array<[string, unknown]>)
            : new Map();
      } catch {
        this.last = new Map(); // none yet, or cut short by a crash: made again
      }
    }
    return this.last;
  }

  /**
   * The result of `kind` for what `parts` name (the document's digest and what else it depends on): the
   * last load's, else made by `make`. Results are plain JSON (what `make` returns must survive it as is).
   */
  result<V>(kind: string, parts: string[], make: () => V): V {
    const key = createHash("sha1")
      .update([kind, ...parts].join("\0"))
      .digest("base64");
    if (this.used.has(key)) return this.used.get(key) as V;
    let value = this.lastLoad().get(key) as V | undefined;
    if (value !== undefined) this.read[kind] = (this.read[kind] ?? 0) + 1;
    else {
      value = make();
      this.made[kind] = (this.made[kind] ?? 0) + 1;
      this.madeSinceSeal = true;
    }
    this.used.set(key, value);
    return value;
  }

  /** A load's end: what it used is kept, in memory and (when it made any or left some out) on disk. */
  seal(): void {
    const changed = this.madeSinceSeal || this.used.size !== this.lastLoad().size;
    this.last = this.used;
    this.used = new Map();
    this.madeSinceSeal = false;
    if (!changed) return;
    mkdirSync(join(this.file, ".."), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify({ format: FORMAT, results: [...this.last] }));
    renameSync(temp, this.file);
  }
}
