// Runs in the editor data's worker thread (editor-data.ts): the editor's page
// list or data of one checkout per message, serialised here too, so the
// server's thread only sends text. One worker while publishes keep coming (a
// new one per version cost ~1 s of CPU at 10×, loading the editor's modules);
// it ends after a quiet spell (editor-data.ts IDLE_MS), giving its heap back.
// The page list's per-document facts (lib/editor/page-facts.ts) and check
// results (lib/validate/stored-checks.ts) are kept under the folder the server
// names, so a new worker reads them back.
import { parentPort } from "node:worker_threads";
import { editorData } from "../../lib/editor/editor-data.ts";
import { listPages } from "../../lib/editor/api.ts";
import { PageFactsStore } from "../../lib/editor/page-facts.ts";
import { forgetUnder } from "../../lib/validate/load-cache.ts";
import { StoredChecks } from "../../lib/validate/stored-checks.ts";
import { compactHeap } from "../memory/compact.ts";
import type { EditorAsk } from "./editor-data.ts";

/** One store per folder (the server names one): its bounded map lives as long as the worker. */
let facts: { dir: string; store: PageFactsStore } | undefined;
const factsIn = (dir: string) => {
  if (facts?.dir !== dir) {
    facts = { dir, store: new PageFactsStore(dir) };
    facts.store.prune();
  }
  return facts.store;
};
/** The documents' check results, the same way (the last load's: stored-checks.ts). */
let checks: { dir: string; store: StoredChecks } | undefined;
const checksIn = (dir: string) => {
  if (checks?.dir !== dir) checks = { dir, store: new StoredChecks(dir) };
  return checks.store;
};

let previous: string | undefined;
parentPort?.on("message", ({ id, kind, root, blobs, factsDir, checksDir }: EditorAsk & { id: number }) => {
  // The documents read from the last version's folder are not needed again (it is pruned soon).
  if (previous && previous !== root) forgetUnder(previous);
  previous = root;
  let answer: { id: number; json: string } | { id: number; error: string };
  try {
    const value =
      kind === "data"
        ? editorData(root)
        : listPages(root, {
            blobs: blobs ? new Map(blobs) : undefined,
            facts: factsDir ? factsIn(factsDir) : undefined,
            stored: checksDir ? checksIn(checksDir) : undefined,
          });
    answer = { id, json: JSON.stringify(value) };
  } catch (error) {
    answer = { id, error: (error as Error).message };
  }
  // Computing a version's data grows this heap to 60–130 MB at 10× the site for ~35 MB live, and V8 would
  // keep those pages while the worker waits for the next version: given back before answering (off the
  // server's thread: ~35 ms of CPU at 1×), so the heap the server sees after an answer is the live one.
  compactHeap();
  parentPort?.postMessage(answer);
});
