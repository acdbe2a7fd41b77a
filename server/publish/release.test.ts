// @vitest-environment node
// "Entregas" (issue 35): an editor groups drafts of two pages (theirs and a
// publisher's) into a release; only a publisher publishes it, as ONE commit
// with both pages; a scheduled release publishes at its time after its
// person is checked again; a draft that is gone is named before anything
// is published. And the abuse cases.
import { execFileSync } from "node:child_process";
import { afterAll, describe, expect, it, vi } from "vitest";
import { sqliteEngine } from "../testing/engines.ts";
import { fixtureDist, testApp } from "../testing/fixtures.ts";
import { editorApi, person, signedIn, type Session } from "./testing/people.ts";
import { testPublishing } from "./testing/publishing.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 180_000 });
afterAll(() => engine.teardown());

describe("releases", () => {
  it("groups drafts of several people and publishes them as one commit; a publisher schedules one", async () => {
    const { store } = await engine.open();
    let clock = Date.parse("2026-11-30T22:00:00Z");
    const { repo, publishing } = await testPublishing({ fallbackDist: fixtureDist(), now: () => new Date(clock) });
    const app = testApp(store, { publishing });
    const ana = await person(store, "editora@mesalia.example", "editor");
    const pablo = await person(store, "publica@mesalia.example", "publisher");
    const editor = await signedIn(app, "editora@mesalia.example");
    const publisher = await signedIn(app, "publica@mesalia.example");
    const { post, get } = editorApi(app);
    const error = async (response: Response) => ((await response.json()) as { error: string }).error;
    const draft = async (who: Session, file: string, title: string) => {
      const page = (await get(who, `page?file=${file}`)) as { hash: string; doc: { meta: Record<string, unknown> } };
      const saved = await post(who, "save", {
        file,
        hash: page.hash,
        doc: { ...page.doc, meta: { ...page.doc.meta, title } },
      });
      expect(saved.status).toBe(200);
    };
    const commits = () => Number(execFileSync("git", ["rev-list", "--count", "main"], { cwd: repo, encoding: "utf8" }));

    await draft(editor, "pages/about.json", "Quiénes somos | {product}");
    await draft(publisher, "pages/careers.json", "Únete al equipo | {product}");

    expect(await error(await post(editor, "releases", { name: "  ", items: [] }))).toBe(
      "Pon un nombre a la entrega (p. ej. «Campaña de verano»).",
    );
    expect(
      await error(
        await post(editor, "releases", { name: "x".repeat(81), items: [{ file: "pages/about.json", userId: ana.id }] }),
      ),
    ).toBe("El nombre puede tener como mucho 80 caracteres.");
    const missing = await post(editor, "releases", {
      name: "Campaña",
      items: [{ file: "pages/contact.json", userId: ana.id }],
    });
    expect([missing.status, await error(missing)]).toEqual([
      409,
      "No hay ningún borrador de «Contacto» de esa persona: quizá ya se publicó o se descartó.",
    ]);
    const twice = await post(editor, "releases", {
      name: "Campaña",
      items: [
        { file: "pages/about.json", userId: ana.id },
        { file: "pages/about.json", userId: ana.id },
      ],
    });
    expect(twice.status).toBe(409);

    const created = await post(editor, "releases", {
      name: "Campaña de invierno",
      items: [
        { file: "pages/about.json", userId: ana.id },
        { file: "pages/careers.json", userId: pablo.id },
      ],
    });
    expect(created.status).toBe(201);
    const release = (await created.json()) as { id: string };
    const listed = (await get(publisher, "releases")) as {
      releases: Array<{ id: string; items: Array<{ title: string; person: string; path: string }> }>;
    };
    expect(listed.releases[0]!.items.map((i) => [i.title, i.person, i.path])).toEqual([
      ["Quiénes somos", "editora", "/about"],
      ["Únete al equipo", "publica", "/careers"],
    ]);

    // The editor prepares; publishing is for publishers.
    expect((await post(editor, "release-publish", { id: release.id })).status).toBe(403);
    expect((await post(editor, "release-schedule", { id: release.id, at: "2026-12-01T09:00:00+01:00" })).status).toBe(
      403,
    );

    // An English translation drafted for the copy of a page in the release goes into the same commit.
    const entries = (await get(publisher, "translations?file=pages/about.json")) as {
      entries: Array<{ pointer: string; source: string }>;
    };
    const description = entries.entries.find((e) => e.pointer === "/meta/description")!;
    const translated = await post(publisher, "translations", {
      file: "pages/about.json",
      lang: "en",
      source: description.source,
      text: "The winter team of {product}.",
    });
    expect(translated.status).toBe(200);

    const before = commits();
    const job = (await (await post(publisher, "release-publish", { id: release.id })).json()) as { id: string };
    let status = { state: "queued", message: "", commit: "" };
    // Asked again at once, as often as the server answers: the first answer that says "live" counts.
    while (status.state === "queued" || status.state === "building") {
      await new Promise((r) => setImmediate(r));
      status = (await get(publisher, `publish-status?id=${job.id}`)) as typeof status;
    }
    expect(status.state, status.message).toBe("live");
    // The moment the job says "live" its drafts are gone and it is listed as published (the page that
    // polls the job reads the listing then: once it showed the release open, its drafts missing).
    expect(
      ((await get(editor, "releases")) as { releases: Array<{ state: string; commit: string }> }).releases[0],
    ).toMatchObject({ state: "published", commit: status.commit });
    expect(((await get(editor, "pages")) as { drafts: unknown[] }).drafts).toEqual([]);
    expect(commits()).toBe(before + 1);
    const log = execFileSync("git", ["log", "-1", "--format=%an|%s", "--name-only"], { cwd: repo, encoding: "utf8" });
    expect(log).toMatch(
      /^publica\|«publica» publicó la entrega «Campaña de invierno»: «Quiénes somos» y «Únete al equipo»\n/,
    );
    expect(log).toContain("pages/about.json\npages/careers.json");
    expect(log).toContain("locales/en/content.po");
    expect(execFileSync("git", ["show", "HEAD:locales/en/content.po"], { cwd: repo, encoding: "utf8" })).toContain(
      'msgstr "The winter team of {product}."',
    );
    expect(await (await app.request("/about")).text()).toContain("Quiénes somos");
    expect(await (await app.request("/careers")).text()).toContain("Únete al equipo");
    // It cannot be published again.
    expect((await post(publisher, "release-publish", { id: release.id })).status).toBe(409);

    // A scheduled release: checked now (a draft gone is said at once), then published at its time.
    await draft(editor, "pages/contact.json", "Hablemos | {product}");
    const later = (await (
      await post(editor, "releases", { name: "Lunes", items: [{ file: "pages/contact.json", userId: ana.id }] })
    ).json()) as { id: string };
    expect(await error(await post(publisher, "release-schedule", { id: later.id, at: "2026-11-30T20:00:00Z" }))).toBe(
      "Esa hora ya ha pasado: elige una futura.",
    );
    expect((await post(publisher, "release-schedule", { id: later.id, at: "2026-12-01T09:00:00+01:00" })).status).toBe(
      201,
    );
    expect(((await get(editor, "releases")) as { scheduled: Array<{ file: string; at: string }> }).scheduled).toEqual([
      expect.objectContaining({ file: later.id, at: "2026-12-01T08:00:00.000Z" }),
    ]);
    clock = Date.parse("2026-12-01T08:00:30Z");
    await publishing.releaseSchedule.tick();
    expect(await (await app.request("/contact")).text()).toContain("Hablemos");
    expect(
      ((await get(editor, "releases")) as { scheduled: unknown[]; done: Array<{ state: string }> }).done[0],
    ).toMatchObject({ state: "live" });

    // A release whose draft was discarded says so, and publishes nothing.
    await draft(editor, "pages/blog.json", "Blog nuevo | {product}");
    const gone = (await (
      await post(editor, "releases", { name: "Blog", items: [{ file: "pages/blog.json", userId: ana.id }] })
    ).json()) as { id: string };
    await post(editor, "discard-draft", { file: "pages/blog.json" });
    const refused = await post(publisher, "release-publish", { id: gone.id });
    expect([refused.status, await error(refused)]).toEqual([
      409,
      "El borrador de «Blog» ya no existe (¿se publicó o se descartó?): quítalo de la entrega.",
    ]);
    // Another editor may not change or delete it; its creator may.
    await person(store, "otra@mesalia.example", "editor");
    const other = await signedIn(app, "otra@mesalia.example");
    expect((await post(other, "release-delete", { id: gone.id })).status).toBe(403);
    expect((await post(editor, "release-delete", { id: gone.id })).status).toBe(200);
  });

  it("refuses abuse: signed out, cross-site, without CSRF, oversized, not JSON", async () => {
    const { store } = await engine.open();
    const { publishing } = await testPublishing({ fallbackDist: fixtureDist() });
    const app = testApp(store, { publishing });
    await person(store, "editora@mesalia.example", "editor");
    const editor = await signedIn(app, "editora@mesalia.example");
    const url = "/admin/edit/api/releases";
    const body = JSON.stringify({ name: "Campaña", items: [] });
    const json = { "Content-Type": "application/json" };
    expect(
      (await app.request(url, { method: "POST", headers: { ...json, Origin: "http://localhost" }, body })).status,
    ).toBe(401);
    expect(
      (
        await app.request(url, {
          method: "POST",
          headers: { ...editor.headers, ...json, Origin: "https://evil.example" },
          body,
        })
      ).status,
    ).toBe(403);
    const { "X-CSRF-Token": _, ...noCsrf } = editor.headers;
    expect((await app.request(url, { method: "POST", headers: { ...noCsrf, ...json }, body })).status).toBe(403);
    expect(
      (
        await app.request(url, {
          method: "POST",
          headers: { ...editor.headers, ...json },
          body: JSON.stringify({ name: "a".repeat(6_000_000) }),
        })
      ).status,
    ).toBe(413);
    expect(
      (
        await app.request(url, {
          method: "POST",
          headers: { ...editor.headers, "Content-Type": "text/plain" },
          body: "x",
        })
      ).status,
    ).toBe(415);
    const many = Array.from({ length: 31 }, (_, i) => ({ file: `pages/p${i}.json`, userId: 1 }));
    expect(
      (
        (await (
          await app.request(url, {
            method: "POST",
            headers: { ...editor.headers, ...json },
            body: JSON.stringify({ name: "Muchas", items: many }),
          })
        ).json()) as { error: string }
      ).error,
    ).toBe("Una entrega reúne como mucho 30 borradores.");
    const outside = await app.request(url, {
      method: "POST",
      headers: { ...editor.headers, ...json },
      body: JSON.stringify({ name: "Fuera", items: [{ file: "../../etc/passwd", userId: 1 }] }),
    });
    expect(outside.status).toBe(400);
  });
});
