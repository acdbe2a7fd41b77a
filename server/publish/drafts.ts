// Drafts as git refs: a person's draft of one page is a commit on
// refs/drafts/<user id>/<file>, whose parent is the published commit it
// started from (its base) and whose tree is that commit's with the page
// replaced. Never checked out: what visitors are served (main's build) is
// untouched, the draft survives restarts with the repository, and its base
// is what a later merge needs. Made with a throwaway index file, so the
// repository's own index and working tree are not touched either. With
// the content remote as the truth (many instances), the refs are kept there
// too (server/content/shared-refs.ts): read after a fetch, saved by a push.
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { git, identity, showFile } from "../git.ts";
import { sharedRefsOf } from "../content/shared-refs.ts";

export interface DraftInfo {
  file: string;
  userId: number;
  name: string;
  email: string;
  /** First save of this draft (ISO 8601). */
  since: string;
  /** Last save. */
  savedAt: string;
  base: string;
  commit: string;
}

const PREFIX = "refs/drafts/";
export const draftRef = (userId: number, file: string) => `${PREFIX}u${userId}/${file}`;

export async function readDraft(
  repo: string,
  userId: number,
  file: string,
): Promise<{ info: DraftInfo; text: string } | undefined> {
  const info = (await listDrafts(repo)).find((d) => d.userId === userId && d.file === file);
  if (!info) return undefined;
  const text = await showFile(repo, info.commit, file);
  return text === undefined ? undefined : { info, text };
}

/** Stores `text` as the person's draft of `file` on `base` (a commit of main). */
export async function writeDraft(
  repo: string,
  user: { id: number; name: string; email: string },
  file: string,
  text: string,
  base: string,
  now: Date,
): Promise<DraftInfo> {
  const previous = (await listDrafts(repo)).find((d) => d.userId === user.id && d.file === file);
  const since = previous?.since ?? now.toISOString();
  const index = join(tmpdir(), `draft-index-${randomBytes(6).toString("hex")}`);
  const env = { GIT_INDEX_FILE: index };
  try {
    const blob = (await git(repo, ["hash-object", "-w", "--stdin"], { input: text })).trim();
    await git(repo, ["read-tree", base], { env });
    await git(repo, ["update-index", "--add", "--cacheinfo", `100644,${blob},${file}`], { env });
    const tree = (await git(repo, ["write-tree"], { env })).trim();
    const date = { GIT_AUTHOR_DATE: now.toISOString(), GIT_COMMITTER_DATE: now.toISOString() };
    const commit = (
      await git(
        repo,
        [...identity(user), "commit-tree", tree, "-p", base, "-m", `Borrador de ${file}\n\nSince: ${since}`],
        { env: date },
      )
    ).trim();
    const shared = sharedRefsOf(repo);
    if (shared) await shared.update(draftRef(user.id, file), commit);
    else await git(repo, ["update-ref", draftRef(user.id, file), commit]);
    return {
      file,
      userId: user.id,
      name: user.name,
      email: user.email,
      since,
      savedAt: now.toISOString(),
      base,
      commit,
    };
  } finally {
    rmSync(index, { force: true });
  }
}

export async function deleteDraft(repo: string, userId: number, file: string): Promise<void> {
  const shared = sharedRefsOf(repo);
  if (shared) await shared.update(draftRef(userId, file), undefined);
  else await git(repo, ["update-ref", "-d", draftRef(userId, file)]).catch(() => undefined);
}

/** Brings the remote's drafts here first (many instances); a remote out of reach leaves what this instance has. */
export async function freshRefs(repo: string): Promise<void> {
  await sharedRefsOf(repo)
    ?.fetch()
    .catch((error: Error) => console.warn(`[drafts] read without the remote's: ${error.message.split("\n")[0]}`));
}

/** Every draft: who, which page, since when. */
export async function listDrafts(repo: string): Promise<DraftInfo[]> {
  await freshRefs(repo);
  const out = await git(repo, [
    "for-each-ref",
    "--format=%(refname)%00%(objectname)%00%(parent)%00%(authorname)%00%(authoremail)%00%(authordate:iso-strict)%00%(contents:body)%01",
    PREFIX,
  ]);
  return out
    .split("\x01")
    .map((row) => row.replace(/^\n/, ""))
    .filter(Boolean)
    .map((row) => {
      const [ref, commit, base, name, email, savedAt, body] = row.split("\0");
      const match = /^refs\/drafts\/u(\d+)\/(.+)$/.exec(ref ?? "");
      return {
        file: match?.[2] ?? "",
        userId: Number(match?.[1] ?? -1),
        name: name ?? "",
        email: (email ?? "").replace(/^<|>$/g, ""),
        since: /Since: (\S+)/.exec(body ?? "")?.[1] ?? new Date(savedAt ?? 0).toISOString(),
        savedAt: new Date(savedAt ?? 0).toISOString(),
        base: (base ?? "").split(" ")[0] ?? "",
        commit: commit ?? "",
      };
    })
    .filter((d) => d.file);
}

/** A draft whose page is the published one already (published by someone else, or restored to it): nothing left to publish. */
export async function isLive(repo: string, draft: DraftInfo, published: string): Promise<boolean> {
  const blob = (rev: string) =>
    git(repo, ["rev-parse", "--verify", "-q", rev]).then(
      (o) => o.trim(),
      () => undefined,
    );
  const [mine, live] = await Promise.all([blob(`${draft.commit}:${draft.file}`), blob(`${published}:${draft.file}`)]);
  return mine !== undefined && mine === live;
}

/** Deletes the person's draft of `file` when it was last saved before `queuedAt` (a publish of it cut short before its settle). */
export async function dropPublishedDraft(repo: string, userId: number, file: string, queuedAt: string): Promise<void> {
  const draft = (await listDrafts(repo)).find((d) => d.userId === userId && d.file === file);
  if (draft && draft.savedAt <= queuedAt) await deleteDraft(repo, userId, file);
}
