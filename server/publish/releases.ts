// Built versions of the site and the pointer the static server reads.
// <dir>/releases/<tree> is a complete build of that git tree (built in
// <tree>.building, renamed when done); <dir>/current is a symlink to one of
// them, replaced by rename(2), so a request sees the old or the new version,
// never a mix or a half-built folder. Without a pointer (before the first
// publish) the server's own dist/ is served.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import type { Context } from "hono";
import { staticSite } from "../static.ts";
import { childEnv } from "../config.ts";

export interface Releases {
  dir: string;
  /** The folder served now. */
  current(): string;
  /** The tree of the version served (undefined: the server's own dist/). */
  currentTree(): string | undefined;
  has(tree: string): boolean;
  /** Builds the repository's working tree as `tree`; rejects with the build's output on failure. */
  build(tree: string): Promise<void>;
  /** Builds the checkout at `cwd` into `out` (a preview); rejects with the build's output on failure. */
  buildAt(cwd: string, out: string): Promise<void>;
  /** Serves `tree` from now on (atomic). */
  swap(tree: string): void;
  /** The GET/HEAD handler of the version served now. */
  handler(): (c: Context) => Response | Promise<Response>;
}

export interface ReleaseOptions {
  dir: string;
  repo: string;
  fallbackDist: string;
  /** argv of the visitors' build, run in the repository with SITE_DIST/SITE_SSR set (default `node scripts/build.ts`). */
  buildCommand?: string[];
  /** Older releases kept besides the one served (for a quick restore by hand). */
  keep?: number;
}

export function releases(options: ReleaseOptions): Releases {
  const releaseDir = join(options.dir, "releases");
  const pointer = join(options.dir, "current");
  mkdirSync(releaseDir, { recursive: true });
  // Half-built folders of a crashed build are never served: drop them.
  for (const name of readdirSync(releaseDir)) if (name.includes(".building")) rmSync(join(releaseDir, name), { recursive: true, force: true });
  const target = () => {
    try {
      return readlinkSync(pointer);
    } catch {
      return undefined;
    }
  };
  let served: { target: string | undefined; handler: ReturnType<typeof staticSite> } | undefined;

  const self: Releases = {
    dir: options.dir,
    current: () => {
      const t = target();
      return t ? join(releaseDir, t) : options.fallbackDist;
    },
    currentTree: () => target(),
    has: (tree) => existsSync(join(releaseDir, tree)),
    async build(tree) {
      // A folder of this attempt's own: a build orphaned by a killed server (its child processes
      // outlive it) keeps writing into its folder, never into the next start's, and the start after
      // that clears it with the other leftovers.
      const out = join(releaseDir, `${tree}.${randomUUID().slice(0, 8)}.building`);
      await self.buildAt(options.repo, out);
      rmSync(join(releaseDir, tree), { recursive: true, force: true });
      renameSync(out, join(releaseDir, tree));
    },
    async buildAt(cwd, out) {
      const ssr = `${out}-ssr`;
      rmSync(out, { recursive: true, force: true });
      const [cmd, ...args] = options.buildCommand ?? [process.execPath, "scripts/build.ts"];
      let log = "";
      const code = await new Promise<number | null>((done) => {
        const child = spawn(cmd!, args, { cwd, env: childEnv({ SITE_DIST: out, SITE_SSR: ssr, SKIP_EDITOR_BUILD: "1" }), stdio: ["ignore", "pipe", "pipe"] });
        child.stdout.on("data", (chunk) => (log = (log + String(chunk)).slice(-20_000)));
        child.stderr.on("data", (chunk) => (log = (log + String(chunk)).slice(-20_000)));
        child.on("close", done);
        child.on("error", (error) => {
          log += error.message;
          done(1);
        });
      });
      rmSync(ssr, { recursive: true, force: true });
      if (code !== 0 || !existsSync(join(out, "index.html"))) {
        rmSync(out, { recursive: true, force: true });
        throw new Error(`La compilación del sitio falló (código ${code}):\n${log.trim().split("\n").slice(-15).join("\n")}`);
      }
    },
    swap(tree) {
      const next = `${pointer}.next`;
      rmSync(next, { force: true });
      symlinkSync(tree, next);
      renameSync(next, pointer);
      prune(tree);
    },
    handler() {
      return (c: Context) => {
        const t = target();
        if (!served || served.target !== t) served = { target: t, handler: staticSite(t ? join(releaseDir, t) : options.fallbackDist) };
        return served.handler(c);
      };
    },
  };

  const prune = (keepTree: string) => {
    const keep = options.keep ?? 2;
    const all = readdirSync(releaseDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.includes(".building") && d.name !== keepTree)
      .map((d) => d.name);
    if (all.length <= keep) return;
    all.sort((a, b) => statSync(join(releaseDir, b)).mtimeMs - statSync(join(releaseDir, a)).mtimeMs);
    for (const name of all.slice(keep)) rmSync(join(releaseDir, name), { recursive: true, force: true });
  };
  return self;
}
