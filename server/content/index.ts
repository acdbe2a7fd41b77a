// The one content source of the server: the content repository at its
// published commit (page documents, _site.json, _data/, catalogs), and
// everything the server derives from it — form declarations, inline demo
// sections, the inbox's form labels, site settings, redirects, the editor's
// data. Every reader goes through here; when a publish goes live (or another
// instance published: follow()), the new commit is read and the listeners
// (A/B tests, retention) are told, so no published change needs a restart.
//
// The commit is read from a plain checkout of its own, <dir>/<commit> (made
// with a throwaway index, checkout.ts), never from anyone's working copy;
// <dir>/live is a symlink to the one in use, for readers that keep a path.
// The maps below are replaced in place, in one synchronous step, so the
// routes holding them see the old or the new content, never a mix.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import type { FormDeclaration } from "../../src/core/forms/types.ts";
import { loadDemoSections, type DemoSection } from "../api-demo.ts";
import { formCatalogue, loadForms } from "../forms.ts";
import { eventsRetentionDays } from "../experiments/index.ts";
import { branchTip, git } from "../git.ts";
import { retentionDays } from "../retention.ts";
import { commitFolder } from "./checkout.ts";
import { discard, sweepDiscarded } from "./discard.ts";
import { editorOffThread, editorWorkerHeap } from "./editor-data.ts";
import { forgetUnder } from "../../lib/validate/load-cache.ts";
import { compactWhenQuiet } from "../memory/compact.ts";

export type FormInfo = ReturnType<typeof formCatalogue> extends Map<string, infer V> ? V : never;

export interface Redirect {
  from: string;
  to: string;
}

/** What the server reads of one version of the content. */
interface Derived {
  root: string;
  site: Record<string, unknown>;
  forms: Map<string, FormDeclaration>;
  catalogue: Map<string, FormInfo>;
  demoSections: Map<string, DemoSection>;
}

function derive(root: string): Derived {
  const pagesDir = join(root, "pages");
  const forms = loadForms(pagesDir);
  const siteFile = join(pagesDir, "_site.json");
  const site = existsSync(siteFile) ? (JSON.parse(readFileSync(siteFile, "utf8")) as Record<string, unknown>) : {};
  return { root, site, forms, catalogue: formCatalogue(pagesDir, forms), demoSections: loadDemoSections(pagesDir) };
}

const replace = <K, V>(map: Map<K, V>, next: ReadonlyMap<K, V>) => {
  map.clear();
  for (const [k, v] of next) map.set(k, v);
};

/** The process's memory when a version goes live, for an operator following it (docs/publishing.md). */
async function memoryLine(): Promise<string> {
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  const { rss, heapUsed, heapTotal } = process.memoryUsage();
  const worker = await editorWorkerHeap().catch(() => undefined);
  return `memory: rss ${mb(rss)} MB, heap ${mb(heapUsed)}/${mb(heapTotal)} MB${worker ? `, editor worker ${Math.round(worker.used)}/${Math.round(worker.total)} MB` : ""}`;
}

/** The editor's page list and data of one version, as JSON text (server/content/editor-data.ts). */
interface PreparedEditor {
  version: string;
  pages: Promise<string>;
  data: Promise<string>;
}

/** Each page document's git blob id at `commit` (git ls-tree: ~20 ms for 1,700 documents). */
async function pageBlobs(repo: string, commit: string): Promise<Array<[string, string]>> {
  const listing = await git(repo, ["ls-tree", "-r", "-z", commit, "--", "pages"]);
  return listing
    .split("\0")
    .filter(Boolean)
    .map((line) => {
      // "<mode> blob <id>\t<path>"
      const tab = line.indexOf("\t");
      return [line.slice(tab + 1), line.slice(0, tab).split(" ")[2] ?? ""] as [string, string];
    });
}

export type ContentListener = (version: string) => void | Promise<void>;

export interface GitContentOptions {
  /** The content repository (a dedicated clone by default: contentRepository()). */
  repo: string;
  /** Where the checkouts of published commits live (<PUBLISH_DIR>/content). */
  dir: string;
  /** The published branch (default: the one the repository's HEAD names). */
  branch?: string;
  /** Linked into each checkout, for a build run there. */
  nodeModules?: string;
  /**
   * Prepare the editor's data of a new version at once (the server): the first version always, a later one while
   * the editor was asked for in the last EDITOR_IN_USE_MS; else on the first request (tests).
   */
  prepareEditorData?: boolean;
  log?: (line: string) => void;
}

