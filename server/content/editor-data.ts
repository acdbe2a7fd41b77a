// The editor's data (schemas, and per language the site, collections and
// copy translations: lib/editor/editor-data.ts) and its page list (with each
// page's problems and missing translations: lib/editor/api.ts listPages) take
// seconds of CPU on a large site; computed in a worker thread and kept as
// JSON text, the server keeps answering meanwhile and a request only sends
// the text (issue 32: the event loop never blocked while serving the editor).
// The content source asks for them once per published version.
import { Worker } from "node:worker_threads";

/** JSON text of lib/editor/editor-data.ts editorData(root) and lib/editor/api.ts listPages(root). */
export interface EditorJson {
  data: string;
  pages: string;
}

const WORKER = new URL("./editor-data-worker.ts", import.meta.url);

export function editorDataOffThread(root: string): Promise<EditorJson> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: { root } });
    worker.once("message", (message: Partial<EditorJson> & { error?: string }) => {
      if (message.data !== undefined && message.pages !== undefined) resolve({ data: message.data, pages: message.pages });
      else reject(new Error(message.error ?? "editor data failed"));
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => code !== 0 && reject(new Error(`editor data worker exited with ${code}`)));
  });
}
