// The chaos run's HTTP: one fresh connection per request (a kept-alive
// socket to a killed process would fail the next request, and a POST cannot
// be sent again without knowing whether it arrived). An answer, or "cut"
// when the connection failed (the process was killed or is restarting).
import { type IncomingHttpHeaders, request } from "node:http";

export type Reply =
  | { kind: "answer"; status: number; body: string; cookies: string[]; headers: IncomingHttpHeaders }
  | { kind: "cut"; error: string };

export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve) => {
    const req = request(url, { method: options.method ?? "GET", headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          kind: "answer",
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString("utf8"),
          cookies: res.headers["set-cookie"] ?? [],
          headers: res.headers,
        }),
      );
      res.on("error", (error) => resolve({ kind: "cut", error: error.message }));
    });
    req.on("error", (error) => resolve({ kind: "cut", error: error.message }));
    req.setTimeout(120_000, () => req.destroy(new Error("no answer in 120 s")));
    req.end(options.body);
  });
}

/** The answer's JSON (an object), or undefined. */
export function json(reply: Reply): Record<string, unknown> | undefined {
  if (reply.kind !== "answer") return undefined;
  try {
    const value = JSON.parse(reply.body) as unknown;
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
