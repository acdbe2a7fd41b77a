// The content hash of a release's file: its strong ETag, and what tells a
// publish's changed files from the ones it kept (changed-urls.ts). A new
// release starts as hard links to the one served (lib/render/publish-render.ts)
// and the renderer replaces a file rather than writing into it, so a kept file
// is the same inode: hashed once, whichever release folder asks.
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { BoundedCache } from "../../src/core/bounded-cache.ts";

/** Files whose hash is kept: a site ten times today's has ~1,400 pages in four languages, plus its assets. */
const KEPT = 20_000;
const hashes = new BoundedCache<string, string>(KEPT);

/** 120 bits of SHA-256, base64url: collisions are out of reach, the header stays short. */
const contentHash = (body: Uint8Array): string => createHash("sha256").update(body).digest("base64url").slice(0, 20);

/** The hash of the file at `path` (`body`: its bytes, when the caller has read them already). */
export function fileHash(path: string, body?: Uint8Array): string {
  const stat = statSync(path, { bigint: true });
  // A file replaced in place (a dev build) has a new inode or mtime: hashed again.
  const key = `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}`;
  let hash = hashes.get(key);
  if (hash === undefined) hashes.set(key, (hash = contentHash(body ?? readFileSync(path))));
  return hash;
}
