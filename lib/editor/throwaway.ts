// `npm run edit` on a throwaway copy of pages/ (SITE_CONTENT_ROOT), for the
// editor's browser tests and its bench: what they save never touches the
// real documents or catalogs. pages/ and locales/ are copied (a save writes
// both); schema/ and public/ are linked.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface ThrowawayEditor {
  /** The copy's root: its pages/ are the ones the editor writes. */
  content: string;
  /** http://localhost:<port>/__edit */
  url: string;
  /** Stops the server and deletes the copy. */
  stop(): void;
}

export async function startThrowawayEditor(root: string, port: number, timeoutMs = 120_000): Promise<ThrowawayEditor> {
  const content = mkdtempSync(join(tmpdir(), "editor-"));
  for (const dir of ["pages", "locales"]) cpSync(join(root, dir), join(content, dir), { recursive: true });
  for (const dir of ["schema", "public"]) symlinkSync(join(root, dir), join(content, dir));
  const server = spawn(process.execPath, ["scripts/edit.ts"], {
    cwd: root,
    env: { ...process.env, SITE_CONTENT_ROOT: content, PORT: String(port) },
    stdio: "pipe",
    detached: true,
  });
  const url = `http://localhost:${port}/__edit`;
  const stop = () => {
    if (server.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    rmSync(content, { recursive: true, force: true });
  };
  let log = "";
  try {
    await new Promise<void>((ready, fail) => {
      const timer = setTimeout(() => fail(new Error(`editor did not start in ${timeoutMs} ms:\n${log}`)), timeoutMs);
      const read = (chunk: Buffer) => {
        log += String(chunk);
        if (log.includes(url)) {
          clearTimeout(timer);
          ready();
        }
      };
      server.stdout?.on("data", read);
      server.stderr?.on("data", read);
      server.once("exit", (code) => fail(new Error(`editor exited (${code}):\n${log}`)));
    });
  } catch (error) {
    stop();
    throw error;
  }
  return { content, url, stop };
}
