// @vitest-environment node
// Imports flow one way (docs/architecture.md): a file imports only its own
// layer and the layers below it. The rules are data in ./layers.ts.
import { describe, expect, it } from "vitest";
import { checkFile, checkRepo, LAYERS, layerOf } from "./layers";

const root = process.cwd();

describe("the layering", () => {
  it("every import in src/, server/ and scripts/ goes to an allowed layer", () => {
    const { violations, stalePending } = checkRepo(root);
    expect(violations.map((v) => v.message)).toEqual([]);
    // An exception whose import is gone must leave the list, so the rule it suspended applies again.
    expect(
      stalePending.map(
        (p) => `no longer imported, remove from PENDING in tests/unit/architecture/layers.ts: ${p.from} -> ${p.to}`,
      ),
    ).toEqual([]);
  });

  it("is a stack: no chain of allowed imports leads back to where it started", () => {
    const may = new Map(LAYERS.map((l) => [l.name, l.may]));
    const loops: string[] = [];
    const walk = (name: string, path: string[]) => {
      if (path.includes(name)) return void loops.push([...path, name].join(" -> "));
      for (const next of may.get(name) ?? []) walk(next, [...path, name]);
    };
    for (const layer of LAYERS) walk(layer.name, []);
    expect(loops).toEqual([]);
    expect(LAYERS.flatMap((l) => l.may).filter((name) => !may.has(name))).toEqual([]);
  });

  it("reports the file, the import and the rule an import breaks", () => {
    const [violation, ...rest] = checkFile(
      root,
      "src/components/Menu.tsx",
      'import { Header } from "../layout/Header";\n',
    );
    expect(rest).toEqual([]);
    expect(violation?.target).toBe("src/layout/Header.tsx");
    expect(violation?.message).toMatch(
      /^src\/components\/Menu\.tsx imports "\.\.\/layout\/Header" \(src\/layout\/Header\.tsx\): layer components may import .*core.*; not layout$/,
    );
  });

  it("keeps React and the page out of src/core, and lets types through", () => {
    const text =
      'import { useState } from "react";\nimport type { SiteDocument } from "../runtime/types";\nexport const x = 1;\n';
    expect(checkFile(root, "src/core/format/x.ts", text).map((v) => v.message)).toEqual([
      'src/core/format/x.ts imports "react": layer core may not import react* (it must load in plain Node, without React or a page)',
    ]);
  });

  it("keeps JSX out of src/core", () => {
    expect(checkFile(root, "src/core/Badge.tsx", "export const badge = 1;\n").map((v) => v.message)).toEqual([
      "src/core/Badge.tsx: layer core holds no JSX (.tsx), so no React",
    ]);
  });

  it("knows where every source file belongs", () => {
    expect(layerOf("src/core/i18n/paths.ts")?.name).toBe("core");
    expect(layerOf("src/sections/hero/Hero.tsx")?.name).toBe("sections");
    expect(layerOf("src/App.tsx")?.name).toBe("runtime");
    expect(layerOf("server/forms.ts")?.name).toBe("server");
    expect(layerOf("lib/validate/content.ts")?.name).toBe("content-lib");
    expect(layerOf("scripts/build.ts")?.name).toBe("scripts");
    expect(checkFile(root, "src/widgets/Badge.tsx", "export const badge = 1;\n").map((v) => v.message)).toEqual([
      "src/widgets/Badge.tsx belongs to no layer: add its folder to LAYERS in tests/unit/architecture/layers.ts",
    ]);
  });
});
