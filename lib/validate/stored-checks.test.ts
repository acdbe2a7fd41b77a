// @vitest-environment node
// Each document's schema check results kept on disk by its content
// (stored-checks.ts): a restarted server's first page list reads them instead
// of validating every document again, and says the same; after an edit only
// the edited document is checked again.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const project = fileURLToPath(new URL("../..", import.meta.url));
const root = mkdtempSync(join(tmpdir(), "stored-checks-"));
const checksDir = join(root, "checks");

interface Doc {
  path: string;
  meta?: unknown;
  sections: Array<{ id?: string; title?: string }>;
}
const readDoc = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8")) as Doc;
const writeDoc = (file: string, doc: Doc) => writeFileSync(join(root, file), JSON.stringify(doc, null, 2));

beforeAll(() => {
  for (const dir of ["pages", "locales"]) cpSync(join(project, dir), join(root, dir), { recursive: true });
  for (const dir of ["schema", "public"]) symlinkSync(join(project, dir), join(root, dir));
  // A schema error (stored), and a whole-site check's problem (made on every load) beside it.
  const about = readDoc("pages/about.json");
  writeDoc("pages/sin-meta.json", { ...about, path: "/sin-meta", meta: undefined });
  const twice = structuredClone(about);
  twice.path = "/dos-veces";
  twice.sections[0]!.id = twice.sections[1]!.id = "repetido";
  writeDoc("pages/dos-veces.json", twice);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The modules as a newly started process has them: nothing parsed, checked or walked in memory yet. */
async function restarted() {
  vi.resetModules();
  const { loadContent } = await import("./content.ts");
  const { StoredChecks } = await import("./stored-checks.ts");
  const { listPages } = await import("../editor/api.ts");
  return { loadContent, StoredChecks, listPages };
}

describe("each document's stored check results", () => {
  it("a restarted server reads every document's results back, and its page list says what a full check says", async () => {
    const full = await restarted();
    const expected = full.loadContent(root).problems;
    const expectedList = full.listPages(root);
    expect(expected.map((p) => `${p.file} ${p.pointer}`)).toEqual(
      expect.arrayContaining(["pages/sin-meta.json /meta", "pages/dos-veces.json /sections/1/id"]),
    );

    const first = await restarted();
    const writer = new first.StoredChecks(checksDir);
    expect(first.loadContent(root, { stored: writer }).problems).toEqual(expected);
    const documents = writer.made.schema ?? 0;
    expect(documents).toBeGreaterThan(20);
    expect(writer.read).toEqual({});

    const second = await restarted();
    const reader = new second.StoredChecks(checksDir);
    expect(second.listPages(root, { stored: reader })).toEqual(expectedList);
    expect(reader.made).toEqual({});
    expect(reader.read).toEqual(writer.made);
  });

  it("after a one-page edit, only that page is checked again, and its old result is let go", async () => {
    const server = await restarted();
    const store = new server.StoredChecks(checksDir);
    server.loadContent(root, { stored: store });
    expect(store.made).toEqual({});

    const contact = readDoc("pages/contact.json");
    contact.sections[0]!.id = "otro-nombre";
    writeDoc("pages/contact.json", contact);
    const kept = () =>
      (JSON.parse(readFileSync(join(checksDir, "results.json"), "utf8")) as { results: unknown[] }).results.length;
    const before = kept();
    const edited = server.loadContent(root, { stored: store });
    expect(store.made).toEqual({ schema: 1 });
    // Bounded by the site: the edited page's result replaces its old one, on disk as in memory.
    expect(kept()).toBe(before);

    const full = await restarted();
    expect(edited.problems).toEqual(full.loadContent(root).problems);
  });
});
