// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { editorLeaks } from "./editor-leak.ts";

describe("editorLeaks", () => {
  it("finds a visitor's page or script that refers to the editor, and nothing in a clean build", () => {
    const dist = mkdtempSync(join(tmpdir(), "leak-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), `<script type="module" src="/assets/index.js"></script>`);
    writeFileSync(join(dist, "assets/index.js"), "console.log('site')");
    expect(editorLeaks(dist)).toEqual([]);
    writeFileSync(join(dist, "assets/chunk.js"), `import "/admin/edit/assets/main.js"; const p = "@puckeditor/core";`);
    expect(editorLeaks(dist)).toEqual(["assets/chunk.js: /admin/edit", "assets/chunk.js: @puckeditor"]);
  });
});
