// The refs every instance must read the same, kept on the content remote
// (many instances, no shared disk: docs/publishing.md, "Many instances"):
// people's drafts (refs/drafts/*), drafted translations
// (refs/translation-drafts/*), uploaded images (refs/uploads/<hash>, a
// commit whose tree holds the upload's files) and the commits made to preview
// a review or a release (refs/review-previews/*, refs/release-previews/*: a
// preview asked of one instance is polled and opened through any other). A save pushes its ref first,
// with --force-with-lease on the value this instance last saw (a draft is
// rewritten on every save, so the push cannot be a fast-forward; the lease
// is the compare-and-swap), and moves the local ref only once the remote took
// it; a read fetches them first (--prune: a draft published or discarded on
// another instance goes here too), unless nothing changed since its last
// fetch: every save counts itself in the store (a counter, `refsStamp`)
// once the remote took it, and a read compares that counter (one query,
// about a millisecond) with the one its last fetch started at, instead of
// fetching (0.2-1 s) each time. A save also tells the other instances
// (NOTIFY site_refs), which fetch at once in the background, so a read
// after a save elsewhere mostly finds it here already. This instance's
// fetches and pushes run one after the other, so a fetch never writes back
// a value older than a save made meanwhile.
//
// Why refs on the remote rather than rows of the store: a draft is a commit
// (its parent is the published commit it started from; the section merge,
// "Ver qué cambió" and the preview read it as git objects), and a pushed ref
// carries its objects to every clone, where a row would need them copied
// by hand. An upload is committed the same way, so a publish on any
// instance finds the files its page names.
import { existsSync, readdirSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Refused } from "../../lib/editor/guard.ts";
import { git } from "../git.ts";
import type { Driver } from "../store/driver.ts";
import { type ContentRemote, FETCH, RemoteDown, RemoteMoved } from "./remote.ts";

const NAMESPACES = [
  "refs/drafts/",
  "refs/translation-drafts/",
  "refs/uploads/",
  "refs/review-previews/",
  "refs/release-previews/",
];
const UPLOADS = join("public", "img", "uploads");
/** An upload's commit is the same on every instance that makes it: no author, no date of its own. */
const UPLOAD_AUTHOR = ["-c", "user.name=Biblioteca", "-c", "user.email=biblioteca@localhost"];
const EPOCH = new Date(0).toISOString();

const SAVE_REMOTE_DOWN =
  "No se ha guardado: no se pudo contactar con el repositorio de contenido (CONTENT_REMOTE). Vuelve a intentarlo en unos minutos.";
const SAVED_ELSEWHERE = "Otra persona guardó esto a la vez desde otra instancia: vuelve a cargar y repite el cambio.";

async function localValue(repo: string, ref: string): Promise<string | undefined> {
  const out = await git(repo, ["rev-parse", "--verify", "-q", ref]).catch(() => "");
  return out.trim() || undefined;
}

/** The count of saves of shared refs, a row of the store every instance reads (refsStamp below). */
export interface RefsStamp {
  /** The count now; throws when the store does not answer. */
  read(): Promise<number>;
  /** One save more (after the remote took it); the count it made. */
  bump(): Promise<number>;
}

/** The counter as a row of the store (`shared_refs_stamp`, one row). */
export function refsStamp(db: Driver): RefsStamp {
  return {
    async read() {
      return Number((await db.get("SELECT n FROM shared_refs_stamp WHERE id = 1"))?.n ?? 0);
    },
    async bump() {
      const row = await db.get(
        `INSERT INTO shared_refs_stamp (id, n) VALUES (1, 1)
         ON CONFLICT (id) DO UPDATE SET n = shared_refs_stamp.n + 1 RETURNING n`,
      );
      return Number(row?.n);
    },
  };
}

export interface SharedRefsOptions {
  /** Absent: every read fetches. */
  stamp?: RefsStamp;
  /** After each save the remote took: tell the other instances (NOTIFY site_refs). */
  saved?: () => void;
  log?: (line: string) => void;
}

