// "Publicar": one page document (or a few files) onto the published branch
// and the site, serialised. In order, inside one queue (and, with
// PostgreSQL, one advisory lock across instances): take the commit the
// change will land on (the branch's tip), work out the change against it
// (a draft's section-by-section merge happens here, so two publishes of one
// page cannot revert each other), check the whole site with it in place
// (the code of `npm run validate`), write it into a checkout of that commit
// of its own (checkout.ts: a folder and an index file of the publish's own,
// never anyone's working copy), build that into a new release folder, and
// only when the build is complete commit (the person as author), move the
// branch (compare-and-swap: a commit made meanwhile elsewhere is never
// overwritten), serve the release and hand the commit to the content
// source. A failed build leaves no commit and touches nothing anyone else
// wrote. The push to the remote runs outside the queue, retried.
// With the content remote as the truth (`contentRemote`: many instances, no
// shared disk), a publish first brings this instance up to the remote's
// branch (followRemote), and lands only when its push to the remote's branch
// succeeds, before the local branch moves or anything is served; a push the
// remote refuses (someone published meanwhile) runs the publish again on the
// new tip, merge included. Other instances follow the remote (on NOTIFY and
// every 2 s): fetch, render the new commit here, serve it; never backwards.
// Each job is a row of the store (stored/jobs.ts), written as it moves: any instance answers its status.
import { randomUUID } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { assertPageDocument, pageFilePath, Refused } from "../../lib/editor/guard.ts";
import { sharedSectionName } from "../../lib/validate/shared-sections.ts";
import type { EditorProblem } from "../../lib/editor/problems.ts";
import { type GateVerdict, publishGate } from "./gate.ts";
import { syncContentCatalogs } from "../../lib/i18n/content-catalog.ts";
import { syncChangedCatalogs } from "../../lib/i18n/catalog-patch.ts";
import { formatLike } from "../../src/core/json-preserve.ts";
import type { Json } from "../../src/core/json.ts";
import { uploadFilesOf } from "../../lib/editor/images.ts";
import { SITE_FILE } from "../../lib/editor/retire.ts";
import { isTemplateFile } from "../../lib/editor/page-templates.ts";
import { checkoutInto, placeFolder, spareCheckouts } from "../content/checkout.ts";
import { discard, DISCARDED, sweepDiscarded } from "../content/discard.ts";
import type { ContentSource } from "../content/index.ts";
import { endEditorWorker } from "../content/editor-data.ts";
import { branchTip, git, identity } from "../git.ts";
import { pusher } from "./push.ts";
import { cpuMsSoFar } from "./cpu-clock.ts";
import { syncedCatalogs } from "./catalogs-synced.ts";
import { type ContentRemote, isAncestor, RemoteDown, RemoteMoved } from "../content/remote.ts";
import { dropPublishedDraft, freshRefs } from "./drafts.ts";
import type { Releases } from "./releases.ts";
import type { Exclusive } from "./pg-lock.ts";
import { jobRows } from "./stored/jobs.ts";
import type { Driver } from "../store/driver.ts";
import { forgetUnder } from "../../lib/validate/load-cache.ts";
import { writeTranslations, type DraftedTranslations } from "../../lib/editor/translations.ts";

/** The job name of a publish of translations alone (no page changes). */
export const TRANSLATIONS_JOB = "locales";

export interface Author {
  id: number;
  name: string;
  email: string;
}

export type JobState = "queued" | "building" | "live" | "failed" | "invalid";

/**
 * The files one publish changes, by path from the repository
 * ("pages/x.json"): the new document, or null for a file that goes (a
 * declared winner deletes the variant file). A function is called inside the
 * queue with the commit the publish lands on (and its checkout), so it reads
 * the files as the publishes before it left them; a `Refused` it throws makes
 * the job "invalid" with its message.
 */
export type Changes = Record<string, unknown>;
export type ChangesOf = (landing: { commit: string; root: string }) => Changes | Promise<Changes>;

/**
 * Work that goes with a publish (its drafts deleted, a release marked published), run inside the
 * queue once the commit is live and before the job says "live": whoever waits for the job sees it done.
 */
export type Settle = (job: PublishJob) => Promise<void>;

