// Runs in a worker thread (editor-data.ts): the editor's data of one checkout.
import { parentPort, workerData } from "node:worker_threads";
import { editorData } from "../../lib/editor/editor-data.ts";

try {
  parentPort?.postMessage({ data: editorData((workerData as { root: string }).root) });
} catch (error) {
  parentPort?.postMessage({ error: (error as Error).message });
}
