// "Publicar": one page document into main and onto the site, serialised.
// In order, inside one queue (and, with PostgreSQL, one advisory lock across
// instances): check the whole site with the document in place (the code of
// `npm run validate`), write it and the copy catalogs into the working tree,
// build that tree into a new release folder, and only when the build is
// complete commit (the person as author) and swap the served pointer. A
// failed build puts the working tree back: nothing served changes and no
// commit exists. A crash at any step leaves either no commit (the working
// tree is put back at the next start) or a commit whose complete release is
// served at the next start (rebuilt then if the crash came between the two).
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { checkDocs } from "../../lib/editor/api.ts";
import { assertPageDocument, pageFilePath, Refused } from "../../lib/editor/guard.ts";
import { forEditor, stopsPublish, type EditorProblem } from "../../lib/editor/problems.ts";
import { loadContent } from "../../lib/validate/content.ts";
import { syncContentCatalogs } from "../../lib/i18n/content-catalog.ts";
import { formatLike } from "../../src/core/json-preserve.ts";
import type { Json } from "../../src/core/json.ts";
import { uploadFilesOf } from "../../lib/editor/images.ts";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { git, identity } from "./git.ts";
import type { Releases } from "./releases.ts";

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
 * queue, so it reads the files as the publishes before it left them; a
 * `Refused` it throws makes the job "invalid" with its message.
 */
export type Changes = Record<string, unknown>;

export interface PublishJob {
  id: string;
  file: string;
  author: string;
  state: JobState;
  message: string;
  commit?: string;
  problems?: EditorProblem[];
  queuedAt: string;
  doneAt?: string;
  buildMs?: number;
  /** A scheduled publish that ran after its time (the server was down): how late, in minutes. */
  lateMinutes?: number;
  push?: "pushed" | "pending" | "none";
}

export interface PublisherOptions {
  repo: string;
  releases: Releases;
  /** Git remote (name or URL) every publish is pushed to (CONTENT_REMOTE); unset: none. */
  remote?: string;
  /** Branch published to (default: the one checked out in repo). */
  branch?: string;
  /** Runs `work` while no other server instance publishes (PostgreSQL advisory lock); default: as is. */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
  now?: () => Date;
  log?: (line: string) => void;
}

const TRACKED = ["pages", "locales"];
/** Uploaded images: staged by a publish only when its page names them (the rest of the library stays untracked until used). */
const UPLOADS = "public/img/uploads";

/** Problems in files the change does not touch that the site did not have before it (a page that refers to a deleted one, say). */
function newProblemsElsewhere(repo: string, docs: Record<string, unknown>): EditorProblem[] {
  const key = (p: { file: string; pointer: string; message: string }) => `${p.file}\0${p.pointer}\0${p.message}`;
  const before = new Set(loadContent(repo).problems.map(key));
  const after = loadContent(repo, { overrides: docs });
  const added = after.problems.filter((p) => !(p.file in docs) && !before.has(key(p)));
  return forEditor(after.schemas, added, () => undefined);
}

