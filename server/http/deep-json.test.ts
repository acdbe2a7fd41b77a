// @vitest-environment node
// A body nested 10,000 deep parses, and then overflowed the stack of what
// walked it next: a 500 from the public API and the editor's. A malformed
// one gets its 400 with a reason as well. Every JSON
// body is read by one parser with a depth limit: a 400 that says why (a code
// for the visitors' API, a Spanish sentence for the editor), and the server
// answers the next request as before.
import { afterAll, describe, expect, it, vi } from "vitest";
import { sqliteEngine } from "../testing/engines.ts";
import { contact, fixtureDist, testApp } from "../testing/fixtures.ts";
import { person, signedIn } from "../publish/testing/people.ts";
import { testPublishing } from "../publish/testing/publishing.ts";
import { MAX_JSON_DEPTH, parseJson } from "./read-body.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 120_000 });
afterAll(() => engine.teardown());

const DEPTH = 10_000;
const deepArray = `${"[".repeat(DEPTH)}${"]".repeat(DEPTH)}`;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${"}".repeat(DEPTH)}`;
/** A page document whose sections are the deep value. */
const page = (inner: string) =>
  `{"version":1,"path":"/about","meta":{"title":"Sobre"},"sections":[{"type":"prose","id":"x","body":${inner}}]}`;
/** Where a field is expected: the form's name, the editor's document. */
const deepIn = (field: string, inner: string) => `{"${field}":${inner}}`;

describe("deep JSON bodies", () => {
  it("counts depth outside strings only: brackets inside a text are text", () => {
    const text = JSON.stringify({ message: "[[[{{{".repeat(100) });
    expect(parseJson(text)).toEqual({ value: { message: "[[[{{{".repeat(100) } });
    const limit = `${"[".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH)}`;
    expect("value" in parseJson(limit)).toBe(true);
    expect(parseJson(`[${limit}]`)).toEqual({ problem: "too_deep" });
    expect(parseJson('{"a": "\\"[[["}')).toEqual({ value: { a: '"[[[' } });
  });

  it("get a 400 with the reason from the visitors' API and the editor's, and the server goes on", async () => {
    const { store } = await engine.open();
    const { publishing } = await testPublishing({ fallbackDist: fixtureDist() });
    const app = testApp(store, { publishing });
    await person(store, "eva@mesalia.example", "editor");
    const editor = await signedIn(app, "eva@mesalia.example");
    const api = (path: string, body: string) =>
      app.request(path, { method: "POST", headers: { "Content-Type": "application/json" }, body });
    const edit = (name: string, body: string) =>
      app.request(`/admin/edit/api/${name}`, {
        method: "POST",
        headers: { ...editor.headers, "Content-Type": "application/json" },
        body,
      });
    const answers: Array<[string, Response]> = [];
    for (const [shape, deep] of [
      ["array", deepArray],
      ["object", deepObject],
    ] as const) {
      answers.push([`a form, ${shape}`, await api("/api/forms/formulario", deepIn("name", deep))]);
      answers.push([`a form, the whole body, ${shape}`, await api("/api/forms/formulario", deep)]);
      answers.push([`a booking, ${shape}`, await api("/api/bookings", deepIn("name", deep))]);
      answers.push([
        `the editor's check, ${shape}`,
        await edit("check", `{"docs":{"pages/about.json":${page(deep)}}}`),
      ]);
      answers.push([
        `the editor's save, ${shape}`,
        await edit("save", `{"file":"pages/nueva.json","hash":null,"doc":${page(deep)}}`),
      ]);
    }
    const seen = await Promise.all(
      answers.map(async ([what, r]) => `${what}: ${r.status} ${((await r.json()) as { error: string }).error}`),
    );
    const editorWords = "La petición tiene más de 64 niveles anidados: no es un documento del editor.";
    expect(seen).toEqual(
      ["array", "object"].flatMap((shape) => [
        `a form, ${shape}: 400 too_deep`,
        `a form, the whole body, ${shape}: 400 too_deep`,
        `a booking, ${shape}: 400 too_deep`,
        `the editor's check, ${shape}: 400 ${editorWords}`,
        `the editor's save, ${shape}: 400 ${editorWords}`,
      ]),
    );
    // Malformed JSON (cut short): a 400 that says so too, never a 500.
    const broken = '{"file":"pages/about.json","doc":';
    const malformed = [await api("/api/forms/formulario", broken), await edit("save", broken)];
    expect(
      await Promise.all(malformed.map(async (r) => `${r.status} ${((await r.json()) as { error: string }).error}`)),
    ).toEqual(["400 bad_request", "400 La petición no es JSON válido."]);
    // Still serving: a real lead is stored, the editor lists its pages.
    expect((await api("/api/forms/formulario", JSON.stringify(contact))).status).toBe(201);
    expect((await app.request("/admin/edit/api/pages", { headers: { Cookie: editor.cookie } })).status).toBe(200);
  });
});
