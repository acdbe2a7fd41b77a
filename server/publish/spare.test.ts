// @vitest-environment node
// The spare copy of the release served (spare.ts): made whole or not at all, so a publish's render that
// renames it into place starts from exactly the release served.
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "./testing/temp-dirs.ts";
import { spares } from "./spare.ts";

function release(dir: string) {
  for (let i = 0; i < 50; i++) {
    mkdirSync(join(dir, `pagina-${i}`), { recursive: true });
    writeFileSync(join(dir, `pagina-${i}/index.html`), `<h1>${i}</h1>`);
    writeFileSync(join(dir, `pagina-${i}.html`), `<h1>${i}</h1>`);
  }
  writeFileSync(join(dir, ".release-files"), "lista");
}

describe("the spare copy of the release served", () => {
  it("holds every file of the release as a link to it", async () => {
    const publishDir = tempDir("spare-");
    const served = join(publishDir, "releases/abc");
    release(served);
    const spare = spares(join(publishDir, "spare"));
    await spare.prepare(served);
    const copy = spare.of(served);
    expect(readdirSync(copy).sort()).toEqual(readdirSync(served).sort());
    expect(statSync(join(copy, "pagina-7/index.html")).ino).toBe(statSync(join(served, "pagina-7/index.html")).ino);
    // Only the served release's: the next one's replaces it.
    const next = join(publishDir, "releases/def");
    release(next);
    await spare.prepare(next);
    expect(readdirSync(join(publishDir, "spare"))).toEqual(["def"]);
  });

  it("is not there at all when a publish stops it half made", async () => {
    const publishDir = tempDir("spare-");
    const served = join(publishDir, "releases/abc");
    release(served);
    const spare = spares(join(publishDir, "spare"));
    const making = spare.prepare(served);
    spare.stop();
    await making;
    expect(readdirSync(join(publishDir, "spare"))).toEqual([]);
  });
});