export function publisher(options: PublisherOptions) {
  const { repo, releases } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(`[publish] ${line}`));
  const exclusive = options.exclusive ?? (<T>(work: () => Promise<T>) => work());
  const jobs = new Map<string, PublishJob>();
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(() => exclusive(work));
    chain = next.catch(() => undefined);
    return next;
  };
  let pushPending = false;
  let pushTimer: NodeJS.Timeout | undefined;

  // Set while a publish has written into the working tree and not committed:
  // only then does a start put pages/ and locales/ back (a developer's own
  // uncommitted edits in the same checkout are never touched otherwise).
  const marker = join(releases.dir, "publishing");
  /** Uncommitted changes of pages/ and locales/ (a publish that never completed) go. */
  const discardWorkingChanges = async () => {
    await git(repo, ["reset", "-q", "--", ...TRACKED, UPLOADS]);
    await git(repo, ["checkout", "--", ...TRACKED]);
    await git(repo, ["clean", "-fdq", "--", ...TRACKED]);
  };

  async function run(job: PublishJob, given: Changes | (() => Changes), message: string, author: Author): Promise<void> {
    job.state = "building";
    let changes: Changes;
    try {
      changes = typeof given === "function" ? given() : given;
      for (const [file, doc] of Object.entries(changes)) {
        pageFilePath(repo, file);
        if (doc !== null) assertPageDocument(doc);
      }
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      Object.assign(job, { state: "invalid", problems: [], message: `${error.message} No se ha publicado nada.` });
      return;
    }
    // The whole site with every change in place (a file that goes is left out): problems of the changed files, and any the change brings to others.
    const docs = Object.fromEntries(Object.entries(changes).map(([file, doc]) => [file, doc ?? undefined]));
    // The publish gate's warnings let the page through; its blocking findings do not (lib/validate/gate/).
    const problems = [...checkDocs(repo, docs).problems.filter(stopsPublish), ...newProblemsElsewhere(repo, docs)];
    if (problems.length > 0) {
      Object.assign(job, { state: "invalid", problems, message: "La página tiene problemas: corrígelos antes de publicar. No se ha publicado nada." });
      return;
    }
    const writes: Array<[string, string | null]> = [];
    for (const [file, doc] of Object.entries(changes)) {
      const full = pageFilePath(repo, file);
      const current = existsSync(full) ? readFileSync(full, "utf8") : null;
      const text = doc === null ? null : formatLike(current ?? undefined, doc as Json);
      if (text !== current) writes.push([full, text]);
    }
    if (writes.length === 0) {
      Object.assign(job, { state: "live", message: "No había cambios que publicar: la página publicada ya es esta." });
      return;
    }
    writeFileSync(marker, job.file);
    for (const [full, text] of writes) {
      if (text === null) rmSync(full, { force: true });
      else {
        mkdirSync(dirname(full), { recursive: true });
        writeFileSync(full, text);
      }
    }
    try {
      await syncContentCatalogs(repo);
      await git(repo, ["add", "-A", "--", ...TRACKED]);
      // The images the page shows go into the same commit, so the rebuilt site (and any clone) has them.
      const images = [...new Set(Object.values(changes).flatMap((doc) => (doc ? uploadFilesOf(doc) : [])))].filter((f) => existsSync(join(repo, f)));
      if (images.length > 0) await git(repo, ["add", "--", ...images]);
      const tree = (await git(repo, ["write-tree"])).trim();
      const started = performance.now();
      if (!releases.has(tree)) await releases.build(tree);
      job.buildMs = Math.round(performance.now() - started);
      await git(repo, [...identity(author), "commit", "-q", "--no-verify", "-m", message]);
      job.commit = (await git(repo, ["rev-parse", "HEAD"])).trim();
      releases.swap(tree);
      // The subject: a message's body (the file, for developers) is not for the screen.
      const subject = message.split("\n")[0];
      Object.assign(job, { state: "live", message: `Publicado: ${subject}` });
      log(`${job.commit.slice(0, 8)} ${subject} (build ${job.buildMs} ms)`);
    } catch (error) {
      await discardWorkingChanges();
      Object.assign(job, { state: "failed", message: `No se ha publicado nada: el sitio sigue como estaba. ${(error as Error).message}` });
      log(`failed ${job.file}: ${(error as Error).message.split("\n")[0]}`);
    } finally {
      rmSync(marker, { force: true });
    }
  }

  const pushNow = async (): Promise<boolean> => {
    if (!options.remote) return true;
    const branch = options.branch ?? (await git(repo, ["rev-parse", "--abbrev-ref", "HEAD"])).trim();
    try {
      await git(repo, ["push", "-q", options.remote, `HEAD:refs/heads/${branch}`]);
      pushPending = false;
      return true;
    } catch (error) {
      pushPending = true;
      log(`push to ${options.remote} failed, retried in a minute: ${(error as Error).message.split("\n")[0]}`);
      clearTimeout(pushTimer);
      pushTimer = setTimeout(() => void serial(pushNow), 60_000);
      pushTimer.unref();
      return false;
    }
  };

  /** Queues one commit of one or more files (`file` names the job: the page it is about); resolves when it is done (the job says how it went). */
  function publishChanges(file: string, changes: Changes | (() => Changes), message: string, author: Author, extra: Partial<PublishJob> = {}): { job: PublishJob; done: Promise<PublishJob> } {
    pageFilePath(repo, file);
    const job: PublishJob = { id: randomUUID(), file, author: author.name, state: "queued", message: "En cola", queuedAt: now().toISOString(), ...extra };
    jobs.set(job.id, job);
    if (jobs.size > 200) jobs.delete(jobs.keys().next().value!);
    const done = serial(async () => {
      await run(job, changes, message, author);
      if (job.state === "live" && job.commit) job.push = options.remote ? ((await pushNow()) ? "pushed" : "pending") : "none";
      job.doneAt = now().toISOString();
      return job;
    });
    return { job, done };
  }

  return {
    /** Queues a publish of `doc` as `file`; resolves when it is done (the job says how it went). */
    publish: (file: string, doc: unknown, message: string, author: Author, extra: Partial<PublishJob> = {}) => publishChanges(file, { [file]: doc }, message, author, extra),
    publishChanges,
    job: (id: string) => jobs.get(id),
    pushPending: () => pushPending,
    /**
     * At start: a publish cut short leaves uncommitted changes (dropped: its
     * commit never happened); the commit at HEAD is served from its complete
     * release, built first if a crash came between commit and swap.
     */
    recover(): Promise<void> {
      return serial(async () => {
        if (existsSync(marker)) await discardWorkingChanges();
        rmSync(marker, { force: true });
        const tree = (await git(repo, ["rev-parse", "HEAD^{tree}"])).trim();
        if (releases.currentTree() === tree) return;
        if (releases.has(tree)) return releases.swap(tree);
        // Never published from this server: its own dist/ is the build of HEAD.
        if (releases.currentTree() === undefined) return;
        log(`rebuilding ${tree.slice(0, 8)} (HEAD has no complete build)`);
        await releases.build(tree);
        releases.swap(tree);
      }).then(() => (options.remote ? serial(pushNow).then(() => undefined) : undefined));
    },
    stop: () => clearTimeout(pushTimer),
    releasesDir: join(releases.dir, "releases"),
  };
}

export type Publisher = ReturnType<typeof publisher>;
