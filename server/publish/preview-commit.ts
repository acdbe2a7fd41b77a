// A commit made only to be previewed: the published site at `base` with
// some pages replaced by the documents a person is about to approve (a
// release's drafts, a review's draft merged with what was published since).
// Kept under `ref` so git never prunes it while its preview is looked at,
// and pushed there when the remote is the content's truth: the preview is
// polled and opened through any instance (server/publish/preview.ts).
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Refused } from "../../lib/editor/guard.ts";
import { sharedRefsOf } from "../content/shared-refs.ts";
import { git, identity } from "../git.ts";

export async function previewCommit(
  repo: string,
  options: { base: string; docs: Record<string, unknown>; message: string; ref: string },
): Promise<string> {
  const index = join(tmpdir(), `preview-index-${randomBytes(6).toString("hex")}`);
  const env = { GIT_INDEX_FILE: index };
  try {
    await git(repo, ["read-tree", options.base], { env });
    for (const [file, doc] of Object.entries(options.docs)) {
      const blob = (
        await git(repo, ["hash-object", "-w", "--stdin"], { input: `${JSON.stringify(doc, null, 2)}\n` })
      ).trim();
      await git(repo, ["update-index", "--add", "--cacheinfo", `100644,${blob},${file}`], { env });
    }
    const tree = (await git(repo, ["write-tree"], { env })).trim();
    const date = new Date(0).toISOString(); // the same documents on the same base give the same commit: built once
    const commit = (
      await git(
        repo,
        [
          ...identity({ name: "Vista previa", email: "vista-previa@localhost" }),
          "commit-tree",
          tree,
          "-p",
          options.base,
          "-m",
          options.message,
        ],
        { env: { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } },
      )
    ).trim();
    await keep(repo, options.ref, commit);
    return commit;
  } finally {
    rmSync(index, { force: true });
  }
}

/**
 * The preview's ref, here and on the remote when there is one. Previewed from another instance meanwhile
 * (the lease refused), the ref now holds that one's commit: this preview's is what was asked, so it wins.
 */
async function keep(repo: string, ref: string, commit: string): Promise<void> {
  const shared = sharedRefsOf(repo);
  if (!shared) {
    await git(repo, ["update-ref", ref, commit]);
    return;
  }
  await shared.update(ref, commit).catch((error: unknown) => {
    if (!(error instanceof Refused)) throw error;
    return shared.update(ref, commit);
  });
}
