// @vitest-environment node
// Attack: bodies were read whole before any limit, by routes that need no
// session (/admin/login, /admin/invite/:token): a 300 MB POST took the
// server from 334 MB to 1.14 GB before its 413. Now every body is counted
// while it streams, before sessions and auth, and refused past its route's
// limit (small on /admin and /api, larger only for the editor and images).
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { sqliteEngine } from "./testing/engines.ts";
import { NOW, testApp } from "./testing/fixtures.ts";
import { BODY_LIMITS } from "./http/body-limits.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 180_000 });
let child: ChildProcess | undefined;
afterAll(async () => {
  child?.kill("SIGTERM");
  await engine.teardown();
});
const PORT = 4831;
const MB = 1024 * 1024;

/** A body of `size` bytes sent as it is made (chunked: no Content-Length to refuse it by). */
const streamed = (size: number) => {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(97);
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
};

const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;

describe("streaming oversized bodies", () => {
  it("refuses a big body to /admin/login and /admin/invite/:token, declared or streamed, before reading it", async () => {
    const { store } = await engine.open();
    const app = testApp(store, { now: () => NOW });
    for (const path of ["/admin/login", "/admin/invite/abc", "/admin/users", "/api/bookings"]) {
      const declared = await app.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "a".repeat(2 * MB),
      });
      expect(declared.status, `${path} declared`).toBe(413);
      const chunked = await app.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: streamed(2 * MB),
        duplex: "half",
      } as RequestInit);
      expect(chunked.status, `${path} streamed`).toBe(413);
    }
    // The limits are small everywhere but the editor's API and the uploads.
    expect(BODY_LIMITS.find((l) => l.pattern.test("/admin/login"))!.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(BODY_LIMITS.find((l) => l.pattern.test("/admin/edit/api/image"))!.bytes).toBe(10 * MB); // the upload limit itself, with its sentence
  });

  it("keeps the server's memory flat under a flood of oversized streamed requests", async () => {
    child = spawn(process.execPath, [fileURLToPath(new URL("./testing/serve-app.ts", import.meta.url)), String(PORT)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      child!.stdout!.on("data", (d: Buffer) => d.toString().includes("ready") && resolve());
      child!.on("exit", (code) => reject(new Error(`server exited ${code}`)));
    });
    const send = (path: string) =>
      fetch(`http://127.0.0.1:${PORT}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: streamed(40 * MB),
        duplex: "half",
      } as RequestInit)
        .then((r) => r.status)
        .catch(() => 413); // the server may close the connection mid-upload: refused all the same
    await send("/admin/login"); // warm up
    const before = rssOf(child.pid!);
    const statuses: number[] = [];
    for (let wave = 0; wave < 3; wave++)
      statuses.push(
        ...(await Promise.all(["/admin/login", "/admin/invite/x", "/admin/login", "/admin/invite/y"].map(send))),
      );
    const grown = rssOf(child.pid!) - before;
    console.log(
      `[flood] 12 × 40 MB streamed: RSS ${Math.round(before / MB)} MB → ${Math.round((before + grown) / MB)} MB`,
    );
    expect(statuses.every((s) => s === 413)).toBe(true);
    expect(grown).toBeLessThan(60 * MB);
  });
});
