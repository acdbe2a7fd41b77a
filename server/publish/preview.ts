// A draft's private preview: the draft's commit checked out in a throwaway
// folder with its own index (server/content/checkout.ts) and built by the visitors' build (the production renderer),
// into <dir>/previews/<commit>; served at /admin/preview/<commit>/<path> to
// signed-in people only, never indexed. The link can be shared with a
// colleague who has an account. Builds queue one at a time (2 cores).
// Instances sharing PUBLISH_DIR share previews/: each build works in folders
// of its own (<commit>.<job>.worktree, .building), owned while its
// <commit>.<job>.owner file is touched, and a start removes only what no live
// build owns (another instance may be rendering the same commit right then).
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { Hono } from "hono";
import { BoundedCache } from "../../src/core/bounded-cache.ts";
import { staticSite } from "../static.ts";
import { checkoutInto } from "../content/checkout.ts";
import { discard, DISCARDED, sweepDiscarded } from "../content/discard.ts";
import type { Releases } from "./releases.ts";
import { releaseTours, withReleaseBanner } from "./release-banner.ts";
import { declareRoutes, on } from "../http/route.ts";
import { git } from "../git.ts";
import { sharedRefsOf } from "../content/shared-refs.ts";

export const PREVIEW_SITE_ROUTES = declareRoutes("/admin/preview", {
  site: { method: "GET", path: "/:commit{[0-9a-f]{40}}/*", role: "editor" },
});

export const PREVIEW_SITES_KEPT = 8;
/** Previews whose state (building, ready with its address, failed and why) is remembered: more than a team starts in an hour. */
export const PREVIEW_STATES_KEPT = 32;

export interface PreviewState {
  id: string;
  state: "building" | "ready" | "failed";
  url?: string;
  message?: string;
}

