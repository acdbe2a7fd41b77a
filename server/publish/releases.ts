// Built versions of the site and the pointer the static server reads.
// The build itself is one function (BuildSite: a candidate's folder and the
// release served now in, a complete release folder out), so another renderer
// plugs in without the publisher knowing; the default renders the candidate's
// content with the deployed SSR bundle (renderBuild), PUBLISH_BUILD_COMMAND a
// whole build instead; either runs with a time-out, killed with its children.
// <dir>/releases/<tree> is a complete build of that git tree (built in
// <tree>.building, renamed when done); <dir>/current is a symlink to one of
// them, replaced by rename(2), so a request sees the old or the new version,
// never a mix or a half-built folder. Without a pointer (before the first
// publish) the server's own dist/ is served.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { discard, DISCARDED, sweepDiscarded } from "../content/discard.ts";
import { existsSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Context } from "hono";
import { staticSite } from "../static.ts";
import { childEnv, processSettings } from "../config.ts";
import { renderedCode } from "../../lib/render/prerender.ts";
import { isComplete, recordFiles } from "./release-files.ts";
import { spares } from "./spare.ts";
import { endEditorWorker } from "../content/editor-data.ts";
import { compactHeap } from "../memory/compact.ts";

export interface Releases {
  dir: string;
  /** The folder served now. */
  current(): string;
  /** The tree of the version served (undefined: the server's own dist/). */
  currentTree(): string | undefined;
  /** Whether `tree` has a complete release rendered by the code this server runs. */
  has(tree: string): boolean;
  /** Builds the checkout at `candidate` (whose git tree is `tree`) as the release of `tree`; rejects with the build's output on failure, or when `signal` aborts (the build is killed). */
  build(tree: string, candidate: string, signal?: AbortSignal): Promise<void>;
  /** Builds the checkout at `cwd` into `out` (a preview); rejects with the build's output on failure. */
  buildAt(cwd: string, out: string, signal?: AbortSignal): Promise<void>;
  /**
   * Clears what publishes cut short left (half-built folders, folders on their way out). Only while
   * no publish runs on any instance (inside the publish lock): a `.building` folder may be another
   * instance's build in progress.
   */
  sweep(): void;
  /** Serves `tree`'s newest release from now on (atomic); throws when that folder is incomplete. */
  swap(tree: string): void;
  /**
   * When the folder served is incomplete or gone (and building it again failed): serves the newest
   * complete release instead, or the server's own dist/ without one. Returns what it serves now.
   */
  fallBack(): string;
  /** The GET/HEAD handler of the version served now. */
  handler(): (c: Context) => Response | Promise<Response>;
}

/** Renders the checkout at `candidate` into `out` (a new folder); `previous` is the release served now, if any. Rejects when the build fails. */
export type BuildSite = (input: {
  candidate: string;
  out: string;
  previous?: string;
  /** A copy of `previous` made beforehand (server/publish/spare.ts), if it exists: taken instead of copying `previous`. */
  spare?: string;
  /** Aborted: the build is killed and rejects (the publish lost its lock). */
  signal?: AbortSignal;
}) => Promise<void>;

/** A build left running this long is killed: one stuck build must not hold every later publish. */
export const BUILD_TIMEOUT_MS = 10 * 60_000;

const TETHER = fileURLToPath(new URL("tether.sh", import.meta.url));

/**
 * Runs `argv` in `cwd` with `env`, killed (with its children) after `timeoutMs` or when `signal` aborts;
 * rejects with the end of its output when it fails. It runs under tether.sh, so it dies with this server.
 */