/** The content repository's published branch, followed. */
export async function gitContent(options: GitContentOptions) {
  const branch =
    options.branch ??
    ((await git(options.repo, ["symbolic-ref", "--short", "-q", "HEAD"]).catch(() => "")).trim() || "main");
  const source = createSource({ git: { ...options, branch } });
  if (existsSync(options.dir)) sweepDiscarded(options.dir);
  await source.refresh();
  return source;
}

/**
 * How long after the editor's last request a new version's editor data is still prepared ahead: an instance nobody
 * edits through (a follower behind the balancer, a quiet night) renders publishes without also preparing, in its
 * worker, data no one asks for (CPU and memory per publish); the next request prepares it then.
 */
const EDITOR_IN_USE_MS = 30 * 60_000;

interface SourceConfig {
  git: GitContentOptions & { branch: string };
}

function createSource(config: SourceConfig) {
  const log = config.git.log ?? ((line: string) => console.log(`[content] ${line}`));
  const forms = new Map<string, FormDeclaration>();
  const catalogue = new Map<string, FormInfo>();
  const demoSections = new Map<string, DemoSection>();
  const listeners = new Set<ContentListener>();
  let version = "";
  let current: Derived | undefined;
  let editor: PreparedEditor | undefined;
  let editorAskedAt = Number.NEGATIVE_INFINITY;
  let followTimer: NodeJS.Timeout | undefined;
  // Refreshes and adoptions run one after the other.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = chain.then(work);
    chain = run.catch(() => undefined);
    return run;
  };
  const liveLink = join(config.git.dir, "live");
  // The page list's facts of each document content (lib/editor/page-facts.ts): kept across versions and restarts.
  const factsDir = join(config.git.dir, "editor-facts");
  // And their check results (lib/validate/stored-checks.ts): a start does not check 1,700 documents again at 100×.
  const checksDir = join(config.git.dir, "editor-checks");

  function apply(nextVersion: string, root: string) {
    const next = derive(root);
    // One synchronous step: a request sees all of the old content or all of the new.
    replace(forms, next.forms);
    replace(catalogue, next.catalogue);
    replace(demoSections, next.demoSections);
    const first = version === "";
    current = next;
    version = nextVersion;
    // A name of this process's own: two instances starting on one disk both point the link.
    const temp = `${liveLink}.${process.pid}.${Math.random().toString(36).slice(2)}.next`;
    rmSync(temp, { force: true });
    symlinkSync(nextVersion, temp);
    renameSync(temp, liveLink);
    // The editor's data of the new version is prepared now, off the event loop, so sign-in → editor finds it ready:
    // at start, and after a publish while the editor is in use.
    const inUse = performance.now() - editorAskedAt < EDITOR_IN_USE_MS;
    if (config.git.prepareEditorData && (first || inUse)) prepareEditor(nextVersion, root);
  }

  /**
   * The page list and editor data of `forVersion`, computed in the worker, the list asked first (it answers
   * first: sign-in → page list does not wait for the data); a failure (the worker ended: its heap limit) is
   * not kept, the next request tries again.
   */
  function prepareEditor(forVersion: string, root: string): PreparedEditor {
    // Each page file's blob id, the key of its facts (a publish changes a few); without them its JSON is hashed.
    const blobs = pageBlobs(config.git.repo, forVersion).catch(() => undefined);
    const prepared: PreparedEditor = {
      version: forVersion,
      pages: blobs.then((known) => editorOffThread({ kind: "pages", root, blobs: known, factsDir, checksDir })),
      data: blobs.then(() => editorOffThread({ kind: "data", root })),
    };
    editor = prepared;
    const forget = () => {
      if (editor === prepared) editor = undefined;
    };
    prepared.pages.catch(forget);
    prepared.data.catch(forget);
    return prepared;
  }

  /** The editor's page list and data of the version in use (prepared now when they are not). */
  function editorFor(): PreparedEditor {
    editorAskedAt = performance.now();
    if (!editor || editor.version !== version) return prepareEditor(version, current!.root);
    return editor;
  }

  async function tell() {
    for (const listener of listeners) {
      try {
        await listener(version);
      } catch (error) {
        log(`a reader failed to take ${version.slice(0, 8)}: ${(error as Error).message}`);
      }
    }
  }

  /** Older checkouts go; the last few stay (a request, or the other instance, may still be reading one). */
  function prune(keep = 3) {
    const dir = config.git.dir;
    const folders = readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && /^[0-9a-f]{40}$/.test(d.name) && d.name !== version)
      .map((d) => ({ name: d.name, at: statSync(join(dir, d.name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const old of folders.slice(keep - 1)) {
      discard(join(dir, old.name));
      forgetUnder(join(dir, old.name));
      rmSync(join(dir, `${old.name}.index`), { force: true });
    }
  }

  async function publishedCommit(): Promise<string> {
    const g = config.git;
    return branchTip(g.repo, g.branch);
  }

  async function refreshNow(): Promise<boolean> {
    const commit = await publishedCommit();
    if (commit === version) return false;
    const root = await commitFolder(config.git.repo, config.git.dir, commit, config.git.nodeModules);
    apply(commit, root);
    log(`serving content ${commit.slice(0, 8)}`);
    await tell();
    prune();
    compactWhenQuiet();
    return true;
  }

  const self = {
    /** The published commit (or, for a folder, a stamp of the last read). */
    version: () => version,
    /** The folder of the version in use (a checkout of the published commit). */
    root: () => current!.root,
    /** A path that always leads to the version in use (a symlink), for readers that keep a path. */
    liveRoot: () => liveLink ?? current!.root,
    repo: config.git.repo,
    branch: config.git.branch,
    /** Form declarations by id (the same Map object, updated in place). */
    forms,
    /** Each form's title and pages, for the inbox and the notifier's emails (updated in place). */
    formCatalogue: catalogue,
    /** The inline demo sections by id (updated in place). */
    demoSections,
    site: () => current?.site ?? {},
    redirects: (): Redirect[] =>
      ((current?.site.redirects as Redirect[] | undefined) ?? []).map((r) => ({ from: r.from, to: r.to })),
    retentionDays: () => retentionDays(join(current!.root, "pages", "_site.json")),
    eventsRetentionDays: () => eventsRetentionDays(join(current!.root, "pages", "_site.json")),
    /** The version whose editor data is ready or being prepared (none: made on the next request). */
    editorPreparedFor: (): string | undefined => editor?.version,
    /** The editor's page list of the version in use, as JSON text, computed once per version in a worker thread. */
    editorPages: (): Promise<string> => editorFor().pages,
    /** The editor's data (schemas, site, collections, catalogs) of the version in use, as JSON text, likewise. */
    editorData: (): Promise<string> => editorFor().data,
    /** Called (and awaited) after each change of version. */
    onChange(listener: ContentListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Reads the published commit again; true when it changed. Calls do not overlap. */
    refresh: (): Promise<boolean> => serial(refreshNow),
    /** The publisher's commit, just published, becomes the version in use (its checkout: the candidate it built). */
    adopt: (commit: string): Promise<void> =>
      serial(async () => {
        if (commit === version) return;
        apply(commit, await commitFolder(config.git.repo, config.git.dir, commit, config.git.nodeModules));
        log(`serving content ${commit.slice(0, 8)} (${await memoryLine()})`);
        await tell();
        prune();
        // The publish's garbage (its checks, the catalogs' sync, the old version's derived maps) given back.
        compactWhenQuiet();
      }),
    /** The checkout folder of any commit (made when missing): the publisher's recovery builds from it. */
    checkout: (commit: string) => commitFolder(config.git.repo, config.git.dir, commit, config.git.nodeModules),
    /** Follows a publish made elsewhere (another instance, a push into the repository): reads the branch every `everyMs`. */
    follow(everyMs = 2000) {
      clearInterval(followTimer);
      followTimer = setInterval(
        () => void self.refresh().catch((error: Error) => log(`follow failed: ${error.message}`)),
        everyMs,
      );
      followTimer.unref();
    },
    stop: () => clearInterval(followTimer),
  };
  return self;
}

export type ContentSource = ReturnType<typeof createSource>;
