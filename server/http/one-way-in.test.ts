// @vitest-environment node
// One way in (docs/architecture.md, "The server's layers"): a request's body
// is limited by http/body-limits.ts and read by http/read-body.ts, and where
// it comes from is decided by http/origin.ts, each once for every route. A
// feature file that counts bytes, reads a body or compares origins its own
// way is a second policy that drifts from the first (the editor's image
// routes had their own origin check, trusting X-Forwarded-Host without
// TRUST_PROXY, and their own limits), so it fails here, naming the file.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? files(join(dir, e.name))
      : /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
const server = files(join(ROOT, "server"))
  .map((f) => relative(ROOT, f))
  .filter((f) => !f.startsWith("server/http/") && !/\/testing\//.test(f));
const offenders = (pattern: RegExp) => server.filter((f) => pattern.test(readFileSync(join(ROOT, f), "utf8")));

/**
 * Exceptions on their way out, with the change that ends them; the test fails
 * once one no longer applies, so the list only shrinks.
 */
const PENDING: Record<string, string> = {};

describe("one way in", () => {
  it("limits bodies in http/body-limits.ts only", () => {
    expect(offenders(/from "hono\/body-limit"/)).toEqual([]);
  });

  it("reads bodies with http/read-body.ts only", () => {
    const reading = offenders(/\bc\.req\.(json|text|arrayBuffer|blob|formData|parseBody)\(|\bc\.req\.raw\.body\b/);
    expect(reading.filter((f) => !PENDING[f])).toEqual([]);
    expect(
      Object.keys(PENDING).filter((f) => !reading.includes(f)),
      "PENDING lists a file that no longer reads a body itself",
    ).toEqual([]);
  });

  it("parses JSON bodies with http/read-body.ts's parseJson only (its depth limit)", () => {
    expect(offenders(/JSON\.parse\(\s*new TextDecoder/)).toEqual([]);
  });

  it("decides where a request comes from in http/origin.ts only", () => {
    expect(
      offenders(/header\(\s*["'](origin|sec-fetch-site|x-forwarded-host|x-forwarded-proto|x-forwarded-for)["']\s*\)/i),
    ).toEqual([]);
  });
});
