// @vitest-environment node
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SchemaSet } from "../../lib/validate/schema-set.ts";
import { editorSchema, plainHelp, type FieldSpec } from "./schema-fields";

const schema = editorSchema(new SchemaSet(join(fileURLToPath(new URL("../..", import.meta.url)), "schema")).files);

function* leaves(fields: Record<string, FieldSpec>): Generator<[string, FieldSpec]> {
  for (const [key, spec] of Object.entries(fields)) {
    yield [key, spec];
    if (spec.kind === "object") yield* leaves(spec.fields);
    if (spec.kind === "array") yield* leaves({ [key]: spec.item });
  }
}
const all = [...leaves(schema.page), ...Object.values(schema.sections).flatMap((f) => [...leaves(f)])];

describe("the side panel speaks Spanish", () => {
  it("every choice of every list has a Spanish name (a raw value like primary or openBooking is missing from the field's options in its editor.es.json)", () => {
    const raw = all.flatMap(([key, spec]) =>
      spec.kind === "select"
        ? spec.options.filter((o) => spec.optionLabels[o] === o && !/^\d+$/.test(o)).map((o) => `${key}: ${o}`)
        : [],
    );
    expect(raw).toEqual([]);
    const style = all.find(([key, spec]) => key === "style" && spec.kind === "select")?.[1];
    expect(style?.kind === "select" && style.optionLabels.primary).toBe("Principal (relleno violeta)");
  });

  it("no help text shows a code span", () => {
    expect(all.filter(([, spec]) => spec.help.includes("`")).map(([key]) => key)).toEqual([]);
    expect(plainHelp("Crea una ruta por cada elemento de `collection` (p. ej. `/contact`).")).toBe(
      "Crea una ruta por cada elemento de «Colección» (p. ej. «/contact»).",
    );
  });
});
