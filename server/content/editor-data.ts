// The editor's data (schemas, and per language the site, collections and
// copy translations: lib/editor/editor-data.ts) takes a second or more of
// CPU; computed in a worker thread, the server keeps answering meanwhile.
// The content source asks for it once per published version.
import { Worker } from "node:worker_threads";
import type { editorData } from "../../lib/editor/editor-data.ts";

export type EditorData = ReturnType<typeof editorData>;

const WORKER = new URL("./editor-data-worker.ts", import.meta.url);

export function editorDataOffThread(root: string): Promise<EditorData> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: { root } });
    worker.once("message", (message: { data?: EditorData; error?: string }) => {
      if (message.data) resolve(message.data);
      else reject(new Error(message.error ?? "editor data failed"));
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => code !== 0 && reject(new Error(`editor data worker exited with ${code}`)));
  });
}
