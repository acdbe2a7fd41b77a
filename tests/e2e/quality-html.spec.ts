// The W3C Nu HTML checker over every built HTML file, in one java run:
// zero errors. (Not a browser test, but it needs the build, so it runs here.)
import { expect, test } from "./test.ts";
import { distDir } from "../../scripts/audit/routes.ts";
import { runVnu } from "../../scripts/audit/vnu.ts";

test("Nu HTML checker: no errors in any built page", async () => {
  test.setTimeout(180_000);
  const dist = distDir();
  const { files, messages } = runVnu(dist);
  expect(files.length).toBeGreaterThan(0);
  const errors = messages
    .filter((m) => m.type === "error")
    .map((m) => `${m.file}:${m.line ?? "?"} ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 80)}]` : ""}`);
  expect(errors).toEqual([]);
});