function sharedRefs(repo: string, remote: ContentRemote, options: SharedRefsOptions = {}) {
  const { stamp } = options;
  const log = options.log ?? ((line: string) => console.warn(line));
  /** The counter when this instance's last fetch started (or its own save made it): equal now, nothing to fetch. */
  let fetchedStamp: number | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  let queuedFetch: Promise<void> | undefined;
  let fetchedAt = 0;
  /** The fetch waiting for the end of fetchAtMostEvery's interval, shared by whoever asks meanwhile. */
  let delayed: Promise<void> | undefined;
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = chain.then(work);
    chain = run.catch(() => undefined);
    return run;
  };
  // Upload commits whose files are in the library already.
  const placed = new Set<string>();

  /** Writes each shared upload's files into the library (public/img/uploads/) when they are not there yet. */
  async function placeUploads() {
    const out = await git(repo, ["for-each-ref", "--format=%(objectname) %(refname:lstrip=2)", "refs/uploads/"]);
    const present = existsSync(join(repo, UPLOADS)) ? readdirSync(join(repo, UPLOADS)) : [];
    for (const line of out.split("\n").filter(Boolean)) {
      const [commit, hash] = line.split(" ") as [string, string];
      if (placed.has(commit)) continue;
      if (!present.some((name) => name.startsWith(`${hash}-`))) {
        const index = join(tmpdir(), `upload-index-${randomBytes(6).toString("hex")}`);
        try {
          await git(repo, ["--work-tree", repo, "read-tree", "--reset", "-u", commit], {
            env: { GIT_INDEX_FILE: index },
          });
        } finally {
          rmSync(index, { force: true });
        }
      }
      placed.add(commit);
    }
  }

  async function fetchNow() {
    await remote.talk([...FETCH, "--prune", remote.url, ...NAMESPACES.map((ns) => `+${ns}*:${ns}*`)]);
    await placeUploads();
  }

  /** Counts a save the remote took, then tells the others; a count just after this one's fetch stays fetched. */
  async function counted() {
    if (!stamp) return;
    const made = await stamp.bump().catch((error: Error) => {
      log(`[drafts] the save was not counted in the store (${error.message}): the others fetch on every read`);
      fetchedStamp = undefined;
      return undefined;
    });
    // Nobody else saved since this instance's last fetch: it has every ref as the remote does.
    if (made !== undefined && fetchedStamp !== undefined && made === fetchedStamp + 1) fetchedStamp = made;
    options.saved?.();
  }

  const self = {
    /**
     * The remote's drafts, translations and uploads, here: resolves after a fetch that started after this
     * call (callers waiting at once share it). Throws RemoteDown.
     */
    fetch(): Promise<void> {
      if (queuedFetch) return queuedFetch;
      const run = serial(async () => {
        queuedFetch = undefined;
        // Read before the fetch: a save counted after this is fetched by the next read.
        const now = await stamp?.read().catch((error: Error) => {
          log(`[drafts] the store's count of saves unreadable (${error.message}): fetching`);
          return undefined;
        });
        if (now !== undefined && now === fetchedStamp) return;
        await fetchNow();
        fetchedStamp = now;
        fetchedAt = Date.now();
      });
      queuedFetch = run;
      return run;
    },
    /**
     * A fetch, at most one every `ms` (a missing image asked by anyone must not fetch on every request). Asked
     * sooner, it waits for the interval's end and shares one fetch with everyone asking meanwhile: skipping it
     * missed a preview ref another instance pushed a moment after this one's last fetch (a 404 for a preview
     * that existed, seen in CI's preview-instances.test).
     */
    fetchAtMostEvery(ms: number): Promise<void> {
      const wait = fetchedAt + ms - Date.now();
      if (wait <= 0) return self.fetch();
      delayed ??= new Promise<void>((resolve) => setTimeout(resolve, wait)).then(() => {
        delayed = undefined;
        return self.fetch();
      });
      return delayed;
    },
    /** Sets `ref` to `value` (undefined: deletes it) on the remote, then here. A refusal says why, in Spanish. */
    update(ref: string, value: string | undefined): Promise<void> {
      return serial(async () => {
        const old = await localValue(repo, ref);
        if (old === value) return;
        try {
          await remote.talk([
            "push",
            "-q",
            "--no-verify",
            `--force-with-lease=${ref}:${old ?? ""}`,
            remote.url,
            value ? `${value}:${ref}` : `:${ref}`,
          ]);
        } catch (error) {
          if (error instanceof RemoteDown) throw new Refused(SAVE_REMOTE_DOWN, 409);
          if (!(error instanceof RemoteMoved)) throw error;
          // Changed elsewhere since this instance last read it: take the remote's, and say so unless it is what was asked.
          await fetchNow();
          if ((await localValue(repo, ref)) === value) return;
          throw new Refused(SAVED_ELSEWHERE, 409);
        }
        if (value) await git(repo, ["update-ref", ref, value]);
        else await git(repo, ["update-ref", "-d", ref]);
        await counted();
      });
    },
    /** The files of the upload `hash` (every width), committed and kept on the remote as refs/uploads/<hash>. */
    async shareUpload(hash: string): Promise<void> {
      const files = readdirSync(join(repo, UPLOADS)).filter((name) => name.startsWith(`${hash}-`));
      const index = join(tmpdir(), `upload-index-${randomBytes(6).toString("hex")}`);
      const env = { GIT_INDEX_FILE: index };
      let commit: string;
      try {
        for (const name of files) {
          const path = join(UPLOADS, name);
          const blob = (await git(repo, ["hash-object", "-w", "--", path])).trim();
          await git(repo, ["update-index", "--add", "--cacheinfo", `100644,${blob},${path}`], { env });
        }
        const tree = (await git(repo, ["write-tree"], { env })).trim();
        commit = (
          await git(repo, [...UPLOAD_AUTHOR, "commit-tree", tree, "-m", `Imagen subida ${hash}`], {
            env: { GIT_AUTHOR_DATE: EPOCH, GIT_COMMITTER_DATE: EPOCH },
          })
        ).trim();
      } finally {
        rmSync(index, { force: true });
      }
      placed.add(commit);
      await self.update(`refs/uploads/${hash}`, commit);
    },
  };
  return self;
}

export type SharedRefs = ReturnType<typeof sharedRefs>;

const byRepo = new Map<string, SharedRefs>();

/** From now on, the drafts, translations and uploads of `repo` are read from and saved to `remote`. */
export function shareRefs(repo: string, remote: ContentRemote, options: SharedRefsOptions = {}): SharedRefs {
  const shared = sharedRefs(repo, remote, options);
  byRepo.set(repo, shared);
  return shared;
}

/** The shared refs of `repo`, or undefined when its drafts stay local (no CONTENT_REMOTE as the truth). */
export const sharedRefsOf = (repo: string): SharedRefs | undefined => byRepo.get(repo);
