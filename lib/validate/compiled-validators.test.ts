// The validators kept on disk (compiled-validators.ts) must tell a marketer exactly what ajv
// compiling in memory told them: the same lines, English and Spanish, from the same errors.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ErrorObject } from "ajv";
import { afterAll, describe, expect, it } from "vitest";
import { describeAjvError } from "./ajv-messages.ts";
import { configuredAjv, loadValidators, type Validators } from "./compiled-validators.ts";
import { SchemaSet, schemaId } from "./schema-set.ts";

const root = join(import.meta.dirname, "../..");
const schemas = new SchemaSet(join(root, "schema"));
const cacheDir = mkdtempSync(join(tmpdir(), "page-validators-"));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8")) as Record<string, unknown>;
const about = readJson("pages/about.json");
const site = readJson("pages/_site.json");
const sections = about.sections as Array<Record<string, unknown>>;

// One of each kind of mistake ajv-messages.ts words on its own, and some it leaves to ajv-i18n.
const badDocuments: Array<[string, unknown]> = [
  [
    "page.schema.json",
    {
      ...about,
      path: 3,
      extra: true,
      meta: { title: "x".repeat(400) },
      sections: [
        { ...sections[0], title: 7, actions: [{ label: "Ver", href: "www.mesalia.com", icon: "no-such-icon" }] },
        { type: "noSuchSection" },
        { id: "sin-tipo" },
        ...sections.slice(1),
      ],
    },
  ],
  ["site.schema.json", { ...site, booking: { ...(site.booking as object), timeZone: "Europe/Madri" }, brand: null }],
  ["page.schema.json", { version: 1, path: "/x", meta: { title: "", description: "" }, sections: "none" }],
];

/** Everything about each error that our messages read, and the messages themselves. */
function problemsOf(validate: Validators | ((file: string) => unknown), file: string, doc: unknown) {
  const v = (validate as (file: string) => { (d: unknown): boolean; errors?: ErrorObject[] | null })(file);
  expect(v(doc)).toBe(false);
  return (v.errors ?? []).map((error) => {
    const { instancePath, keyword, params, message, schema, parentSchema, data, propertyName } = error;
    return {
      error: { instancePath, keyword, params, message, schema, parentSchema, data, propertyName },
      said: describeAjvError(error, { oldKey: "newKey" }),
    };
  });
}

describe("validators kept on disk (issue 44)", () => {
  it("give the same problems, in English and Spanish, compiled now or read from the cache", () => {
    const ajv = configuredAjv(schemas);
    const inMemory = (file: string) => ajv.getSchema(schemaId(file));
    const cold = loadValidators(schemas, cacheDir);
    expect(readdirSync(cacheDir)).toHaveLength(1);
    const warm = loadValidators(schemas, cacheDir);
    for (const [file, doc] of badDocuments) {
      const expected = problemsOf(inMemory, file, doc);
      expect(expected.length).toBeGreaterThan(1);
      expect(problemsOf(cold, file, doc)).toEqual(expected);
      expect(problemsOf(warm, file, doc)).toEqual(expected);
    }
    // The time zone is checked (a format of our own), and worded as ours.
    const siteProblems = problemsOf(warm, "site.schema.json", badDocuments[1][1]).map((p) => p.said.es);
    expect(siteProblems).toContain(
      "«Europe/Madri» no es una zona horaria: usa un nombre IANA como Europe/Madrid o America/Mexico_City",
    );
  });

  it("compiles a changed schema again instead of using the stale validators", () => {
    const page = { ...about, meta: { ...(about.meta as object), title: "Sobre nosotros" } };
    loadValidators(schemas, cacheDir);
    const before = new Set(readdirSync(cacheDir));
    expect(loadValidators(schemas, cacheDir)("page.schema.json")(page)).toBe(true);

    // A developer lowers the title's limit: the same page must now be refused.
    const changed = new SchemaSet(join(root, "schema"));
    const pageSchema = structuredClone(changed.files.get("page.schema.json")) as {
      $defs: { meta: { properties: { title: Record<string, unknown> } } };
    };
    Object.assign(pageSchema.$defs.meta.properties.title, { type: "string", maxLength: 5 });
    changed.files.set("page.schema.json", pageSchema);
    const validate = loadValidators(changed, cacheDir)("page.schema.json");
    expect(validate(page)).toBe(false);
    expect(validate.errors?.map((e) => [e.instancePath, e.keyword])).toEqual([["/meta/title", "maxLength"]]);
    expect([...readdirSync(cacheDir)].filter((f) => !before.has(f))).toHaveLength(1);
  });
});
