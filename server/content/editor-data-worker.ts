// Runs in the editor data's worker thread (editor-data.ts): the editor's data
// and page list of one checkout per message, serialised here too, so the
// server's thread only sends text. One worker for the process's life: a new
// one per published version grew the server by its heap each time (~100 MB
// at 10×, kept by the allocator after the thread ended).
import { parentPort } from "node:worker_threads";
import { editorData } from "../../lib/editor/editor-data.ts";
import { listPages } from "../../lib/editor/api.ts";
import { forgetUnder } from "../../lib/validate/load-cache.ts";

let previous: string | undefined;
parentPort?.on("message", ({ id, root }: { id: number; root: string }) => {
  // The documents read from the last version's folder are not needed again (it is pruned soon).
  if (previous && previous !== root) forgetUnder(previous);
  previous = root;
  try {
    parentPort?.postMessage({ id, data: JSON.stringify(editorData(root)), pages: JSON.stringify(listPages(root)) });
  } catch (error) {
    parentPort?.postMessage({ id, error: (error as Error).message });
  }
});
