// A client that reuses its idle connection in time gets its answer even when the server's main thread was
// busy across the moment Node would have closed that connection (publish.spec's `socket hang up` on a
// preview, CI): the server in a child process with main.ts's settings, its thread held by a busy loop.
import { spawn, type ChildProcess } from "node:child_process";
import { connect, type Socket } from "node:net";
import { afterEach, expect, test } from "vitest";
import { KEEP_ALIVE } from "./keep-alive.ts";

// Past the close Node would make without our grace (keepAliveTimeout + its default 1 s), well within ours.
const BUSY_MS = (KEEP_ALIVE.keepAliveTimeout ?? 0) + 2_500;
const SERVER = `
import { Hono } from "hono";
import { serve } from "@hono/node-server";
import { KEEP_ALIVE } from "./server/http/keep-alive.ts";
const app = new Hono();
app.get("/", (c) => c.text("ok"));
// Answers, then holds the thread as a long synchronous task would.
app.get("/busy", (c) => {
  setImmediate(() => { const until = Date.now() + ${BUSY_MS}; while (Date.now() < until); });
  return c.text("busy");
});
const server = serve({ fetch: app.fetch, port: 0, serverOptions: KEEP_ALIVE }, (info) => console.log(info.port));
`;

let child: ChildProcess | undefined;
afterEach(() => child?.kill());

/** The next answer on a socket: its status line, or how the connection ended without one. */
const nextAnswer = (socket: Socket) =>
  new Promise<string>((done) => {
    let text = "";
    const onData = (chunk: Buffer) => {
      text += String(chunk);
      if (/\r\n\r\n[\s\S]*(ok|busy)$/.test(text)) finish(text.split("\r\n")[0] ?? "");
    };
    const finish = (result: string) => {
      socket.off("data", onData);
      socket.off("close", onClose);
      socket.off("error", onError);
      done(result);
    };
    const onClose = () => finish("closed without an answer");
    const onError = (e: NodeJS.ErrnoException) => finish(`${e.code}`);
    socket.on("data", onData);
    socket.once("close", onClose);
    socket.once("error", onError);
  });

const request = (socket: Socket, path: string) => {
  const answer = nextAnswer(socket);
  socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  return answer;
};

test("a request on a kept-alive connection is answered after the server's thread was busy past 6 s", async () => {
  child = spawn(process.execPath, ["--input-type=module", "-e", SERVER], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((ready) => child?.stdout?.once("data", (d) => ready(Number(String(d)))));
  const open = () =>
    new Promise<Socket>((ready) => {
      const socket = connect(port, "localhost", () => ready(socket));
    });
  const kept = await open();
  expect(await request(kept, "/")).toBe("HTTP/1.1 200 OK");
  // Another connection makes the server busy; the kept one sends its next request meanwhile, well within
  // the 5 s the server announced, and the server reads it only when its thread is free again.
  const other = await open();
  expect(await request(other, "/busy")).toBe("HTTP/1.1 200 OK");
  expect(await request(kept, "/")).toBe("HTTP/1.1 200 OK");
  kept.destroy();
  other.destroy();
}, 30_000);