export function previews(options: { repo: string; releases: Releases; nodeModules?: string }) {
  const dir = join(options.releases.dir, "previews");
  mkdirSync(dir, { recursive: true });
  // What became of each preview asked for, while someone may poll it: the last PREVIEW_STATES_KEPT (a server
  // kept every commit ever previewed). One forgotten answers from its folder ("ready") or is built again.
  const states = new BoundedCache<string, PreviewState>(PREVIEW_STATES_KEPT);
  let chain: Promise<unknown> = Promise.resolve();
  const tours = releaseTours(options.repo);
  const urlOf = (commit: string, path: string) => `/admin/preview/${commit}${path}`;

  sweepPreviewLeftovers(dir);

  async function build(commit: string) {
    const job = `${commit}.${randomUUID().slice(0, 8)}`;
    const owner = join(dir, `${job}.owner`);
    const tree = join(dir, `${job}.worktree`);
    const out = join(dir, `${job}.building`);
    // Written before its folders, touched while it runs: another instance's start sees them owned.
    writeFileSync(owner, "");
    const beat = setInterval(() => touch(owner), OWNER_BEAT_MS);
    beat.unref();
    try {
      await checkoutInto(options.repo, commit, tree, options.nodeModules);
      await options.releases.buildAt(tree, out);
      try {
        renameSync(out, join(dir, commit));
      } catch (error) {
        // Another instance finished the same commit's preview first: the same content, theirs stays.
        if (!existsSync(join(dir, commit, "index.html"))) throw error;
        discard(out);
      }
    } finally {
      clearInterval(beat);
      // The checkout is a copy of the project's files: removed without holding the server's thread (rmSync of it
      // took 470 ms of the main thread on the 2-core machine, every visitor's request waiting).
      await rm(tree, { recursive: true, force: true });
      await rm(`${tree}.index`, { force: true });
      rmSync(owner, { force: true });
    }
  }

  const app = new Hono();
  app.use("*", async (c, next) => {
    await next();
    c.header("X-Robots-Tag", "noindex, nofollow");
    c.header("Cache-Control", "no-store");
  });
  // A handler per previewed commit, with its compressed files: a preview is looked at for a while by the
  // few people editing, then never again; 8 kept, the least recently viewed out (reopened, it is made again).
  const sites = new BoundedCache<string, ReturnType<typeof staticSite>>(PREVIEW_SITES_KEPT);
  on(app, PREVIEW_SITE_ROUTES.site, async (c) => {
    const commit = c.req.param("commit");
    const root = join(dir, commit);
    if (!existsSync(root)) {
      // Behind a balancer the preview may have been asked of another instance: this one builds it too.
      const state = await buildIfKnown(commit, "/");
      if (state?.state === "building") {
        c.header("Retry-After", "2");
        return c.text("Esta vista previa se está preparando: vuelve a cargar en unos segundos.", 503);
      }
      if (!existsSync(root)) return c.text("Esta vista previa ya no existe o aún se está preparando.", 404);
    }
    let site = sites.get(commit);
    if (!site) sites.set(commit, (site = staticSite(root)));
    const inner = new URL(c.req.url);
    // What follows the commit, wherever the app is mounted (/admin/preview in the server, / in tests).
    inner.pathname = inner.pathname.slice(inner.pathname.indexOf(`/${commit}`) + commit.length + 1) || "/";
    const response = await site({
      req: { url: inner.toString(), method: c.req.method, header: (name: string) => c.req.header(name) },
      body: (b: BodyInit | null, status: number, headers: Record<string, string>) =>
        new Response(b, { status, headers }),
    } as never);
    if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return response;
    // The page's own scripts and styles come from the preview's build, not the public one; its links to other
    // pages of the site stay inside the preview (issue 41: a link in the review's frame led to the live site,
    // which refuses to be framed). Links to other sites, and protocol-relative ones, are left alone.
    let html = (await decoded(response))
      .replace(LANGUAGE_REDIRECT, "")
      .replaceAll('"/assets/', `"/admin/preview/${commit}/assets/`)
      .replace(/(\shref=")\/(?!\/|admin\/)/g, `$1/admin/preview/${commit}/`)
      .replace("<head>", '<head><meta name="robots" content="noindex, nofollow" />');
    const tour = await tours.of(commit);
    if (tour) html = withReleaseBanner(html, tour, commit, inner.pathname);
    return c.html(html, response.status as 200);
  });

  /** Queues the build of `commit`'s preview, or answers the one queued or built; `path` only names the ready URL. */
  function start(commit: string, path: string | undefined): PreviewState {
    if (existsSync(join(dir, commit))) return { id: commit, state: "ready", url: path && urlOf(commit, path) };
    const known = states.get(commit);
    if (known && known.state === "building") return known;
    const state: PreviewState = { id: commit, state: "building" };
    states.set(commit, state);
    chain = chain.then(() =>
      build(commit).then(
        () => Object.assign(state, { state: "ready", url: path && urlOf(commit, path) }),
        (error: Error) => Object.assign(state, { state: "failed", message: error.message }),
      ),
    );
    return state;
  }

  /**
   * A preview asked of another instance (no sticky sessions): its commit is a draft's or a review's or a
   * release's preview commit, whose refs are on the content remote. Built here too when such a ref here names
   * it, after a fetch of the shared refs if need be; undefined when none does.
   */
  async function buildIfKnown(commit: string, path: string | undefined): Promise<PreviewState | undefined> {
    const known = states.get(commit);
    if (known) return known;
    if (!(await namedByPreviewRef(options.repo, commit))) {
      await sharedRefsOf(options.repo)
        ?.fetchAtMostEvery(FETCH_AT_MOST_EVERY_MS)
        .catch(() => undefined);
      if (!(await namedByPreviewRef(options.repo, commit))) return undefined;
    }
    return start(commit, path);
  }

  return {
    app,
    /** A release's preview commit carries its tour in its message (release-banner.ts): any instance shows it. */
    async request(commit: string, path: string): Promise<PreviewState> {
      return start(commit, path);
    },
    // Only a commit id is looked up: any other id ("../..") would tell whether a path exists. Ready without a
    // URL when the path is not known here (the editor then asks for the preview again and gets its URL).
    async status(id: string): Promise<PreviewState> {
      if (!/^[0-9a-f]{40}$/.test(id)) return { id, state: "failed", message: PREVIEW_UNKNOWN };
      if (existsSync(join(dir, id))) return states.get(id) ?? { id, state: "ready" };
      return (await buildIfKnown(id, undefined)) ?? { id, state: "failed", message: PREVIEW_UNKNOWN };
    },
  };
}

const PREVIEW_UNKNOWN = "Esa vista previa no existe.";
/** A status poll or a view of an unknown commit fetches the shared refs at most this often (anyone may ask). */
const FETCH_AT_MOST_EVERY_MS = 1000;

/** Where the commits people preview live (drafts, and the commits made for a review's or a release's preview). */
const PREVIEW_REFS = ["refs/drafts/", "refs/review-previews/", "refs/release-previews/"];

/**
 * Whether a preview ref names `commit`: only those are built for whoever asks, not any commit of the history
 * (a published one is not a preview, and each build costs a render).
 */
const namedByPreviewRef = (repo: string, commit: string) =>
  git(repo, ["for-each-ref", "--count=1", "--format=%(refname)", `--points-at=${commit}`, ...PREVIEW_REFS]).then(
    (out) => out.trim() !== "",
    () => false,
  );

/** How often a preview build touches its owner file, and how long after the last touch its folders count as nobody's. */
const OWNER_BEAT_MS = 15_000;
const OWNER_GONE_MS = 4 * OWNER_BEAT_MS;
/** A build's folders and files: `<commit>.<job>.` then worktree, its index, building, owner. */
const JOB_ENTRY = /^([0-9a-f]{40}\.[0-9a-f]{8})\.(?:worktree|worktree\.index|building|owner)$/;
/** What builds left before folders were per job (`<commit>.worktree`, `.building`): owned by no live build of this code. */
const OLD_ENTRY = /^[0-9a-f]{40}\.(?:worktree|worktree\.index|building)$/;

const touch = (file: string) => {
  const now = new Date();
  try {
    utimesSync(file, now, now);
  } catch {
    // The build ended meanwhile: nothing to keep.
  }
};
const mtimeOf = (path: string) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
};

/**
 * At a start: what killed or stopped servers' preview builds left under `dir` (checkouts, their indexes,
 * half-built output), removed; a build whose owner file was touched lately is another instance's, at work.
 */
function sweepPreviewLeftovers(dir: string, now = Date.now()): void {
  sweepDiscarded(dir);
  for (const name of readdirSync(dir)) {
    if (name.includes(DISCARDED)) continue;
    const job = JOB_ENTRY.exec(name)?.[1];
    if (!job && !OLD_ENTRY.test(name)) continue;
    const beat = job ? mtimeOf(join(dir, `${job}.owner`)) : mtimeOf(join(dir, name));
    if (beat !== undefined && now - beat < OWNER_GONE_MS) continue;
    discard(join(dir, name));
  }
}

/**
 * The Spanish pages' first-visit language choice (src/core/i18n/language-script.ts), told by the key it
 * keeps the country lookup under: in a preview it sent a browser set to English to /en/admin/preview/…,
 * the public site's 404, never the previewed page. Someone previewing wants the page they edited.
 * "language-geo" is its GEO_SESSION_KEY (that module is not loadable by Node as it is; the test
 * strips the real script, so a renamed key fails it).
 */
const LANGUAGE_REDIRECT = /<script>(?:(?!<\/script>)[\s\S])*"language-geo"(?:(?!<\/script>)[\s\S])*<\/script>/;

async function decoded(response: Response): Promise<string> {
  const body = Buffer.from(await response.arrayBuffer());
  if (response.headers.get("content-encoding") === "gzip")
    return (await import("node:zlib")).gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}