export interface PublishJob {
  id: string;
  /** What it publishes: a page (or a few files named after one), a release, translations alone. */
  kind?: "page" | "release" | "translations";
  file: string;
  /** The release's id, for a release's publish. */
  release?: string;
  author: string;
  authorId?: number;
  state: JobState;
  message: string;
  commit?: string;
  problems?: EditorProblem[];
  queuedAt: string;
  doneAt?: string;
  buildMs?: number;
  /** Where its time went, in order (milliseconds each), as it moved. */
  phases?: Array<{ name: string; ms: number }>;
  /** A scheduled publish that ran after its time (the server was down): how late, in minutes. */
  lateMinutes?: number;
  push?: "pushed" | "pending" | "none";
}

export interface PublisherOptions {
  /** The content repository: its objects and branch (its working tree is never written). */
  repo: string;
  content: ContentSource;
  releases: Releases;
  /** The site's store: the jobs' rows. */
  db: Driver;
  /** Git remote (name or URL) every publish is pushed to (CONTENT_REMOTE); unset: none. */
  remote?: string;
  /** Milliseconds one push may take (default 2 minutes). */
  pushTimeoutMs?: number;
  /** The content remote as the truth (CONTENT_REMOTE with DATABASE_URL): a publish lands when its push lands. */
  contentRemote?: ContentRemote;
  /** Runs `work` while no other server instance publishes (PostgreSQL advisory lock; its signal aborts when the lock is lost); default: as is. */
  exclusive?: Exclusive;
  /** Tells other instances a new commit is live (PostgreSQL NOTIFY); they also find it by polling. */
  announce?: (commit: string) => void;
  /** A publish is live (not awaited): the CDN purge adds its phase to the job, `record` writes the row again (server/cdn/). */
  onLive?: (job: PublishJob, record: () => Promise<void>) => void;
  /** node_modules linked into each candidate, for the build. */
  nodeModules?: string;
  now?: () => Date;
  log?: (line: string) => void;
}

/** How often a publish whose push the remote refused (someone published meanwhile) runs again on the new tip. */
const LANDING_ATTEMPTS = 3;

/** A publish's refusal when this instance's branch is not in the remote's history (the remote was rewritten). */
const DIVERGED =
  "No se ha publicado nada: la versión publicada en este servidor no está en el repositorio de contenido (CONTENT_REMOTE), que parece reescrito. Avisa a quien administra el servidor.";

/** A publish whose push the remote refused LANDING_ATTEMPTS times. */
const MOVED_TOO_OFTEN =
  "No se ha publicado nada: otras publicaciones llegaban al repositorio de contenido a la vez. Vuelve a intentarlo.";

/** The copy catalogs a publish may rewrite (syncContentCatalogs), besides the changed files. */
const CATALOGS = "locales";