async function runBuild(
  argv: string[],
  cwd: string,
  env: Record<string, string>,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<string> {
  signal?.throwIfAborted();
  let log = "";
  let timedOut = false;
  const code = await new Promise<number | null>((done) => {
    // Its own process group, so the time-out kills the bundler's children too; stdin is the tether's pipe to this process.
    const child = spawn("sh", [TETHER, ...argv], {
      cwd,
      detached: true,
      env: childEnv(env),
      stdio: ["pipe", "pipe", "pipe"],
    });
    const killGroup = () => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeoutMs);
    signal?.addEventListener("abort", killGroup, { once: true });
    child.stdout.on("data", (chunk) => (log = (log + String(chunk)).slice(-20_000)));
    child.stderr.on("data", (chunk) => (log = (log + String(chunk)).slice(-20_000)));
    child.on("close", (exit) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", killGroup);
      child.stdin.destroy();
      done(exit);
    });
    child.on("error", (error) => {
      log += error.message;
      done(1);
    });
  });
  signal?.throwIfAborted();
  if (timedOut)
    throw new Error(`La compilación del sitio no terminó en ${Math.round(timeoutMs / 1000)} s y se ha detenido.`);
  if (code !== 0)
    throw new Error(
      `La compilación del sitio falló (código ${code}):\n${log.trim().split("\n").slice(-15).join("\n")}`,
    );
  return log;
}

/** A BuildSite that runs `argv` (a whole build, `node scripts/build.ts`) in the candidate with SITE_DIST/SITE_SSR set. */
export function commandBuild(
  argv: string[] = [process.execPath, "scripts/build.ts"],
  timeoutMs = BUILD_TIMEOUT_MS,
): BuildSite {
  return async ({ candidate, out, signal }) => {
    const ssr = `${out}-ssr`;
    try {
      await runBuild(argv, candidate, { SITE_DIST: out, SITE_SSR: ssr, SKIP_EDITOR_BUILD: "1" }, timeoutMs, signal);
    } finally {
      rmSync(ssr, { recursive: true, force: true });
    }
  };
}

const RENDERER = fileURLToPath(new URL("../../lib/render/publish-render.ts", import.meta.url));
/**
 * The renderer's heap, bounded: it runs beside the server, and V8 sizes a young generation by the machine's
 * memory (134 MB kept here). 4 MB semi-spaces (at 10×, a 4-route render: 171 MB resident at most with 16, 154
 * with 8; in a later run 143–146 with 8, 126–131 with 4; all 748 routes: 271 and 251 MB with 16 and 8; the CPU within the noise each time;
 * `--optimize-for-size` took 20–23 MB off too but cost ~15 % more CPU, not taken);
 * the old generation's 384 MB stops a runaway render (the publish fails, the site stays as it was)
 * before the host's memory runs out (docs/publishing.md, "A 512 MB container").
 */
const RENDERER_HEAP = ["--max-semi-space-size=4", "--max-old-space-size=384"];
/**
 * malloc's settings of `npm run serve`, for the renderer too (an operator's own win): glibc gives each
 * thread that allocates an arena of its own (up to 8 per core; V8's helper threads allocate), and moves
 * its threshold for mmap up to 32 MB as large blocks are freed, after which they stay in the arenas:
 * at 10×, ~100 MB of the server's memory (docs/publishing.md, "A 512 MB container").
 */
const operatorMalloc = processSettings();
const RENDERER_MALLOC = {
  MALLOC_ARENA_MAX: operatorMalloc.MALLOC_ARENA_MAX ?? "2",
  MALLOC_MMAP_THRESHOLD_: operatorMalloc.MALLOC_MMAP_THRESHOLD_ ?? "131072",
};

/**
 * The default BuildSite: the deployed code's SSR bundle (`ssrDir`, from `npm run build`) renders
 * the candidate's content into a copy of the release served now, again only where the content
 * changed (lib/render/publish-render.ts). No bundler: a code change is a deploy (docs/publishing.md).
 */
