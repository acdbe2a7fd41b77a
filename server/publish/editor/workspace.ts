// What every route of the editor's API works on: the content repository
// (drafts, history), the published content, the publisher's queue, the
// locks, and the checks an editor's documents go through. Built once per
// editor server (editor-routes.ts) and handed to each feature's routes.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkDocs } from "../../../lib/editor/api.ts";
import { sectionLabel } from "../../../lib/editor/problems.ts";
import { schemaSetCached } from "../../../lib/validate/load-cache.ts";
import type { ContentSource } from "../../content/index.ts";
import { pageFiles } from "../../experiments/registry.ts";
import { showFile } from "../../git.ts";
import type { Store } from "../../store/index.ts";
import { lockTable } from "../locks.ts";
import type { Publisher } from "../publisher.ts";

export interface WorkspaceOptions {
  repo: string;
  content: ContentSource;
  publisher: Publisher;
  store: Store;
  now: () => Date;
}

export function editorWorkspace(options: WorkspaceOptions) {
  const { repo, content } = options;
  // The published commit's files (through the content source's live link), never a working copy.
  const live = () => content.liveRoot();
  // An image uploaded but not yet published is in the repository's library folder: it counts as existing.
  const imageRoots = [join(repo, "public")];

  /**
   * A variant prepared as a draft is not in the live test yet: it is checked
   * as it will be started, beside its base with a weight for it (only the
   * documents asked about are reported).
   */
  const withItsTest = (docs: Record<string, unknown>): Record<string, unknown> => {
    const out = { ...docs };
    for (const [file, doc] of Object.entries(docs)) {
      const name = (doc as { variant?: unknown } | null)?.variant;
      if (typeof name !== "string" || !file.endsWith(`.${name}.json`)) continue;
      const baseFile = `${file.slice(0, -`.${name}.json`.length)}.json`;
      const full = join(live(), baseFile);
      if (baseFile in out || !existsSync(full)) continue;
      const base = JSON.parse(readFileSync(full, "utf8")) as {
        variant?: string;
        experiment?: { id: string; weights: Record<string, number> };
      };
      if (base.variant || (base.experiment && name in base.experiment.weights)) continue;
      out[baseFile] = {
        ...base,
        experiment: {
          ...(base.experiment ?? { id: "borrador" }),
          weights: { ...(base.experiment?.weights ?? { control: 50 }), [name]: 50 },
        },
      };
    }
    return out;
  };

  return {
    repo,
    content,
    publisher: options.publisher,
    store: options.store,
    now: options.now,
    live,
    imageRoots,
    locks: lockTable(options.store.db, options.now),
    head: async () => content.version(),
    currentPages: (root = live()) =>
      pageFiles(join(root, "pages")).map(({ file, doc }) => ({ file: `pages/${file}`, doc })),
    /** The documents' problems (only theirs; `others` counts the rest of the site's). */
    checkMine: (docs: Record<string, unknown>) => {
      const { problems, others } = checkDocs(live(), withItsTest(docs), { imageRoots });
      return { problems: problems.filter((p) => p.file in docs), others };
    },
    /**
     * The page as published at `base` and now, when it changed since (someone published it under a
     * draft that started there): the editor says what changed, and a publish merges the two.
     */
    changedUnder: async (file: string, base: string) => {
      const [then, now] = await Promise.all([showFile(repo, base, file), showFile(repo, content.version(), file)]);
      if (then === undefined || now === undefined || then === now) return undefined;
      return { before: JSON.parse(then) as unknown, after: JSON.parse(now) as unknown };
    },
    sectionName: (type: string) => sectionLabel(schemaSetCached(join(live(), "schema")), type),
  };
}

export type EditorWorkspace = ReturnType<typeof editorWorkspace>;
