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
import { existsSync } from "node:fs";
import { join } from "node:path";
import { checkDocs } from "../../scripts/lib/editor/api.ts";
import { assertPageDocument, pageFilePath } from "../../scripts/lib/editor/guard.ts";
import type { EditorProblem } from "../../scripts/lib/editor/problems.ts";
import { syncContentCatalogs } from "../../scripts/lib/content-catalog.ts";
import { uploadFilesOf } from "../../scripts/lib/editor/images.ts";
import { formatLike } from "../../src/editor/json-preserve.ts";
import type { Json } from "../../src/editor/doc-data.ts";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { git, identity } from "./git.ts";
import type { Releases } from "./releases.ts";

export interface Author {
  id: number;
  name: string;
  email: string;
}

export type JobState = "queued" | "building" | "live" | "failed" | "invalid";

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

  async function run(job: PublishJob, doc: unknown, message: string, author: Author): Promise<void> {
    job.state = "building";
    const file = job.file;
    const full = pageFilePath(repo, file);
    assertPageDocument(doc);
    const { problems } = checkDocs(repo, { [file]: doc });
    if (problems.length > 0) {
      Object.assign(job, { state: "invalid", problems, message: "La página tiene problemas: corrígelos antes de publicar. No se ha publicado nada." });
      return;
    }
    const current = existsSync(full) ? readFileSync(full, "utf8") : undefined;
    const text = formatLike(current, doc as Json);
    if (text === current) {
      Object.assign(job, { state: "live", message: "No había cambios que publicar: la página publicada ya es esta." });
      return;
    }
    writeFileSync(marker, file);
    writeFileSync(full, text);
    try {
      await syncContentCatalogs(repo);
      await git(repo, ["add", "-A", "--", ...TRACKED]);
      // The images the page shows go into the same commit, so the rebuilt site (and any clone) has them.
      const images = uploadFilesOf(doc).filter((f) => existsSync(join(repo, f)));
      if (images.length > 0) await git(repo, ["add", "--", ...images]);
      const tree = (await git(repo, ["write-tree"])).trim();
      const started = performance.now();
      if (!releases.has(tree)) await releases.build(tree);
      job.buildMs = Math.round(performance.now() - started);
      await git(repo, [...identity(author), "commit", "-q", "--no-verify", "-m", message]);
      job.commit = (await git(repo, ["rev-parse", "HEAD"])).trim();
      releases.swap(tree);
      Object.assign(job, { state: "live", message: `Publicado: ${message}` });
      log(`${job.commit.slice(0, 8)} ${message} (build ${job.buildMs} ms)`);
    } catch (error) {
      await discardWorkingChanges();
      Object.assign(job, { state: "failed", message: `No se ha publicado nada: el sitio sigue como estaba. ${(error as Error).message}` });
      log(`failed ${file}: ${(error as Error).message.split("\n")[0]}`);
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

  return {
    /** Queues a publish of `doc` as `file`; resolves when it is done (the job says how it went). */
    publish(file: string, doc: unknown, message: string, author: Author, extra: Partial<PublishJob> = {}): { job: PublishJob; done: Promise<PublishJob> } {
      pageFilePath(repo, file);
      const job: PublishJob = { id: randomUUID(), file, author: author.name, state: "queued", message: "En cola", queuedAt: now().toISOString(), ...extra };
      jobs.set(job.id, job);
      if (jobs.size > 200) jobs.delete(jobs.keys().next().value!);
      const done = serial(async () => {
        await run(job, doc, message, author);
        if (job.state === "live" && job.commit) job.push = options.remote ? ((await pushNow()) ? "pushed" : "pending") : "none";
        job.doneAt = now().toISOString();
        return job;
      });
      return { job, done };
    },
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
