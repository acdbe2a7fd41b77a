// Runs in a worker thread (editor-data.ts): the editor's data and page list of
// one checkout, serialised here too, so the server's thread only sends text.
import { parentPort, workerData } from "node:worker_threads";
import { editorData } from "../../lib/editor/editor-data.ts";
import { listPages } from "../../lib/editor/api.ts";

try {
  const { root } = workerData as { root: string };
  parentPort?.postMessage({ data: JSON.stringify(editorData(root)), pages: JSON.stringify(listPages(root)) });
} catch (error) {
  parentPort?.postMessage({ error: (error as Error).message });
}
