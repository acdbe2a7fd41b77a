// The content remote as the truth (CONTENT_REMOTE with DATABASE_URL: many
// instances that share only PostgreSQL and a git remote, no disk). Each
// instance keeps its own clone; the remote's branch is what is published.
// A publish lands when its push to the remote's branch succeeds: a plain
// push, never --force, so the remote takes it only when it descends from
// the remote's tip (a compare-and-swap: a rejected push means someone
// published meanwhile). The remote's branch is fetched into a tracking ref
// of its own (refs/remotes/content/<branch>); the instance's branch only
// follows it forwards (publisher.ts, followRemote).
//
// The refs every instance must see the same — drafts, translation drafts,
// uploads — are kept on the remote too (shared-refs.ts).
import { git } from "../git.ts";

/** What a publish says when the remote cannot be reached: nothing went live. */
export const REMOTE_DOWN =
  "No se ha publicado nada: no se pudo contactar con el repositorio de contenido (CONTENT_REMOTE). El sitio sigue como estaba; vuelve a intentarlo en unos minutos.";

/** A push the remote refused because its branch moved (someone published meanwhile). */
export class RemoteMoved extends Error {}

/** The remote could not be reached (or timed out); its Spanish message is for the publisher. */
export class RemoteDown extends Error {}

export interface RemoteHealth {
  /** The last call to the remote succeeded. */
  reachable: boolean;
  /** The last failure's first line, while unreachable. */
  lastError?: string;
  /** Since when it fails (ISO 8601). */
  failingSince?: string;
  url: string;
}

export interface ContentRemoteOptions {
  repo: string;
  url: string;
  branch: string;
  /** One push or fetch's time-out (default 2 minutes). */
  timeoutMs?: number;
  log?: (line: string) => void;
}

/**
 * A fetch as light as it can be: it runs every 2 s on every instance, so no tags, no FETCH_HEAD, no check
 * for forced updates and no `git maintenance` started after it.
 */
export const FETCH = [
  "fetch",
  "-q",
  "--no-tags",
  "--no-write-fetch-head",
  "--no-show-forced-updates",
  "--no-auto-maintenance",
];

const REJECTED = /\[rejected\]|non-fast-forward|fetch first|stale info|\[remote rejected\]/;

export function contentRemote(options: ContentRemoteOptions) {
  const { repo, url, branch } = options;
  const timeoutMs = options.timeoutMs ?? 120_000;
  const log = options.log ?? ((line: string) => console.log(`[remote] ${line}`));
  const tracking = `refs/remotes/content/${branch}`;
  const health: RemoteHealth = { reachable: true, url };

  const reached = () => {
    if (!health.reachable) log(`${url} answers again`);
    Object.assign(health, { reachable: true, lastError: undefined, failingSince: undefined });
  };
  const unreachable = (error: Error) => {
    const line = error.message.split("\n")[0] ?? "";
    if (health.reachable) log(`${url} cannot be reached (${line}); serving what this instance has`);
    Object.assign(health, {
      reachable: false,
      lastError: line,
      failingSince: health.failingSince ?? new Date().toISOString(),
    });
    return new RemoteDown(REMOTE_DOWN);
  };

  /** A git call that talks to the remote: its failure marks the remote unreachable (a refusal does not). */
  async function talk(args: string[]): Promise<string> {
    try {
      const out = await git(repo, args, { timeoutMs });
      reached();
      return out;
    } catch (error) {
      if (REJECTED.test((error as Error).message)) {
        reached();
        throw new RemoteMoved((error as Error).message);
      }
      throw unreachable(error as Error);
    }
  }

  /** Fetches the remote's branch; its tip. Throws RemoteDown. */
  async function fetchTip(): Promise<string> {
    await talk([...FETCH, url, `+refs/heads/${branch}:${tracking}`]);
    return (await git(repo, ["rev-parse", "--verify", `${tracking}^{commit}`])).trim();
  }

  return {
    url,
    branch,
    tracking,
    health: (): RemoteHealth => ({ ...health }),
    fetchTip,
    /** Pushes `commit` onto the remote's branch, fast-forward only. Throws RemoteMoved (refused) or RemoteDown. */
    async pushBranch(commit: string): Promise<void> {
      await talk(["push", "-q", "--no-verify", url, `${commit}:refs/heads/${branch}`]);
      await git(repo, ["update-ref", tracking, commit]);
    },
    /**
     * After a failed push (a time-out may come after the remote took it): whether the remote's branch is
     * `commit` now. Undefined when the remote cannot say.
     */
    async landed(commit: string): Promise<boolean | undefined> {
      try {
        return (await fetchTip()) === commit;
      } catch {
        return undefined;
      }
    },
    /** Fetches and pushes refs outside the branch (shared-refs.ts). */
    talk,
  };
}

export type ContentRemote = ReturnType<typeof contentRemote>;

/** Whether `older` is `newer` or one of its ancestors (an instance never goes back to an older commit). */
export async function isAncestor(repo: string, older: string, newer: string): Promise<boolean> {
  if (older === newer) return true;
  try {
    await git(repo, ["merge-base", "--is-ancestor", older, newer]);
    return true;
  } catch {
    return false;
  }
}

/** The line /admin shows while the remote is out of reach (or not taken), in Spanish; nothing when all is well. */
export function remoteNotice(status: (RemoteHealth & { diverged: boolean }) | undefined): string | undefined {
  if (!status) return undefined;
  if (!status.reachable)
    return `Este servidor no puede contactar con el repositorio de contenido desde ${status.failingSince ? new Date(status.failingSince).toLocaleTimeString("es-ES", { hour: "2-digit", minute: "2-digit" }) : "hace un momento"}: sigue mostrando la última versión que tiene, y no se puede publicar ni guardar borradores hasta que vuelva.`;
  if (status.diverged)
    return "El repositorio de contenido tiene una historia que no continúa la versión que muestra este servidor: no se toma hasta que alguien lo revise.";
  return undefined;
}
