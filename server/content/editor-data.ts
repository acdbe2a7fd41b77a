// The editor's data (schemas, and per language the site, collections and
// copy translations: lib/editor/editor-data.ts) and its page list (with each
// page's problems and missing translations: lib/editor/api.ts listPages) take
// a second or more of CPU on a large site; computed in a worker thread and kept as
// JSON text, the server keeps answering meanwhile and a request only sends
// the text (issue 32: the event loop never blocked while serving the editor).
// The content source asks for them once per published version.
import { Worker } from "node:worker_threads";
import { compactWhenQuiet } from "../memory/compact.ts";

/**
 * What the worker is asked: the page list (lib/editor/api.ts listPages, with each page file's git blob id and
 * the folder of the documents' facts: lib/editor/page-facts.ts) or the editor's data (lib/editor/editor-data.ts).
 * Asked apart, the list does not wait for the data (the worker answers in the order asked: the list first).
 */
export interface EditorAsk {
  kind: "pages" | "data";
  root: string;
  blobs?: Array<[file: string, blob: string]>;
  factsDir?: string;
  /** The folder of the documents' check results (lib/validate/stored-checks.ts), read by the next worker. */
  checksDir?: string;
}

interface Reply {
  id: number;
  json?: string;
  error?: string;
}

const WORKER = new URL("./editor-data-worker.ts", import.meta.url);
/**
 * The worker's heap, bounded. V8 sizes a thread's young generation by the machine's memory (134 MB
 * kept after the editor data of a 10× site, never given back, for 39 MB live); 24 MB (8 MB semi-spaces)
 * kept 17, for more frequent minor collections (noise on this shared machine hid their cost). The old
 * generation holds ~40 MB live at 10× the site; V8 lets a heap grow by a larger factor between
 * collections the larger its limit is: at 256 MB the worker's heap climbed to 99 MB used (135 total) over
 * 6 publishes at 10×, at 128 MB it stayed at 36 used (61–68 total). Past the limit the worker ends (the
 * request fails; the next starts a new one), not the server's host.
 */
const HEAP_LIMITS = { maxYoungGenerationSizeMb: 24, maxOldGenerationSizeMb: 128 };
/**
 * The worker ends after this long with nothing asked, and its heap with it (60–130 MB at 10× the
 * site, which a live isolate keeps); the answers stay as text in the content source (one version),
 * so only the next publish starts a new one (~1 s of CPU at 10×, after the page went live). 10 s:
 * longer than the pause between publishes made in a row, short enough to be back soon after.
 */
let idleMs = 10_000;
/** How long the worker waits, idle, before it ends (tests shorten it; settings come from server/config.ts only). */
export const setEditorWorkerIdle = (ms: number) => {
  idleMs = ms;
};

type Waiting = Map<number, { resolve: (json: string) => void; reject: (error: Error) => void }>;
/** The running worker and what it was asked and has not answered yet (its own: a worker ending fails only its requests). */
interface Running {
  worker: Worker;
  waiting: Waiting;
  idle?: NodeJS.Timeout;
  /** Ends as soon as it has answered what it was asked (endEditorWorker), not after the idle time. */
  ending?: boolean;
}
let current: Running | undefined;
let next = 0;

/** The one worker, started on first use; one that died is replaced on the next request, and what it was asked fails. */
function theWorker(): Running {
  if (current) return current;
  const started: Running = { worker: new Worker(WORKER, { resourceLimits: HEAP_LIMITS }), waiting: new Map() };
  // Never what keeps the process alive (tests, a server stopping).
  started.worker.unref();
  started.worker.on("message", ({ id, json, error }: Reply) => {
    const asked = started.waiting.get(id);
    started.waiting.delete(id);
    if (json !== undefined) asked?.resolve(json);
    else asked?.reject(new Error(error ?? "editor data failed"));
    if (started.waiting.size === 0) {
      if (started.ending) end(started);
      else endWhenIdle(started);
    }
  });
  const fail = (error: Error) => {
    if (current === started) current = undefined;
    clearTimeout(started.idle);
    for (const [id, asked] of started.waiting) {
      started.waiting.delete(id);
      asked.reject(error);
    }
  };
  started.worker.on("error", fail);
  started.worker.on("exit", (code) => fail(new Error(`editor data worker exited with ${code}`)));
  return (current = started);
}

function end(running: Running) {
  clearTimeout(running.idle);
  if (current === running) current = undefined;
  void running.worker.terminate();
}

/**
 * Ends the worker now, or once it has answered what it is computing (a request then starts a new one): a
 * publish is about to render. Publishes a few seconds apart kept it alive (10 s idle time) beside the
 * renderer, its heap of 70–100 MB at 10× on top of the renderer's ~150 MB; the new version's editor data is
 * prepared after the render, in a new worker (docs/publishing.md, "Memory").
 */
export function endEditorWorker(): void {
  if (!current) return;
  if (current.waiting.size === 0) end(current);
  else current.ending = true;
}

function endWhenIdle(running: Running) {
  clearTimeout(running.idle);
  running.idle = setTimeout(() => {
    if (running.waiting.size > 0) return;
    if (current === running) current = undefined;
    // Nobody edits: what serving the editor left on the main thread's heap goes back too (server/memory/compact.ts).
    void running.worker.terminate().then(() => compactWhenQuiet(0));
  }, idleMs);
  running.idle.unref();
}

/** The page list's or the editor data's JSON text, made in the worker. */
export function editorOffThread(ask: EditorAsk): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = ++next;
    const running = theWorker();
    clearTimeout(running.idle);
    running.waiting.set(id, { resolve, reject });
    running.worker.postMessage({ id, ...ask });
  });
}

/** The worker's heap (V8's used and total, MB), or undefined before it starts: for the server's memory log line. */
export async function editorWorkerHeap(): Promise<{ used: number; total: number } | undefined> {
  if (!current) return undefined;
  const heap = await current.worker.getHeapStatistics();
  return { used: heap.used_heap_size / 2 ** 20, total: heap.total_heap_size / 2 ** 20 };
}
