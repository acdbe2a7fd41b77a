// @vitest-environment node
// «Declarar ganador» called directly, as the page's two clicks do: while
// the results say to wait, the first call only asks for confirmation,
// saying it is early, and changes nothing; an editor may not decide at
// all; the confirmed call ends the test with the chosen arm.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sqliteEngine } from "../../testing/engines.ts";
import { PAGES } from "../../testing/fixtures.ts";
import type { User } from "../../roles.ts";
import { setupExperiments } from "../index.ts";
import { decideExperiment } from "./decide.ts";

const engine = sqliteEngine();
afterAll(() => engine.teardown());

const PUBLISHER: User = { id: 2, email: "pia@mesalia.example", name: "Pía", role: "publisher" };
const EDITOR: User = { id: 3, email: "edu@mesalia.example", name: "Edu", role: "editor" };

/** A pages folder with one test, t-demo on /prueba, and no visitor yet. */
function pagesDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "decide-op-"));
  copyFileSync(join(PAGES, "_site.json"), join(dir, "_site.json"));
  const doc = (extra: Record<string, unknown>, title: string) => ({
    $schema: "../schema/page.schema.json",
    version: 1,
    path: "/prueba",
    ...extra,
    meta: { title, description: "x" },
    sections: [{ type: "notice", id: "n", title, text: "t" }],
  });
  const experiment = { id: "t-demo", weights: { control: 50, b: 50 }, goal: { kind: "booking" } };
  writeFileSync(join(dir, "prueba.json"), JSON.stringify(doc({ experiment }, "Control")));
  writeFileSync(join(dir, "prueba.b.json"), JSON.stringify(doc({ variant: "b" }, "Brazo B")));
  return dir;
}

describe("deciding an A/B test", () => {
  it("while the verdict says wait, a winner needs confirmation and is called early; confirmed, the test ends", async () => {
    const { store } = await engine.open();
    const pages = pagesDir();
    const experiments = setupExperiments({
      store,
      pagesDir: pages,
      now: () => new Date("2026-11-02T10:00:00Z"),
      secure: () => false,
    });
    const base = readFileSync(join(pages, "prueba.json"), "utf8");
    const winner = { id: "t-demo", action: "winner" as const, arm: "b" };

    expect(await decideExperiment({ ...winner, confirm: true }, EDITOR, { experiments })).toMatchObject({
      refused: "forbidden",
    });
    expect(await decideExperiment({ ...winner, arm: "z", confirm: true }, PUBLISHER, { experiments })).toEqual({
      refused: "invalid",
      message: "Elige qué versión se queda en /prueba · Variante B.",
    });

    const first = await decideExperiment({ ...winner, confirm: false }, PUBLISHER, { experiments });
    expect(first).toMatchObject({
      confirm: {
        id: "t-demo",
        keep: "b",
        early: "Los resultados aún no señalan un ganador: lo prudente es esperar.",
      },
    });
    expect((await experiments.data.get("t-demo"))?.endedAt).toBeNull();
    expect(readFileSync(join(pages, "prueba.json"), "utf8")).toBe(base);

    const second = await decideExperiment({ ...winner, confirm: true }, PUBLISHER, { experiments });
    expect(second).toMatchObject({ audit: { id: "t-demo", arm: "b" } });
    expect("done" in second && second.done.slice(0, 2)).toEqual([
      "/prueba · Variante B terminada: se queda la variante B.",
      "La página /prueba tiene ahora las secciones de la variante B.",
    ]);
    expect(await experiments.data.get("t-demo")).toMatchObject({ winner: "b" });
    expect(await decideExperiment({ ...winner, confirm: true }, PUBLISHER, { experiments })).toMatchObject({
      refused: "conflict",
    });
  });
});
