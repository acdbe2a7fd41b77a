// @vitest-environment node
// Attack: an admin or editor page shown inside another site's frame, with
// the person's session, so a click there lands on "Publicar" or "Borrar".
// Every /admin answer says frame-ancestors 'none' (a draft's preview: 'self').
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { sqliteEngine } from "../testing/engines.ts";
import { testApp } from "../testing/fixtures.ts";
import { person, signedIn } from "../publish/testing/people.ts";
import { testPublishing } from "../publish/testing/publishing.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 120_000 });
afterAll(() => engine.teardown());

describe("clickjacking", () => {
  it("no admin or editor page may be framed", async () => {
    const adminDist = mkdtempSync(join(tmpdir(), "admin-"));
    mkdirSync(join(adminDist, ".vite"), { recursive: true });
    writeFileSync(
      join(adminDist, ".vite/manifest.json"),
      JSON.stringify({ "index.html": { file: "assets/editor.js", isEntry: true } }),
    );
    const { store } = await engine.open();
    const { publishing } = await testPublishing({ adminDist });
    const app = testApp(store, { publishing });
    await person(store, "olga@mesalia.example", "owner");
    const { cookie } = await signedIn(app, "olga@mesalia.example");
    for (const path of [
      "/admin/login",
      "/admin/edit",
      "/admin/users",
      "/admin/experiments",
      "/admin",
      "/admin/no-such-page",
    ]) {
      const response = await app.request(path, { headers: { Cookie: cookie, Accept: "text/html" } });
      expect(response.headers.get("content-security-policy"), path).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
    }
    await publishing.publisher.recover();
  });
});