export function publisher(options: PublisherOptions) {
  const { repo, releases, content } = options;
  const branch = content.branch ?? "main";
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(`[publish] ${line}`));
  const exclusive: Exclusive = options.exclusive ?? ((work) => work(new AbortController().signal));
  const rows = jobRows(options.db, now);
  // Each job's writes, in order (a phase's write never lands after the final one); publish-status waits for them.
  const writes = new Map<string, Promise<void>>();
  const save = (job: PublishJob, first = false) => {
    const write = (writes.get(job.id) ?? Promise.resolve())
      .then(() => (first ? rows.add(job) : rows.put(job)))
      .catch((error: Error) => log(`job ${job.id} not recorded: ${error.message.split("\n")[0]}`));
    writes.set(job.id, write);
    return write;
  };
  const work = join(releases.dir, "work");
  const checkouts = join(releases.dir, "content");
  // The next publish's candidate, checked out ahead of it once a commit is live (checkout.ts).
  const spareCheckout = spareCheckouts(repo, work, options.nodeModules);
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const next = chain.then(() => exclusive(task));
    chain = next.catch(() => undefined);
    return next;
  };
  /** In this instance's queue, without the lock across instances (following the remote only touches this instance's disk). */
  const queued = <T>(task: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const next = chain.then(() => task(new AbortController().signal));
    chain = next.catch(() => undefined);
    return next;
  };
  let following: Promise<void> | undefined;
  let followTimer: NodeJS.Timeout | undefined;
  const push = pusher({ repo, branch, remote: options.remote, timeoutMs: options.pushTimeoutMs, log });
  const remote = options.contentRemote;
  /** The last commit published from this folder: its copy catalogs are in step with its pages (synced by the publish). */
  const synced = syncedCatalogs(releases.dir);
  let syncedCommit = synced.read();
  /** What following the remote last found (for /admin): "ahead" when this instance serves what the remote has not. */
  let remoteSync: "same" | "diverged" = "same";

  /**
   * Brings this instance up to the remote's branch: fetch, render its commit here (from the release served,
   * byte-identical to a full build), serve it, move the local branch, read it. Only forwards: a remote tip
   * that does not descend from the commit served is not taken ("diverged"). Throws RemoteDown.
   */
  async function followRemote(signal: AbortSignal): Promise<"same" | "moved" | "diverged"> {
    if (!remote) return "same";
    const laps: string[] = [];
    let at = performance.now();
    const lap = (name: string) => {
      laps.push(`${name} ${Math.round(performance.now() - at)}`);
      at = performance.now();
    };
    const tip = await remote.fetchTip();
    lap("fetch");
    const local = await branchTip(repo, branch);
    if (tip === local) {
      remoteSync = "same";
      if (content.version() !== local) await content.adopt(local);
      return "same";
    }
    if (!(await isAncestor(repo, local, tip))) {
      if (remoteSync !== "diverged")
        log(`the remote's ${tip.slice(0, 8)} does not descend from ${local.slice(0, 8)}: not taken`);
      remoteSync = "diverged";
      return "diverged";
    }
    const tree = (await git(repo, ["rev-parse", `${tip}^{tree}`])).trim();
    // The checkout of the new commit: the spare checkout of the one served, moved forward (only the files
    // that changed are written), else a whole one.
    mkdirSync(work, { recursive: true });
    const spare = spareCheckout.take(local, join(work, `follow-${tip}`));
    const candidate = spare ?? (await checkoutInto(repo, tip, join(work, `follow-${tip}`), options.nodeModules));
    try {
      if (spare)
        await git(repo, ["--work-tree", spare.dir, "read-tree", "-m", "-u", local, tip], {
          env: { GIT_INDEX_FILE: spare.index },
        });
      lap("checkout");
      if (!releases.has(tree)) await releases.build(tree, candidate.dir, signal);
      lap("render");
      releases.swap(tree);
      await git(repo, ["update-ref", "-m", "follow the content remote", `refs/heads/${branch}`, tip, local]);
      mkdirSync(checkouts, { recursive: true });
      placeFolder(candidate.dir, join(checkouts, tip));
      await content.adopt(tip);
      lap("adopt");
    } finally {
      rmSync(candidate.dir, { recursive: true, force: true });
      forgetUnder(candidate.dir);
      rmSync(candidate.index, { force: true });
    }
    remoteSync = "same";
    log(`${tip.slice(0, 8)} from the remote, served (ms: ${laps.join(", ")})`);
    void spareCheckout.prepare(tip);
    return "moved";
  }

  /** A settle step that fails is logged: the commit is live whatever it says. */
  async function settled(job: PublishJob, settle?: Settle) {
    try {
      await settle?.(job);
    } catch (error) {
      log(`after ${job.file}: ${(error as Error).message.split("\n")[0]}`);
    }
  }

  async function run(
    job: PublishJob,
    given: Changes | ChangesOf,
    message: string,
    author: Author,
    translations: DraftedTranslations,
    settle: Settle | undefined,
    signal: AbortSignal,
  ): Promise<void> {
    const translating = Object.values(translations).some((t) => Object.keys(t).length > 0);
    // The editor data worker's heap is not held through the checks either (releases.build ends it before
    // the render in any case): the new version's data is prepared after the render, in a new worker.
    endEditorWorker();
    job.state = "building";
    void save(job);
    // Where a publish's time goes, in the server's log (npm run bench:publish reads it there).
    const phases: string[] = [];
    // Each phase's CPU too (the server's and its children's: git, the renderer): under load, what it did.
    const phasesCpu: string[] = [];
    let lap = performance.now();
    let cpuLap = cpuMsSoFar();
    const phase = (name: string) => {
      const now = performance.now();
      const cpu = cpuMsSoFar();
      phases.push(`${name} ${Math.round(now - lap)}`);
      phasesCpu.push(`${name} ${Math.round(cpu - cpuLap)}`);
      (job.phases ??= []).push({ name, ms: Math.round(now - lap) });
      void save(job);
      lap = now;
      cpuLap = cpu;
    };
    // Inside the lock: the branch as the last publish (on any instance) left it; with the remote as the truth, the remote's.
    if (remote) {
      if ((await followRemote(signal)) === "diverged") throw new Error(DIVERGED);
      await freshRefs(repo);
      phase("fetch");
    }
    await content.refresh();
    const base = content.version();
    // Through the live link (a path that stays the same across versions, so loadContent's caches keep one entry per file).
    const liveRoot = content.liveRoot();
    let changes: Changes;
    try {
      changes = typeof given === "function" ? await given({ commit: base, root: liveRoot }) : given;
      for (const [file, doc] of Object.entries(changes)) {
        // The site document (a retired page's address, lib/editor/retire.ts) is checked against its schema with the rest below.
        if (file === SITE_FILE && doc !== null && typeof doc === "object") continue;
        // A team's page template (lib/editor/page-templates.ts) is no page: it goes into the commit as it is, or goes.
        if (isTemplateFile(file) && (doc === null || typeof doc === "object")) continue;
        // A shared section (pages/_data/sections/<name>.json) is checked as a section with the rest below.
        if (sharedSectionName(file) && doc !== null && typeof doc === "object") continue;
        pageFilePath(liveRoot, file);
        if (doc !== null) assertPageDocument(doc);
      }
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      Object.assign(job, { state: "invalid", problems: [], message: `${error.message} No se ha publicado nada.` });
      return;
    }
    // The candidate's checkout (a git process) runs while this thread checks the site: on a large site each
    // took a few hundred ms, one after the other. A publish that stops before the build removes it.
    mkdirSync(work, { recursive: true });
    const spare = spareCheckout.take(base, join(work, job.id));
    const checkingOut = spare
      ? Promise.resolve(spare)
      : checkoutInto(repo, base, join(work, job.id), options.nodeModules);
    const unused = () =>
      checkingOut.then(
        (candidate) => {
          rmSync(candidate.dir, { recursive: true, force: true });
          rmSync(candidate.index, { force: true });
        },
        () => undefined,
      );
    // The whole site with every change in place (a file that goes is left out): problems of the changed files, and any the change brings to others.
    const docs = Object.fromEntries(
      Object.entries(changes)
        .filter(([file]) => !isTemplateFile(file))
        .map(([file, doc]) => [file, doc ?? undefined]),
    );
    // The publish gate's warnings let the page through; its blocking findings do not (lib/gate/).
    let verdict: GateVerdict;
    try {
      verdict = publishGate(repo, liveRoot, docs, base);
    } catch (error) {
      await unused();
      throw error;
    }
    phase("checks");
    const { problems } = verdict;
    if (problems.length > 0) {
      await unused();
      Object.assign(job, {
        state: "invalid",
        problems,
        message: "La página tiene problemas: corrígelos antes de publicar. No se ha publicado nada.",
      });
      return;
    }
    // Each changed file: its new text (null: it goes) and the published one.
    const writes: Array<[string, string | null, string | null]> = [];
    for (const [file, doc] of Object.entries(changes)) {
      const full = join(liveRoot, file);
      const current = existsSync(full) ? readFileSync(full, "utf8") : null;
      const text = doc === null ? null : formatLike(current ?? undefined, doc as Json);
      if (text !== current) writes.push([file, text, current]);
    }
    if (writes.length === 0 && !translating) {
      await unused();
      Object.assign(job, { state: "live", message: "No había cambios que publicar: la página publicada ya es esta." });
      return;
    }
    const candidate = await checkingOut;
    phase("checkout");
    const env = { GIT_INDEX_FILE: candidate.index };
    const inCandidate = ["--work-tree", candidate.dir];
    try {
      for (const [file, text] of writes) {
        const full = join(candidate.dir, file);
        if (text === null) rmSync(full, { force: true });
        else {
          mkdirSync(dirname(full), { recursive: true });
          writeFileSync(full, text);
        }
      }
      // The catalogs of a commit published from this folder are patched for the changed files alone (catalog-patch.ts:
      // ~0.5 s of CPU at 10× the site for a whole sync, seconds at 100×); any other base is synced whole once.
      if (syncedCommit === base) {
        await syncChangedCatalogs(
          candidate.dir,
          writes.map(([file, after, before]) => ({ file, before, after })),
        );
        phase("catalogs patched");
      } else {
        await syncContentCatalogs(candidate.dir);
        phase("catalogs");
      }
      // Translations written in the browser, into the catalogs just synced (a text whose Spanish is gone is skipped).
      if (translating) await writeTranslations(candidate.dir, translations);
      // The uploaded images the pages show come from the library (the repository's folder) into the same commit.
      const images = [...new Set(Object.values(changes).flatMap((doc) => (doc ? uploadFilesOf(doc) : [])))];
      for (const image of images) {
        if (existsSync(join(candidate.dir, image)) || !existsSync(join(repo, image))) continue;
        mkdirSync(dirname(join(candidate.dir, image)), { recursive: true });
        copyFileSync(join(repo, image), join(candidate.dir, image));
      }
      // Only what this publish wrote: the changed files, the catalogs, the images (the checkout is the publish's own).
      const paths = [
        ...writes.map(([file]) => file),
        CATALOGS,
        ...images.filter((f) => existsSync(join(candidate.dir, f))),
      ];
      await git(repo, [...inCandidate, "add", "-A", "--", ...paths], { env });
      const tree = (await git(repo, ["write-tree"], { env })).trim();
      if (translating && writes.length === 0 && tree === (await git(repo, ["rev-parse", `${base}^{tree}`])).trim()) {
        await settled(job, settle);
        Object.assign(job, {
          state: "live",
          message: "No había cambios que publicar: las traducciones publicadas ya son estas.",
        });
        return;
      }
      phase("stage");
      const started = performance.now();
      if (!releases.has(tree)) await releases.build(tree, candidate.dir, signal);
      // Nothing is committed that the site could not serve whole.
      if (!releases.has(tree)) throw new Error("La versión compilada del sitio está incompleta.");
      job.buildMs = Math.round(performance.now() - started);
      phase("build");
      // The lock lost (its connection dropped): another instance may publish now, so nothing is committed.
      signal.throwIfAborted();
      const date = now().toISOString();
      const commit = (
        await git(repo, [...identity(author), "commit-tree", tree, "-p", base, "-m", message], {
          env: { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
        })
      ).trim();
      if (remote) {
        // Written before the push: a stop right after it finds the commit in the row (recover: live or not).
        job.commit = commit;
        await save(job);
        await landOnRemote(commit);
        phase("push");
      }
      // Compare-and-swap: refused if the branch moved since `base` (a commit made outside the queue), which is then kept.
      await git(repo, ["update-ref", "-m", `publish: ${message}`, `refs/heads/${branch}`, commit, base]);
      job.commit = commit;
      syncedCommit = commit;
      synced.write(commit);
      // The site's problems with the change in place are the new commit's: the next publish's "before" (a
      // team's template, left out of the check, is in the commit: not then).
      if (!Object.keys(changes).some(isTemplateFile)) verdict.landed(commit);
      phase("commit");
      // The candidate is the checkout of the new commit: it becomes the content source's folder for it.
      mkdirSync(checkouts, { recursive: true });
      placeFolder(candidate.dir, join(checkouts, commit));
      releases.swap(tree);
      await content.adopt(commit);
      phase("adopt");
      options.announce?.(commit);
      // The subject: a message's body (the file, for developers) is not for the screen.
      const subject = message.split("\n")[0];
      await settled(job, settle);
      phase("settle");
      Object.assign(job, { state: "live", message: `Publicado: ${subject}` });
      options.onLive?.(job, () => save(job));
      log(`${commit.slice(0, 8)} ${subject} (ms: ${phases.join(", ")}; CPU ms: ${phasesCpu.join(", ")})`);
      void spareCheckout.prepare(commit);
    } catch (error) {
      job.commit = undefined;
      // Someone published meanwhile: the caller runs the publish again on the remote's new tip.
      if (error instanceof RemoteMoved) throw error;
      Object.assign(job, {
        state: "failed",
        message:
          error instanceof RemoteDown
            ? error.message
            : `No se ha publicado nada: el sitio sigue como estaba. ${(error as Error).message}`,
      });
      log(`failed ${job.file}: ${(error as Error).message.split("\n")[0]}`);
    } finally {
      rmSync(candidate.dir, { recursive: true, force: true });
      forgetUnder(candidate.dir);
      rmSync(candidate.index, { force: true });
    }
  }

  /** Pushes `commit` onto the remote's branch; a time-out after which the remote has it counts as landed. */
  async function landOnRemote(commit: string) {
    try {
      await remote!.pushBranch(commit);
    } catch (error) {
      if (error instanceof RemoteDown && (await remote!.landed(commit))) return;
      throw error;
    }
  }

  /** Serves the release of the branch's `commit` (whose tree is `tree`), built first when it has none by this code. */
  async function serveBranch(commit: string, tree: string, signal: AbortSignal) {
    // Served already, by the code this server runs (a deploy renders the release again).
    if (releases.currentTree() === tree && releases.has(tree)) return;
    if (releases.has(tree)) return releases.swap(tree);
    // Never published from this server: its own dist/ is the build of the branch.
    if (releases.currentTree() === undefined) return;
    log(`rebuilding ${tree.slice(0, 8)} (the published commit has no complete build by this code)`);
    try {
      await releases.build(tree, await content.checkout(commit), signal);
    } catch (error) {
      // Never an incomplete folder served meanwhile: an older complete version is better than missing pages.
      log(`rebuild failed; serving ${basename(releases.fallBack())}`);
      throw error;
    }
    releases.swap(tree);
  }

  /** What the pusher marks ("pending", then "pushed" once a push carries it), written to the job's row each time. */
  const pushOf = (job: PublishJob) => ({
    get push() {
      return job.push;
    },
    set push(state: PublishJob["push"]) {
      job.push = state;
      if (state === "pushed") void save(job).then(() => writes.delete(job.id));
    },
  });

  /**
   * Queues one commit of one or more files (`file` names the job: the page it is about); `done` resolves when it
   * is done (the job says how it went), `recorded` once its row is written: an HTTP answer that hands out the
   * job's id waits for it, so publish-status on any instance finds the job.
   */
  function publishChanges(
    file: string,
    changes: Changes | ChangesOf,
    message: string,
    author: Author,
    extra: Partial<PublishJob> = {},
    translations?: DraftedTranslations,
    settle?: Settle,
  ): { job: PublishJob; done: Promise<PublishJob>; recorded: Promise<void> } {
    // A job's file is a page's, or the one other file it publishes alone: a shared section, a deleted template.
    if (file !== TRANSLATIONS_JOB && !sharedSectionName(file) && !isTemplateFile(file))
      pageFilePath(content.root(), file);
    const job: PublishJob = {
      id: randomUUID(),
      kind: extra.release ? "release" : file === TRANSLATIONS_JOB ? "translations" : "page",
      file,
      author: author.name,
      authorId: author.id,
      state: "queued",
      message: "En cola",
      queuedAt: now().toISOString(),
      ...extra,
    };
    const recorded = save(job, true);
    const failed = (error: unknown) =>
      Object.assign(job, {
        state: "failed",
        message:
          error instanceof RemoteDown || error instanceof RemoteMoved
            ? error.message
            : `No se ha publicado nada: el sitio sigue como estaba. ${(error as Error).message}`,
      });
    const done = serial(async (signal) => {
      for (let attempt = 1; ; attempt++) {
        try {
          await run(job, changes, message, author, translations ?? {}, settle, signal);
        } catch (error) {
          if (error instanceof RemoteMoved && attempt < LANDING_ATTEMPTS) {
            log(`${job.file}: the remote's branch moved during the publish; again on its new tip`);
            job.phases = [];
            continue;
          }
          failed(error instanceof RemoteMoved ? new RemoteMoved(MOVED_TOO_OFTEN) : error);
        }
        return job;
      }
    })
      // The lock itself failed (no database connection): the job says so instead of waiting for ever.
      .catch(failed)
      .then((finished) => {
        finished.doneAt = now().toISOString();
        return finished;
      })
      .then(async (finished) => {
        // Landed on the remote already (its push is part of the publish).
        if (finished.state === "live" && finished.commit && remote) finished.push = "pushed";
        // Outside the queue: a slow or unreachable remote never holds the next publish.
        else if (finished.state === "live" && finished.commit) push.track(pushOf(finished));
        else if (finished.state === "live") finished.push = "none";
        // Whoever waits for the job reads it done from any instance.
        await save(finished);
        writes.delete(finished.id);
        return finished;
      });
    return { job, done, recorded };
  }

  return {
    /** Queues a publish of `doc` as `file`; resolves when it is done (the job says how it went). */
    publish: (
      file: string,
      doc: unknown | ChangesOf,
      message: string,
      author: Author,
      extra: Partial<PublishJob> = {},
      translations?: DraftedTranslations,
      settle?: Settle,
    ) =>
      publishChanges(
        file,
        typeof doc === "function"
          ? async (landing) => ({ [file]: await (doc as ChangesOf)(landing) })
          : { [file]: doc },
        message,
        author,
        extra,
        translations,
        settle,
      ),
    publishChanges,
    /** The job's row (once this instance's writes of it so far have landed), from whichever instance queued it. */
    job: async (id: string) => {
      await writes.get(id);
      return rows.get(id);
    },
    pushPending: () => push.pending(),
    push,
    /**
     * At start: candidates of publishes cut short go (their commit never
     * happened); the branch's commit is served from its complete release,
     * built first if a crash came between commit and swap; then work that
     * should have followed a live commit (`settleInterrupted`: a release's
     * drafts) is done. All inside the lock: no other instance publishes meanwhile.
     */
    recover(settleInterrupted?: () => Promise<void>): Promise<void> {
      return serial(async (signal) => {
        releases.sweep();
        if (existsSync(work)) {
          sweepDiscarded(work);
          for (const name of readdirSync(work)) if (!name.includes(DISCARDED)) discard(join(work, name));
        }
        if (remote) {
          // The remote's branch: a publish cut short after its push is live (and its job says so).
          await followRemote(signal).catch((error: Error) => log(`start without the remote: ${error.message}`));
          const served = await branchTip(repo, branch);
          // What its settle would have done for a page: the draft it published goes (unless saved again since).
          const settleLanded = async (job: PublishJob) => {
            if (job.kind !== "page" || job.authorId === undefined) return;
            await dropPublishedDraft(repo, job.authorId, job.file, job.queuedAt).catch((error: Error) =>
              log(error.message),
            );
          };
          const landed = await rows.confirmLanded((commit) => isAncestor(repo, commit, served), settleLanded);
          if (landed > 0) log(`${landed} publish job(s) cut short after their push: live`);
        }
        const interrupted = await rows.failInterrupted();
        if (interrupted > 0) log(`${interrupted} publish job(s) cut short by a stop: marked failed`);
        await content.refresh();
        const commit = content.version();
        const tree = (await git(repo, ["rev-parse", `${commit}^{tree}`])).trim();
        await serveBranch(commit, tree, signal);
        await settleInterrupted?.();
        void spareCheckout.prepare(commit);
      }).then(() => {
        // Not awaited: a remote that hangs must not hold the start (the schedule starts after recovery).
        void push.nudge();
      });
    },
    /**
     * Follows the remote (NOTIFY, and every `everyMs`): a commit published through another instance is
     * fetched, rendered and served here. Between publishes of this instance (its queue), without the lock.
     */
    followRemote(everyMs = 2000) {
      if (!remote) return;
      // One follow queued at a time; a nudge while it runs asks for one more after it (the remote may have moved since its fetch).
      let again = false;
      const follow = () => {
        if (following) {
          again = true;
          return;
        }
        following = queued(async (signal) => {
          try {
            await followRemote(signal);
          } catch (error) {
            if (!(error instanceof RemoteDown)) log(`follow failed: ${(error as Error).message.split("\n")[0]}`);
          }
        }).finally(() => {
          following = undefined;
          if (again) {
            again = false;
            follow();
          }
        });
      };
      clearInterval(followTimer);
      followTimer = setInterval(follow, everyMs);
      followTimer.unref();
      return follow;
    },
    /** The remote's state for /admin: reachable, and whether this instance serves what the remote has. */
    remoteStatus: () => (remote ? { ...remote.health(), diverged: remoteSync === "diverged" } : undefined),
    stop: () => {
      push.stop();
      clearInterval(followTimer);
    },
    releasesDir: join(releases.dir, "releases"),
  };
}

export type Publisher = ReturnType<typeof publisher>;
