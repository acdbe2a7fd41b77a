// A test app on a real port in its own process (a test measures its memory):
// `node server/testing/serve-app.ts <port>`; prints "ready" once listening.
import { serve } from "@hono/node-server";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore } from "../store/index.ts";
import { testApp } from "./fixtures.ts";

const port = Number(process.argv[2]);
const file = join(mkdtempSync(join(tmpdir(), "serve-app-")), "site.db");
const store = await openStore({ DATABASE_FILE: file }, file);
const app = testApp(store, { now: () => new Date() });
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => console.log("ready"));
process.on("SIGTERM", () => {
  server.close();
  void store.close().finally(() => process.exit(0));
});
