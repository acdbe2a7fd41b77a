// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { join } from "node:path";
import type { ExtractedMessage } from "@lingui/conf";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { parseJson } from "../validate/json-source.ts";
import { createJsonExtractor, EXTRACTED_FILES_KEPT, schemaFileFor } from "./lingui-json-extractor.ts";

// The real parser, counted: whether a file's copy was extracted again or taken from memory.
vi.mock("../validate/json-source.ts", async (original) => {
  const actual = await original<typeof import("../validate/json-source.ts")>();
  return { ...actual, parseJson: vi.fn(actual.parseJson) };
});

const root = process.cwd();
const extractor = createJsonExtractor(root);

async function extract(file: string, value: unknown): Promise<ExtractedMessage[]> {
  const out: ExtractedMessage[] = [];
  await extractor.extract(join(root, file), JSON.stringify(value), (m) => out.push(m), { linguiConfig: {} as never });
  return out;
}

const page = {
  $schema: "../schema/page.schema.json",
  version: 1,
  path: "/prueba",
  meta: { title: "Prueba | {product}", description: "Una página de prueba.", robots: "noindex,follow" },
  sections: [
    {
      type: "notice",
      id: "aviso",
      code: "404",
      title: "Hola",
      text: "Texto del aviso.",
      logPath: true,
      actions: [
        { label: "Volver al inicio", href: "/", icon: "home" },
        { label: "Volver atrás", action: "back", href: "https://example.com/x", style: "secondary" },
      ],
    },
  ],
};

describe("JSON copy extractor", () => {
  it("matches page documents, the site document and collections only", () => {
    expect(schemaFileFor("pages/home.json")).toBe("page.schema.json");
    expect(schemaFileFor("pages/features/detail.json")).toBe("page.schema.json");
    expect(schemaFileFor("pages/_site.json")).toBe("site.schema.json");
    expect(schemaFileFor("pages/_data/features.json")).toBe("data/features.schema.json");
    expect(schemaFileFor("pages/_drafts/x.json")).toBeUndefined();
    expect(schemaFileFor("pages/readme.md")).toBeUndefined();
    expect(schemaFileFor("src/data.json")).toBeUndefined();
    expect(extractor.match(join(root, "pages/home.json"))).toBe(true);
    expect(extractor.match(join(root, "src/App.tsx"))).toBe(false);
  });

  it("extracts exactly the x-copy strings, never ids, paths, enums, codes or URLs", async () => {
    const messages = await extract("pages/prueba.json", page);
    expect(messages.map((m) => m.message)).toEqual([
      "Prueba | {product}",
      "Una página de prueba.",
      "Hola",
      "Texto del aviso.",
      "Volver al inicio",
      "Volver atrás",
    ]);
    const all = JSON.stringify(messages.map((m) => m.message));
    for (const never of [
      "/prueba",
      "aviso",
      "404",
      "home",
      "back",
      "secondary",
      "https://example.com/x",
      "noindex,follow",
      "../schema/page.schema.json",
    ]) {
      expect(all).not.toContain(`"${never}"`);
    }
  });

  it("uses Lingui's generated id and puts file and place (section id for its index) in the translator comment", async () => {
    const messages = await extract("pages/prueba.json", page);
    const hola = messages.find((m) => m.message === "Hola")!;
    expect(hola.id).toBe(generateMessageId("Hola"));
    expect(hola.comment).toBe("pages/prueba.json /sections/aviso/title");
    expect(hola.origin?.[0]).toBe(join(root, "pages/prueba.json"));
    expect(messages.find((m) => m.message === "Volver atrás")?.comment).toBe(
      "pages/prueba.json /sections/aviso/actions/1/label",
    );
  });

  it("keeps a section's comments when a section is inserted before it", async () => {
    const notice = page.sections[0];
    const before = await extract("pages/prueba.json", page);
    const after = await extract("pages/prueba.json", {
      ...page,
      sections: [{ ...notice, id: "nuevo", title: "Nuevo" }, notice],
    });
    const comments = (messages: ExtractedMessage[]) => new Set(messages.map((m) => `${m.message} ${m.comment}`));
    const added = [...comments(after)].filter((c) => !comments(before).has(c));
    expect(added.every((c) => c.includes("/sections/nuevo/"))).toBe(true);
    expect([...comments(before)].every((c) => comments(after).has(c))).toBe(true);
    // A section without an id is named by its type and rank.
    const { id: _id, ...unnamed } = notice;
    const third = await extract("pages/prueba.json", { ...page, sections: [notice, unnamed, unnamed] });
    expect(third.filter((m) => m.message === "Hola").map((m) => m.comment)).toEqual([
      "pages/prueba.json /sections/aviso/title",
      "pages/prueba.json /sections/notice#1/title",
      "pages/prueba.json /sections/notice#2/title",
    ]);
  });

  it("reads the site document with its own schema", async () => {
    const site = { brand: { name: "Mesalia", tagline: "Una línea." }, origin: "https://mesalia.com" };
    const messages = await extract("pages/_site.json", site);
    expect(messages.map((m) => [m.message, m.comment])).toEqual([["Una línea.", "pages/_site.json /brand/tagline"]]);
  });

  it("reports a JSON syntax error with line and column", async () => {
    const run = async () =>
      extractor.extract(join(root, "pages/roto.json"), '{\n  "path": }', () => {}, { linguiConfig: {} as never });
    await expect(run()).rejects.toThrow(/line 2, column/);
  });
});

describe("what the extractor keeps between syncs", () => {
  it("is bounded: the least recently extracted content is parsed again past EXTRACTED_FILES_KEPT", async () => {
    const parsed = vi.mocked(parseJson);
    const one = { ...page, path: "/memoria" };
    await extract("pages/memoria.json", one);
    parsed.mockClear();
    await extract("pages/memoria.json", one);
    expect(parsed).not.toHaveBeenCalled(); // from memory
    // As many other contents as are kept (each publish adds the changed pages' new ones).
    for (let i = 0; i < EXTRACTED_FILES_KEPT; i++) await extract(`pages/otra-${i}.json`, { path: `/otra/${i}` });
    parsed.mockClear();
    await extract("pages/memoria.json", one);
    expect(parsed).toHaveBeenCalledTimes(1);
  });

  it("keeps a site of 1,700 pages whatever one page is published as: each sync reads only what changed", async () => {
    const parsed = vi.mocked(parseJson);
    const site = Array.from({ length: 1700 }, (_, i) => [`pages/escala/${i}.json`, { path: `/escala/${i}` }] as const);
    for (const [file, doc] of site) await extract(file, doc);
    // One page published again and again, with new copy each time.
    for (let i = 0; i < EXTRACTED_FILES_KEPT; i++) await extract("pages/escala/0.json", { path: `/escala/0`, v: i });
    await extract("pages/escala/0.json", site[0]![1]);
    parsed.mockClear();
    for (const [file, doc] of site) await extract(file, doc);
    expect(parsed).not.toHaveBeenCalled();
  });
});
