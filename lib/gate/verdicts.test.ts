// @vitest-environment node
// The editor (lib/editor/api.ts checkDocs: beside each field, and at
// "Publicar") and `npm run validate` (loadContent + gateProblems, as
// scripts/validate.ts runs them) give the same verdicts on the same
// documents: the file, the JSON pointer and a reason, in Spanish for the
// editor. Pages that trip the rules issue 35 names: a new page left with its
// starter copy, alt text of spaces, a title of a million characters.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkDocs } from "../editor/api.ts";
import { starterDocument } from "../editor/new-page.ts";
import { stopsPublish } from "../editor/problems.ts";
import { loadContent } from "../validate/content.ts";
import { gateProblems } from "./index.ts";

const root = join(import.meta.dirname, "..", "..");

function documents(): Record<string, unknown> {
  const home = JSON.parse(readFileSync(join(root, "pages/home.json"), "utf8")) as Record<string, unknown> & {
    meta: Record<string, unknown>;
    sections: Array<Record<string, unknown>>;
  };
  const { experiment: _experiment, ...rest } = home;
  const blankAlt = structuredClone(rest) as typeof home;
  blankAlt.path = "/prueba-alt";
  (blankAlt.sections[0]!.image as { alt: string }).alt = "   \t ";
  blankAlt.meta = {
    ...blankAlt.meta,
    title: "Prueba de texto alternativo | {product}",
    description: "Una copia de la portada con un texto alternativo que no dice nada, para comprobar el filtro.",
  };
  const long = structuredClone(rest) as typeof home;
  long.path = "/prueba-larga";
  long.meta = {
    ...long.meta,
    title: "a".repeat(1_000_000),
    description: "Una copia de la portada con un título de un millón de caracteres, para comprobar el límite.",
  };
  return {
    "pages/nueva-gate.json": starterDocument("/nueva-gate", "Nueva"),
    "pages/prueba-alt.json": blankAlt,
    "pages/prueba-larga.json": long,
  };
}

const key = (p: { file: string; pointer: string }) => `${p.file} ${p.pointer}`;

describe("the gate's verdicts, in the editor and in npm run validate", () => {
  it("are the same problems at the same fields, each with a reason", () => {
    const docs = documents();
    const files = new Set(Object.keys(docs));
    // npm run validate: the documents as files (schema and site-wide checks, then the gate's blocking rules).
    const content = loadContent(root, { extraPages: Object.entries(docs).map(([file, doc]) => ({ file, doc })) });
    const cli = [
      ...content.problems.filter((p) => files.has(p.file)),
      ...gateProblems(content, files).filter((p) => p.severity === "block"),
    ];
    // The editor: the same documents as unsaved work; what stops a publish.
    const editor = checkDocs(root, docs).problems.filter(stopsPublish);
    expect(cli.map(key).sort()).toEqual(editor.map(key).sort());
    expect(cli.map(key).sort()).toEqual(
      [
        "pages/nueva-gate.json /meta/description",
        "pages/nueva-gate.json /meta/robots",
        "pages/nueva-gate.json /sections/0/lead",
        "pages/prueba-alt.json /sections/0/image/alt",
        "pages/prueba-larga.json /meta/title",
        "pages/prueba-larga.json /meta/title",
      ].sort(),
    );
    for (const p of cli) expect(p.message.length, key(p)).toBeGreaterThan(5);
    for (const p of editor) expect(p.message, key(p)).toMatch(/[áéíóúñ]|caracteres|texto|alternativo|Google/);
    expect(editor.find((p) => p.file === "pages/prueba-larga.json")?.message).toMatch(/1000000 caracteres/);
    expect(editor.find((p) => p.pointer === "/sections/0/image/alt")?.message).toMatch(/texto alternativo está vacío/);
  });
});