export function renderBuild(
  ssrDir: string,
  siteDist: string,
  timeoutMs = BUILD_TIMEOUT_MS,
  compileCache?: string,
): BuildSite {
  return async ({ candidate, out, previous, spare, signal }) => {
    const args = [
      "--ssr",
      ssrDir,
      "--content",
      candidate,
      "--out",
      out,
      "--fallback",
      siteDist,
      ...(previous ? ["--previous", previous] : []),
      ...(previous && spare ? ["--spare", spare] : []),
    ];
    // Node's compile cache (V8 code and the stripped TypeScript, by file content): the renderer is a new
    // process per publish, and loading its modules took ~140 ms of its time, ~60 ms from the cache.
    const output = await runBuild(
      [process.execPath, ...RENDERER_HEAP, RENDERER, ...args],
      candidate,
      { ...RENDERER_MALLOC, ...(compileCache ? { NODE_COMPILE_CACHE: compileCache } : {}) },
      timeoutMs,
      signal,
    );
    // Its summary (publish-render.ts's last line), in the log: what a publish's or a follow's render did and cost
    // (npm run bench:instances prints it beside the phases).
    const summary = output.trim().split("\n").at(-1) ?? "";
    if (summary.startsWith("{")) console.log(`[render] ${summary}`);
  };
}

export interface ReleaseOptions {
  dir: string;
  fallbackDist: string;
  /** argv of a whole build run in the candidate (PUBLISH_BUILD_COMMAND); default: the renderer with `ssrDir`. Ignored when `buildSite` is given. */
  buildCommand?: string[];
  /** The deployed SSR bundle (dist-ssr/) the default renderer uses. */
  ssrDir?: string;
  /** The build (default: commandBuild(buildCommand)). */
  buildSite?: BuildSite;
  buildTimeoutMs?: number;
  /** Older releases kept besides the one served (for a quick restore by hand). */
  keep?: number;
}

