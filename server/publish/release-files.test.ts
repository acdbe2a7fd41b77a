// @vitest-environment node
// A release starts as hard links to the one served (lib/render/publish-render.ts), its list of files
// included: recording the new release's list must leave the served one's as it was, or a release that
// gained a page would make the one served look incomplete (never fallen back to, rendered again at start).
import { linkSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "./testing/temp-dirs.ts";
import { isComplete, recordFiles } from "./release-files.ts";

describe("a release's list of files", () => {
  it("is written anew: the release it was linked from keeps its own list and stays complete", () => {
    const served = tempDir("release-served-");
    writeFileSync(join(served, "index.html"), "<h1>Inicio</h1>");
    recordFiles(served);
    const listed = readFileSync(join(served, ".release-files"), "utf8");

    const next = tempDir("release-next-");
    for (const file of ["index.html", ".release-files"]) linkSync(join(served, file), join(next, file));
    mkdirSync(join(next, "nueva"));
    writeFileSync(join(next, "nueva/index.html"), "<h1>Nueva</h1>");
    recordFiles(next);

    expect(readFileSync(join(next, ".release-files"), "utf8")).toContain("nueva/index.html");
    expect(readFileSync(join(served, ".release-files"), "utf8")).toBe(listed);
    expect(isComplete(served)).toBe(true);
  });
});
