// What the editor's page list needs of one page document that the document
// alone decides: its copy strings by tied group (what waits for a translator
// is counted from them against this version's catalogs) and its anchors. The
// schema walk that finds them was most of the list's cost at 100× the site
// (1,700 documents, every one walked again for each published version), and a
// publish changes a few documents: the facts are kept by the document's
// content (its git blob id, with the schemas' own hash), in a bounded map and
// on disk, so a new version walks only its changed documents and a restarted
// server none it has seen.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BoundedCache } from "../../src/core/bounded-cache.ts";
import { copyGroups, type CopyGroups } from "../i18n/localize.ts";
import type { Content, PageFile } from "../validate/content.ts";
import { annotations } from "../validate/walk.ts";

export interface PageFacts {
  copy: CopyGroups;
  anchors: string[];
}

/** Facts kept in memory: a 100× site's documents (1,700) fit; a few MB at most (the worker's heap is bounded). */
export const PAGE_FACTS_KEPT = 2000;
/**
 * Facts kept on disk, at most: each publish adds a file per changed document (1–10 KB), so a year of publishes
 * would pile up; past the bound the oldest written go (a document whose file went is walked once more).
 */
export const PAGE_FACTS_FILES_KEPT = 4 * PAGE_FACTS_KEPT;
/** Changes when PageFacts or how it is made changes: facts stored by an older server are not read. */
const FORMAT = "page-facts-1";

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");

/** The key of the schemas' contents: facts depend on the document and the schemas that say what is copy. */
export const schemasKey = (content: Content): string =>
  sha1(JSON.stringify([FORMAT, [...content.schemas.files].sort(([a], [b]) => a.localeCompare(b))]));

function factsOf(content: Content, page: PageFile): PageFacts {
  return {
    copy: copyGroups(content, "page.schema.json", page.doc),
    anchors: annotations(content.schemas, "page.schema.json", page.doc)
      .filter((n) => n.kind === "anchor" && !n.pointer.startsWith("/notFound"))
      .map((n) => String(n.value)),
  };
}

/** Page facts by document content: a bounded map, and under `dir` (when given) one file per document content. */
export class PageFactsStore {
  private readonly kept: BoundedCache<string, PageFacts>;
  private readonly dir: string | undefined;
  /** How many facts were made by walking a document, and read from `dir` (tests, the bench). */
  made = 0;
  read = 0;

  constructor(dir?: string, limit = PAGE_FACTS_KEPT) {
    this.dir = dir;
    this.kept = new BoundedCache(limit);
  }

  /** Removes the files written longest ago past `keep` (run when a store opens its folder, off any request). */
  prune(keep = PAGE_FACTS_FILES_KEPT): number {
    if (!this.dir || !existsSync(this.dir)) return 0;
    const files: Array<{ file: string; at: number }> = [];
    for (const shard of readdirSync(this.dir)) {
      const folder = join(this.dir, shard);
      try {
        for (const name of readdirSync(folder)) {
          const file = join(folder, name);
          files.push({ file, at: statSync(file).mtimeMs });
        }
      } catch {
        // not a folder, or removed meanwhile: nothing to count
      }
    }
    if (files.length <= keep) return 0;
    const gone = files.sort((a, b) => a.at - b.at).slice(0, files.length - keep);
    for (const { file } of gone) rmSync(file, { force: true });
    return gone.length;
  }

  /** A document's JSON hashed once per parsed object (lib/validate/load-cache.ts keeps the object of an unchanged file). */
  private readonly hashed = new WeakMap<object, string>();
  private contentKey(doc: object): string {
    let key = this.hashed.get(doc);
    if (!key) this.hashed.set(doc, (key = `json:${sha1(JSON.stringify(doc))}`));
    return key;
  }

  get size(): number {
    return this.kept.size;
  }

  /**
   * The facts of `page`. `blob` is its file's git blob id when the caller knows it (the server's content
   * source, from git ls-tree); else the document's own JSON is hashed (the dev editor).
   */
  facts(content: Content, page: PageFile, schemas: string, blob?: string): PageFacts {
    const key = sha1(`${schemas}\0${blob ?? this.contentKey(page.doc)}`);
    const hit = this.kept.get(key);
    if (hit) return hit;
    const file = this.dir ? join(this.dir, key.slice(0, 2), `${key}.json`) : undefined;
    let facts: PageFacts | undefined;
    if (file && existsSync(file)) {
      try {
        facts = JSON.parse(readFileSync(file, "utf8")) as PageFacts;
        this.read++;
      } catch {
        facts = undefined; // a file cut short (a crash mid-write before the rename existed): made again
      }
    }
    if (!facts) {
      facts = factsOf(content, page);
      this.made++;
      if (file) {
        mkdirSync(join(file, ".."), { recursive: true });
        // Written aside and renamed: a reader (another instance on this disk) sees a whole file or none.
        const temp = `${file}.${process.pid}.tmp`;
        writeFileSync(temp, JSON.stringify(facts));
        renameSync(temp, file);
      }
    }
    this.kept.set(key, facts);
    return facts;
  }
}
