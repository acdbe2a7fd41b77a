// How long the server keeps a client's idle connection open between two requests. Node closes it
// keepAliveTimeout (5 s) + keepAliveTimeoutBuffer (1 s) after its last answer and tells the client 5 s
// (`Keep-Alive: timeout=5`); Node's own client (Playwright's request, scripts, monitors) stops reusing it
// at 4 s. A request sent on it in time but not yet read when the close comes is reset: when the main
// thread is busy across that moment (removing a preview's checkout, compiling the schemas: stalls of
// 0.5–2 s measured on the 2-core machine during publish.spec, longer under CI's load), the close runs before
// the read, and publish.spec's request for a preview got `socket hang up` (ECONNRESET). The server still
// says 5 s, and closes 30 s later: a stall that long is not one to hide.
import type { ServerOptions } from "node:http";

export const KEEP_ALIVE: ServerOptions = { keepAliveTimeout: 5_000, keepAliveTimeoutBuffer: 30_000 };
