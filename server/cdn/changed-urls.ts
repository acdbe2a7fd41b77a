// What a publish changed, as the public addresses a cache must drop: the
// release served before and the one served now, compared file by file (a
// file the publish kept is a hard link of the old one, the same inode: not
// read; one of another size changed; else their content hashes, file-hash.ts). Whatever renderer made the release (the incremental
// one, or a whole build with PUBLISH_BUILD_COMMAND), the answer is the same.
// Some changes reach addresses no list can name: the headers of every answer
// (_headers), a "not found" page (served for any unknown address), or a list
// too long to send; then everything is purged.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { REDIRECTS_FILE } from "../../src/core/redirects-file.ts";
import { RETIRED_FILE } from "../../src/core/retired.ts";
import { fileHash } from "./file-hash.ts";

export interface ReleaseChange {
  /** Paths from the site's root ("/about", "/about/", "/robots.txt"), sorted. */
  urls: string[];
  /** Everything must go (the list could not name every address the change reached). */
  everything: boolean;
}

/** Past this many addresses one purge of everything is cheaper (Cloudflare takes 100 URLs a call, 5 calls a minute on its Free plan). */
export const MAX_URLS = 300;

/** A release's files (its recorded list, server/publish/release-files.ts, or a walk of the folder). */
function filesOf(root: string): string[] {
  try {
    return readFileSync(join(root, ".release-files"), "utf8").split("\n").filter(Boolean);
  } catch {
    const out: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(dir, entry.name));
        else out.push(relative(root, join(dir, entry.name)));
      }
    };
    walk(root);
    return out;
  }
}

/** The addresses a file of the release answers: `x/index.html` → /x and /x/, `x.html` → /x and /x.html. */
export function urlsOfFile(file: string): string[] {
  const path = `/${file.split("\\").join("/")}`;
  if (path === "/index.html") return ["/"];
  if (path.endsWith("/index.html")) {
    const dir = path.slice(0, -"/index.html".length);
    return [dir, `${dir}/`];
  }
  if (path.endsWith(".html")) return [path.slice(0, -".html".length), path];
  return [path];
}

/** The keys of two JSON objects (or the members of two JSON lists) whose values differ. */
function changedEntries(before: string, after: string, file: string): string[] {
  const read = (root: string): Record<string, unknown> => {
    try {
      const value: unknown = JSON.parse(readFileSync(join(root, file), "utf8"));
      return Array.isArray(value)
        ? Object.fromEntries(value.map((v) => [String(v), true]))
        : (value as Record<string, unknown>);
    } catch {
      return {};
    }
  };
  const [a, b] = [read(before), read(after)];
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => a[key] !== b[key]);
}

/** What changed from the release at `before` (undefined, or gone: unknown) to the one at `after`. */
export function changedUrls(before: string | undefined, after: string): ReleaseChange {
  const everything = { urls: [], everything: true };
  if (!before || !existsSync(before)) return everything;
  const urls = new Set<string>();
  const statOf = (root: string, file: string) => {
    try {
      return statSync(join(root, file));
    } catch {
      return undefined;
    }
  };
  for (const file of new Set([...filesOf(before), ...filesOf(after)])) {
    const name = file.split("/").pop()!;
    if (file === REDIRECTS_FILE || file === RETIRED_FILE) {
      // Moved and retired addresses answer 301 and 410 from the server: those whose answer changed.
      for (const path of changedEntries(before, after, file)) urls.add(path);
      continue;
    }
    if (name.startsWith(".")) continue; // the build's bookkeeping, never served
    const [old, now] = [statOf(before, file), statOf(after, file)];
    if (old && now) {
      // A hard link the publish kept: the same inode, not read. Another size: changed. Else the content hashes tell.
      if (old.dev === now.dev && old.ino === now.ino) continue;
      if (old.size === now.size && fileHash(join(before, file)) === fileHash(join(after, file))) continue;
    } else if (file.startsWith("assets/")) continue; // a content-hashed asset that comes or goes was never asked for under another content
    if (file === "_headers" || name === "404.html") return everything;
    for (const url of urlsOfFile(file)) urls.add(url);
  }
  if (urls.size > MAX_URLS) return everything;
  return { urls: [...urls].sort(), everything: false };
}
