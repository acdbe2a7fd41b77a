// @vitest-environment node
// No /admin answer may end up in a search engine, refusals included: a
// crawler that is not a browser asking for /admin got a JSON 401 without
// noindex. Every status a visitor or a script can meet is asked for here.
import { afterAll, describe, expect, it, vi } from "vitest";
import { sqliteEngine } from "../testing/engines.ts";
import { testApp } from "../testing/fixtures.ts";
import { ORIGIN, person, signedIn } from "../publish/testing/people.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 60_000 });
afterAll(() => engine.teardown());

const TOKEN = "noindex-check-token-0123456789-abcdefghij";

describe("X-Robots-Tag on /admin", () => {
  it("says noindex on every answer: signed out, refused, not found, rate-limited, too large, and served", async () => {
    const { store } = await engine.open();
    const app = testApp(store, { adminToken: TOKEN });
    await person(store, "eva@mesalia.example", "editor");
    await person(store, "olga@mesalia.example", "owner");
    const editor = await signedIn(app, "eva@mesalia.example");
    const owner = await signedIn(app, "olga@mesalia.example");
    const json = { Accept: "application/json" };
    const html = { Accept: "text/html" };
    const answers: Array<[string, Response]> = [
      ["signed out, JSON", await app.request("/admin", { headers: json })],
      ["signed out, HTML", await app.request("/admin/bookings", { headers: html })],
      ["signed out, the editor's API", await app.request("/admin/edit/api/pages", { headers: json })],
      ["an editor on the owner's page", await app.request("/admin", { headers: { ...json, Cookie: editor.cookie } })],
      [
        "a change without its CSRF token",
        await app.request("/admin/users", {
          method: "POST",
          headers: { Cookie: owner.cookie, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
          body: "email=x%40mesalia.example&role=editor",
        }),
      ],
      ["no such page", await app.request("/admin/no-such-page", { headers: { ...html, Cookie: owner.cookie } })],
      [
        "a body over the limit",
        await app.request("/admin/login", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: `email=${"a".repeat(2 * 1024 * 1024)}`,
        }),
      ],
      ["the sign-in page", await app.request("/admin/login", { headers: html })],
      ["the owner's inbox", await app.request("/admin", { headers: { ...html, Cookie: owner.cookie } })],
      ["who is signed in", await app.request("/admin/api/me", { headers: { ...json, Cookie: owner.cookie } })],
    ];
    // Wrong Bearer tokens: ten a minute per address, then 429.
    let guessed: Response | undefined;
    for (let i = 0; i < 12; i++)
      guessed = await app.request("/admin/api/me", { headers: { ...json, Authorization: "Bearer wrong-token" } });
    answers.push(["too many wrong tokens", guessed!]);

    const statuses = answers.map(([what, r]) => `${what}: ${r.status}`);
    expect(statuses).toEqual([
      "signed out, JSON: 401",
      expect.stringMatching(/^signed out, HTML: (302|303|401)$/),
      "signed out, the editor's API: 401",
      "an editor on the owner's page: 403",
      "a change without its CSRF token: 403",
      "no such page: 404",
      "a body over the limit: 413",
      "the sign-in page: 200",
      "the owner's inbox: 200",
      "who is signed in: 200",
      "too many wrong tokens: 429",
    ]);
    const indexable = answers.filter(([, r]) => !/^noindex\b/.test(r.headers.get("x-robots-tag") ?? ""));
    expect(indexable.map(([what]) => what)).toEqual([]);
  });
});
