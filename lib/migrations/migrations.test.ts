// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import {
  CURRENT_VERSION,
  MIGRATIONS,
  assertChain,
  latestVersion,
  migrateDocument,
  renamedKeysOf,
  type Doc,
  type Migration,
} from "./index.ts";
import { formatProblem, loadContent } from "../validate/content.ts";
import { FIXTURE_MIGRATIONS } from "../../tests/fixtures/migrations/fixture-migrations.ts";

const root = process.cwd();
const fixture = (name: string) =>
  JSON.parse(readFileSync(join(root, "tests/fixtures/migrations", name), "utf8")) as Doc;
const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === "object") {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
};
const pageFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.name.startsWith("_")
      ? []
      : e.isDirectory()
        ? pageFiles(join(dir, e.name))
        : e.name.endsWith(".json")
          ? [join(dir, e.name)]
          : [],
  );

describe("the site's migrations", () => {
  it("form one chain and lead to the version the schema requires", () => {
    expect(() => assertChain(MIGRATIONS)).not.toThrow();
    const schema = JSON.parse(readFileSync(join(root, "schema/page.schema.json"), "utf8"));
    expect(schema.properties.version.const).toBe(CURRENT_VERSION);
  });

  it("leave every document in pages/ as it is (they are current)", () => {
    for (const file of pageFiles(join(root, "pages"))) {
      const doc = JSON.parse(readFileSync(file, "utf8")) as Doc;
      const result = migrateDocument(doc);
      expect(result.applied, file).toEqual([]);
      expect(result.doc, file).toEqual(doc);
    }
  });

  it("validate asks for the migration instead of listing schema errors for an old document", () => {
    const problems = loadContent(root, {
      extraPages: [{ file: "pages/vieja.json", doc: fixture("v0-campaign.json") }],
    }).problems.map(formatProblem);
    expect(problems).toEqual([
      "pages/vieja.json /version: is missing: this document predates versioning; `npm run migrate` shows the upgrade, `npm run migrate -- --write` applies it",
    ]);
    const newer = loadContent(root, {
      extraPages: [{ file: "pages/nueva.json", doc: { ...fixture("v1-campaign.json"), version: CURRENT_VERSION + 1 } }],
    }).problems.map(formatProblem);
    expect(newer).toEqual([
      `pages/nueva.json /version: ${CURRENT_VERSION + 1} is newer than this site knows (${CURRENT_VERSION})`,
    ]);
  });

  it("0 → 1 stamps a document written before versioning, after $schema, and it validates", () => {
    const { version: _v, ...unversioned } = JSON.parse(
      readFileSync(join(root, "tests/fixtures/pages/valid/campaign.json"), "utf8"),
    ) as Doc;
    const { doc, from, to } = migrateDocument(unversioned);
    expect([from, to]).toEqual([0, 1]);
    expect(Object.keys(doc).slice(0, 2)).toEqual(["$schema", "version"]);
    expect(
      loadContent(root, { extraPages: [{ file: "pages/campana.json", doc }] }).problems.map(formatProblem),
    ).toEqual([]);
  });
});

describe("the machinery, on fixture migrations", () => {
  it("applies every step in order from a document's version", () => {
    const result = migrateDocument(deepFreeze(fixture("v0-campaign.json")), FIXTURE_MIGRATIONS);
    expect(result.applied.map((m) => `${m.from}→${m.to}`)).toEqual(["0→1", "1→2", "2→3"]);
    expect(result.doc).toEqual(fixture("v3-campaign.expected.json"));
    const fromOne = migrateDocument(fixture("v1-campaign.json"), FIXTURE_MIGRATIONS);
    expect(fromOne.applied.map((m) => m.from)).toEqual([1, 2]);
    expect(fromOne.doc).toEqual(fixture("v3-campaign.expected.json"));
  });

  it("is pure and idempotent: inputs are untouched (frozen), a migrated document does not change again", () => {
    const input = deepFreeze(fixture("v0-campaign.json"));
    const once = migrateDocument(input, FIXTURE_MIGRATIONS).doc;
    expect(input).toEqual(fixture("v0-campaign.json"));
    const twice = migrateDocument(once, FIXTURE_MIGRATIONS);
    expect(twice.applied).toEqual([]);
    expect(twice.doc).toEqual(once);
  });

  it("turns an old document into today's shape (the fixtures' version 3 is the real schema's format)", () => {
    const { doc } = migrateDocument(fixture("v0-campaign.json"), FIXTURE_MIGRATIONS);
    const today = { ...doc, version: CURRENT_VERSION };
    expect(
      loadContent(root, { extraPages: [{ file: "pages/campana-migrada.json", doc: today }] }).problems.map(
        formatProblem,
      ),
    ).toEqual([]);
  });

  it("names the new key when a document still uses a renamed one", () => {
    const old = { ...fixture("v1-campaign.json"), version: CURRENT_VERSION };
    const problems = loadContent(root, {
      renamedKeys: renamedKeysOf(FIXTURE_MIGRATIONS),
      extraPages: [{ file: "pages/campana-vieja.json", doc: old }],
    }).problems.map(formatProblem);
    expect(problems).toContain('pages/campana-vieja.json /meta/image: "image" was renamed to "ogImage"');
    expect(problems).toContain(
      'pages/campana-vieja.json /sections/0/cards/0/phrasings: "phrasings" was renamed to "improvementVariants"',
    );
  });

  it("rejects a broken chain and a document newer than the site", () => {
    const step = (from: number, to: number): Migration => ({ from, to, why: "", migrate: (d) => d });
    expect(() => assertChain([step(0, 1), step(2, 3)])).toThrow(/out of order/);
    expect(() => assertChain([step(0, 2)])).toThrow(/exactly one version/);
    expect(() => migrateDocument({ version: 9 }, FIXTURE_MIGRATIONS)).toThrow(/newer than this site knows \(3\)/);
    expect(latestVersion(FIXTURE_MIGRATIONS)).toBe(3);
  });

  it("follows chains of renames to the newest name", () => {
    const rename = (from: number, renamed: Record<string, string>): Migration => ({
      from,
      to: from + 1,
      why: "",
      renamed,
      migrate: (d) => d,
    });
    expect(renamedKeysOf([rename(0, { a: "b" }), rename(1, { b: "c" })])).toEqual({ a: "c", b: "c" });
  });
});
