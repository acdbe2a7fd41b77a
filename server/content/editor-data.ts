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

interface Reply extends Partial<EditorJson> {
  id: number;
  error?: string;
}

const WORKER = new URL("./editor-data-worker.ts", import.meta.url);
const waiting = new Map<number, { resolve: (json: EditorJson) => void; reject: (error: Error) => void }>();
let worker: Worker | undefined;
let next = 0;

/** The one worker, started on first use; one that died is replaced on the next request, and what it was asked fails. */
function theWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER);
  // Never what keeps the process alive (tests, a server stopping).
  started.unref();
  started.on("message", ({ id, data, pages, error }: Reply) => {
    const asked = waiting.get(id);
    waiting.delete(id);
    if (data !== undefined && pages !== undefined) asked?.resolve({ data, pages });
    else asked?.reject(new Error(error ?? "editor data failed"));
  });
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const [id, asked] of waiting) {
      waiting.delete(id);
      asked.reject(error);
    }
  };
  started.on("error", fail);
  started.on("exit", (code) => fail(new Error(`editor data worker exited with ${code}`)));
  return (worker = started);
}

export function editorDataOffThread(root: string): Promise<EditorJson> {
  return new Promise((resolve, reject) => {
    const id = ++next;
    waiting.set(id, { resolve, reject });
    theWorker().postMessage({ id, root });
  });
}
