// @vitest-environment node
// "Nueva página" in the server's editor: a publisher's new page is a draft
// of a file main does not have (visitors get nothing at that address), it
// opens and saves like any draft, and "Publicar" commits it and serves it.
// An editor may not; an address already in use or not valid is refused.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { sqliteEngine } from "../testing/engines.ts";
import { fixtureDist, testApp } from "../testing/fixtures.ts";
import { editorApi, person, signedIn } from "./testing/people.ts";
import { testPublishing } from "./testing/publishing.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 120_000 });
afterAll(() => engine.teardown());

describe("a new page on the server", () => {
  it("is a publisher's draft until published, then a commit and a served page", async () => {
    const { store } = await engine.open();
    const { repo, publishing } = await testPublishing({ fallbackDist: fixtureDist() });
    const app = testApp(store, { publishing });
    await person(store, "editora@mesalia.example", "editor");
    await person(store, "publica@mesalia.example", "publisher");
    const editor = await signedIn(app, "editora@mesalia.example");
    const publisher = await signedIn(app, "publica@mesalia.example");
    const { post, get } = editorApi(app);
    const served = async (path: string) => app.request(path);
    const error = async (response: Response) => ((await response.json()) as { error: string }).error;

    expect((await post(editor, "new-page", { path: "/ofertas-verano", title: "Ofertas de verano" })).status).toBe(403);
    const taken = await post(publisher, "new-page", { path: "/about", title: "Otra" });
    expect([taken.status, await error(taken)]).toEqual([
      409,
      "Ya existe una página en /about: ábrela desde la lista o elige otra dirección.",
    ]);
    const bad = await post(publisher, "new-page", { path: "Ofertas de verano", title: "Ofertas" });
    expect(bad.status).toBe(409);
    expect(await error(bad)).toMatch(/no sirve como dirección/);

    const created = await post(publisher, "new-page", { path: "/ofertas-verano", title: "Ofertas de verano" });
    expect(created.status).toBe(200);
    const { file } = (await created.json()) as { file: string };
    expect(file).toBe("pages/ofertas-verano.json");
    // A draft only: not in the published files, not served, listed as the publisher's draft.
    expect(existsSync(join(repo, file))).toBe(false);
    expect((await served("/ofertas-verano")).status).toBe(404);
    expect(((await get(publisher, "pages")) as { drafts: Array<{ file: string; name: string }> }).drafts).toEqual([
      expect.objectContaining({ file, name: "publica" }),
    ]);

    // It opens and saves like any draft (no published version: its base is none).
    const opened = (await get(publisher, `page?file=${file}`)) as {
      hash: string | null;
      doc: { meta: { title: string } } & Record<string, unknown>;
    };
    expect([opened.hash, opened.doc.meta.title]).toEqual([null, "Ofertas de verano | {product}"]);
    const publish = async () => {
      const job = (await (await post(publisher, "publish", { file })).json()) as { id: string };
      let status = { state: "queued", message: "", problems: [] as Array<{ pointer: string; message: string }> };
      while (status.state === "queued" || status.state === "building") {
        await new Promise((r) => setTimeout(r, 50));
        status = (await get(publisher, `publish-status?id=${job.id}`)) as typeof status;
      }
      return status;
    };
    // The starter's example copy (and index,follow on it) never goes live: the publish gate refuses it, at its fields.
    const title = { ...opened.doc, meta: { ...opened.doc.meta, title: "Verano en Mesalia | {product}" } };
    expect((await post(publisher, "save", { file, doc: title, hash: opened.hash })).status).toBe(200);
    const refused = await publish();
    expect(refused.state).toBe("invalid");
    expect(refused.problems.map((p) => p.pointer)).toEqual(["/meta/description", "/sections/0/lead", "/meta/robots"]);
    expect(refused.problems[0]?.message).toMatch(/texto de ejemplo/);
    expect((await served("/ofertas-verano")).status).toBe(404);

    const sections = (opened.doc.sections as Array<Record<string, unknown>>).map((s, i) =>
      i === 0 ? { ...s, lead: "Terraza, menús y reservas para las noches de verano." } : s,
    );
    const doc = {
      ...title,
      meta: { ...title.meta, description: "Menús de verano y reservas de terraza para restaurantes." },
      sections,
    };
    expect((await post(publisher, "save", { file, doc, hash: opened.hash })).status).toBe(200);
    const status = await publish();
    expect(status.state, status.message).toBe("live");
    expect(
      execFileSync("git", ["log", "-1", "--format=%an|%s", "--name-only"], { cwd: repo, encoding: "utf8" }),
    ).toMatch(
      /^publica\|«publica» creó la página «Verano en Mesalia» \(\/ofertas-verano\)\n\n(.*\n)*pages\/ofertas-verano\.json/,
    );
    expect(await (await served("/ofertas-verano")).text()).toContain("<title>Verano en Mesalia | {product}</title>");
    // Now published, the address is taken for the next person.
    expect((await post(publisher, "new-page", { path: "/ofertas-verano", title: "Otra" })).status).toBe(409);
  });
});

describe("a new page under a folder named like an ignored one", () => {
  // .gitignore's unanchored data/ also ignored pages/data/: the draft saved, and every publish of it failed at `git add`.
  it("at /data/…: created, saved and published like any page", async () => {
    const { store } = await engine.open();
    const { repo, publishing } = await testPublishing({ fallbackDist: fixtureDist() });
    const app = testApp(store, { publishing });
    await person(store, "publica@mesalia.example", "publisher");
    const publisher = await signedIn(app, "publica@mesalia.example");
    const post = (name: string, body: unknown) =>
      app.request(`/admin/edit/api/${name}`, {
        method: "POST",
        headers: { ...publisher.headers, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const get = async (path: string) =>
      (await app.request(`/admin/edit/api/${path}`, { headers: { Cookie: publisher.cookie } })).json();

    const created = await post("new-page", { path: "/data/informe-2027", title: "Informe 2027" });
    expect(created.status).toBe(200);
    const { file } = (await created.json()) as { file: string };
    expect(file).toBe("pages/data/informe-2027.json");
    const opened = (await get(`page?file=${file}`)) as { hash: null; doc: Record<string, unknown> };
    const doc = opened.doc as { meta: Record<string, unknown>; sections: Array<Record<string, unknown>> };
    const ready = {
      ...doc,
      meta: { ...doc.meta, description: "Las cifras de 2027 de los restaurantes que reservan con Mesalia." },
      sections: doc.sections.map((s, i) => (i === 0 ? { ...s, lead: "Qué reservaron los comensales en 2027." } : s)),
    };
    expect((await post("save", { file, doc: ready, hash: opened.hash })).status).toBe(200);
    const job = (await (await post("publish", { file })).json()) as { id: string };
    let status = { state: "queued", message: "" };
    while (status.state === "queued" || status.state === "building") {
      await new Promise((r) => setTimeout(r, 50));
      status = (await get(`publish-status?id=${job.id}`)) as typeof status;
    }
    expect(status.state, status.message).toBe("live");
    expect(execFileSync("git", ["ls-tree", "--name-only", "HEAD", file], { cwd: repo, encoding: "utf8" }).trim()).toBe(
      file,
    );
  });
});
