// @vitest-environment node
// Attack: a signed-in editor asked /admin/edit/api/preview-status?id=../../x
// and learned from "ready" or "failed" whether any path existed on the
// server. Only a commit id is looked up now; anything else is unknown.
import { afterAll, describe, expect, it, vi } from "vitest";
import { sqliteEngine } from "../testing/engines.ts";
import { testApp } from "../testing/fixtures.ts";
import { person, signedIn } from "./testing/people.ts";
import { testPublishing } from "./testing/publishing.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 120_000 });
afterAll(() => engine.teardown());

describe("preview-status path oracle", () => {
  it("answers the same for an existing and a missing path that is not a commit id", async () => {
    const { store } = await engine.open();
    const { publishing } = await testPublishing();
    const app = testApp(store, { publishing });
    await person(store, "eva@mesalia.example", "editor");
    const { headers } = await signedIn(app, "eva@mesalia.example");
    const status = async (id: string) =>
      (await app.request(`/admin/edit/api/preview-status?id=${encodeURIComponent(id)}`, { headers })).json();
    const missing = await status("../../no-such-folder-here");
    for (const existing of ["..", "../..", "../../../../../../../etc", "/"])
      expect(await status(existing), existing).toEqual({ ...(missing as object), id: existing });
    expect(missing).toMatchObject({ state: "failed" });
  });
});