export function releases(options: ReleaseOptions): Releases {
  const releaseDir = join(options.dir, "releases");
  const pointer = join(options.dir, "current");
  mkdirSync(releaseDir, { recursive: true });
  const target = () => {
    try {
      return readlinkSync(pointer);
    } catch {
      return undefined;
    }
  };
  const buildSite =
    options.buildSite ??
    (options.buildCommand || !options.ssrDir
      ? commandBuild(options.buildCommand, options.buildTimeoutMs)
      : renderBuild(options.ssrDir, options.fallbackDist, options.buildTimeoutMs, join(options.dir, "compile-cache")));
  let served: { target: string | undefined; handler: ReturnType<typeof staticSite> } | undefined;
  /** The newest folder of a tree built since the start (`<tree>`, or `<tree>~<id>` when rendered again), while on disk. */
  const newest = new Map<string, string>();
  const folderOf = (tree: string) => newest.get(tree) ?? (target()?.split("~")[0] === tree ? target()! : tree);
  // Releases the renderer made record the code that rendered them (lib/render/prerender.ts); after a
  // deploy, the server's own dist/ has the new code's, and an older release is rendered again.
  // Only where releases are rendered with the deployed code: a whole build per publish (PUBLISH_BUILD_COMMAND) builds its own.
  const wholeBuild = !options.buildSite && (Boolean(options.buildCommand) || !options.ssrDir);
  const deployed = wholeBuild ? undefined : renderedCode(options.fallbackDist);
  const sameCode = (dir: string) => deployed === undefined || renderedCode(dir) === deployed;
  const spare = spares(join(options.dir, "spare"));

  /** Renders `cwd` into `out` from the release served now; `withSpare`: a publish's, which may take the spare copy of it. */
  async function render(cwd: string, out: string, signal: AbortSignal | undefined, withSpare: boolean) {
    rmSync(out, { recursive: true, force: true });
    // An incomplete release served now is no base for the next: a build linking its files would miss them too.
    const previous = target() && join(releaseDir, target()!);
    const base = previous && isComplete(previous) ? previous : undefined;
    try {
      await buildSite({
        candidate: cwd,
        out,
        previous: base,
        spare: base && withSpare ? spare.of(base) : undefined,
        signal,
      });
      if (!existsSync(join(out, "index.html")))
        throw new Error("La compilación del sitio no produjo la página de inicio (index.html).");
    } catch (error) {
      rmSync(out, { recursive: true, force: true });
      throw error;
    }
  }

  const self: Releases = {
    dir: options.dir,
    current: () => {
      const t = target();
      return t ? join(releaseDir, t) : options.fallbackDist;
    },
    currentTree: () => target()?.split("~")[0],
    has: (tree) => {
      const dir = join(releaseDir, folderOf(tree));
      return isComplete(dir) && sameCode(dir);
    },
    async build(tree, candidate, signal) {
      // A folder of this attempt's own: a build orphaned by a killed server (its child processes
      // outlive it) keeps writing into its folder, never into the next start's, and the start after
      // that clears it with the other leftovers.
      const id = randomUUID().slice(0, 8);
      const out = join(releaseDir, `${tree}.${id}.building`);
      // A spare still being made would compete with the render for the disk: the render copies the tree itself.
      spare.stop();
      // The render is a process of its own beside this one, ~150 MB resident for a one-page edit at 10×: what
      // this process holds meanwhile is let go first. The editor data worker ends (the new version's data is
      // made after the render, in a new worker); this thread's heap, full of the checks' and the catalogs'
      // garbage (~100 MB at 10×), is compacted while the renderer starts, this thread having nothing else
      // to do (docs/publishing.md, "Memory").
      endEditorWorker();
      const rendering = render(candidate, out, signal, true);
      compactHeap();
      await rendering;
      recordFiles(out);
      // A tree rendered again (new code deployed) gets a folder beside the old one, which may be the one
      // served: replacing it in place would leave a moment with no folder behind the pointer.
      const name = existsSync(join(releaseDir, tree)) ? `${tree}~${id}` : tree;
      renameSync(out, join(releaseDir, name));
      newest.set(tree, name);
    },
    buildAt: (cwd, out, signal) => render(cwd, out, signal, false),
    sweep() {
      // Renamed away, then deleted in the background: a folder something still writes into (a build
      // orphaned by a killed server) cannot fail the start with ENOTEMPTY.
      sweepDiscarded(releaseDir);
      for (const name of readdirSync(releaseDir))
        if (name.includes(".building") && !name.includes(DISCARDED)) discard(join(releaseDir, name));
      spare.sweep();
    },
    swap(tree) {
      const name = folderOf(tree);
      if (!isComplete(join(releaseDir, name)))
        throw new Error(`La versión compilada del sitio (${name.slice(0, 8)}) está incompleta: no se publica.`);
      const next = `${pointer}.next`;
      rmSync(next, { force: true });
      symlinkSync(name, next);
      renameSync(next, pointer);
      prune(name);
      // Not awaited: made while nothing is published, for the next publish's render.
      if (!options.buildSite && !wholeBuild) void spare.prepare(join(releaseDir, name));
    },
    fallBack() {
      const t = target();
      if (t && isComplete(join(releaseDir, t))) return t;
      const complete = readdirSync(releaseDir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && !d.name.includes(".building") && !d.name.includes(DISCARDED))
        .map((d) => d.name)
        .filter((name) => isComplete(join(releaseDir, name)))
        .sort((a, b) => statSync(join(releaseDir, b)).mtimeMs - statSync(join(releaseDir, a)).mtimeMs);
      const next = `${pointer}.next`;
      rmSync(next, { force: true });
      if (!complete[0]) {
        rmSync(pointer, { force: true });
        return options.fallbackDist;
      }
      symlinkSync(complete[0], next);
      renameSync(next, pointer);
      return complete[0];
    },
    handler() {
      return (c: Context) => {
        const t = target();
        if (!served || served.target !== t)
          served = { target: t, handler: staticSite(t ? join(releaseDir, t) : options.fallbackDist) };
        return served.handler(c);
      };
    },
  };

  const prune = (keepTree: string) => {
    const keep = options.keep ?? 2;
    const all = readdirSync(releaseDir, { withFileTypes: true })
      .filter(
        (d) => d.isDirectory() && !d.name.includes(".building") && !d.name.includes(DISCARDED) && d.name !== keepTree,
      )
      .map((d) => d.name);
    if (all.length <= keep) return;
    all.sort((a, b) => statSync(join(releaseDir, b)).mtimeMs - statSync(join(releaseDir, a)).mtimeMs);
    for (const name of all.slice(keep)) discard(join(releaseDir, name));
    // Only the folders still on disk are remembered: one entry per tree ever built grew with every publish.
    for (const [tree, name] of newest) if (!existsSync(join(releaseDir, name))) newest.delete(tree);
  };
  return self;
}
