// @vitest-environment node
// "Páginas" on the server (issue 35): an editor duplicates a page into a
// draft at a new, free address; a publisher retires a page, as a publish
// (410 in every language, or a redirect they choose), which a page still
// linking to it stops; Historial's "Restaurar" brings it back at its
// address. And the abuse cases: roles, CSRF, the body limit, bad bodies.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { sqliteEngine } from "../testing/engines.ts";
import { fixtureDist, testApp } from "../testing/fixtures.ts";
import { editorApi, person, signedIn, type Session } from "./testing/people.ts";
import { testPublishing } from "./testing/publishing.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 180_000 });
afterAll(() => engine.teardown());

async function setUp() {
  const { store } = await engine.open();
  const { repo, publishing } = await testPublishing({ fallbackDist: fixtureDist() });
  const app = testApp(store, { publishing });
  await person(store, "editora@mesalia.example", "editor");
  await person(store, "publica@mesalia.example", "publisher");
  const editor = await signedIn(app, "editora@mesalia.example");
  const publisher = await signedIn(app, "publica@mesalia.example");
  const { post, get } = editorApi(app);
  const wait = async (who: Session, response: Response) => {
    const job = (await response.json()) as { id: string };
    let status = {
      state: "queued",
      message: "",
      commit: "",
      problems: [] as Array<{ file: string; pointer: string; message: string }>,
    };
    while (status.state === "queued" || status.state === "building") {
      await new Promise((r) => setTimeout(r, 50));
      status = (await get(who, `publish-status?id=${job.id}`)) as typeof status;
    }
    return status;
  };
  const site = () =>
    JSON.parse(execFileSync("git", ["show", "main:pages/_site.json"], { cwd: repo, encoding: "utf8" })) as {
      redirects: Array<{ from: string; to: string }>;
      retired?: string[];
    };
  const lastCommit = () =>
    execFileSync("git", ["log", "-1", "--format=%an|%s", "--name-status"], { cwd: repo, encoding: "utf8" });
  const error = async (response: Response) => ((await response.json()) as { error: string }).error;
  return { app, repo, editor, publisher, post, get, wait, site, lastCommit, error };
}

describe("pages on the server", () => {
  it("duplicates into a draft, retires with 410 in every language, and restores from Historial", async () => {
    const { app, editor, publisher, post, get, wait, site, lastCommit, error } = await setUp();

    // Duplicate: an editor may (a draft); the address is checked like "Nueva página".
    const taken = await post(editor, "duplicate", { file: "pages/about.json", path: "/contact" });
    expect([taken.status, await error(taken)]).toEqual([
      409,
      "Ya existe una página en /contact: elige otra dirección.",
    ]);
    const reserved = await post(editor, "duplicate", { file: "pages/about.json", path: "/admin" });
    expect(reserved.status).toBe(409);
    const bad = await post(editor, "duplicate", { file: "pages/about.json", path: "Sobre nosotros 2" });
    expect(await error(bad)).toMatch(/no sirve como dirección/);
    const copy = await post(editor, "duplicate", {
      file: "pages/about.json",
      path: "/sobre-copia",
      title: "Sobre nosotros (copia)",
    });
    expect(copy.status).toBe(200);
    expect(await copy.json()).toEqual({ file: "pages/sobre-copia.json" });
    const opened = (await get(editor, "page?file=pages/sobre-copia.json")) as {
      doc: { path: string; meta: { title: string; robots: string }; sections: unknown[] };
    };
    const about = JSON.parse(readFileSync(join(fixtureRoot(), "pages/about.json"), "utf8")) as { sections: unknown[] };
    expect([opened.doc.path, opened.doc.meta.title, opened.doc.meta.robots]).toEqual([
      "/sobre-copia",
      "Sobre nosotros (copia) | {product}",
      "noindex,follow",
    ]);
    expect(opened.doc.sections).toEqual(about.sections);
    expect((await post(editor, "duplicate", { file: "pages/about.json", path: "/sobre-copia" })).status).toBe(409);

    // The publisher publishes a copy of their own, then retires it: 410 in every language.
    expect(
      (
        await post(publisher, "duplicate", {
          file: "pages/about.json",
          path: "/sobre-temporal",
          title: "Sobre nosotros temporal",
        })
      ).status,
    ).toBe(200);
    const published = await wait(publisher, await post(publisher, "publish", { file: "pages/sobre-temporal.json" }));
    expect(published.state, published.message).toBe("live");
    expect((await app.request("/sobre-temporal")).status).toBe(200);

    expect((await post(editor, "retire", { file: "pages/sobre-temporal.json", mode: "gone" })).status).toBe(403);
    const retired = await wait(
      publisher,
      await post(publisher, "retire", { file: "pages/sobre-temporal.json", mode: "gone" }),
    );
    expect(retired.state, retired.message).toBe("live");
    expect(lastCommit()).toMatch(
      /^publica\|«publica» retiró la página «Sobre nosotros temporal» \(\/sobre-temporal\): quien la visite verá «Página retirada»\n\n(M\tlocales\/.*\n)*M\tpages\/_site.json\nD\tpages\/sobre-temporal.json/,
    );
    expect(site().retired).toEqual(["/sobre-temporal"]);
    for (const path of ["/sobre-temporal", "/en/sobre-temporal", "/fr/sobre-temporal/"])
      expect((await app.request(path)).status, path).toBe(410);
    expect((await app.request("/nunca-existio")).status).toBe(404);

    // "Nueva página" at its address is refused, naming the retired page and handing over its restore.
    const again = await post(publisher, "new-page", { path: "/sobre-temporal", title: "Otra cosa" });
    const refusal = (await again.json()) as { error: string; retired?: { file: string; restoreFrom: string } };
    expect([again.status, refusal.error]).toEqual([
      409,
      expect.stringMatching(
        /^\/sobre-temporal era la dirección de «Sobre nosotros temporal», retirada por publica el .+; ahora muestra «Esta página ya no existe»\. Restaura esa página o elige otra dirección\.$/,
      ),
    ]);
    expect(refusal.retired).toMatchObject({ file: "pages/sobre-temporal.json", path: "/sobre-temporal" });
    expect(((await get(publisher, "pages")) as { drafts: unknown[] }).drafts).not.toContainEqual(
      expect.objectContaining({ file: "pages/sobre-temporal.json" }),
    );

    // Listed with the version to restore; "Restaurar" brings it back and frees the address in the same commit.
    const list = (await get(editor, "retired")) as {
      retired: Array<{ file: string; path: string; title: string; now: unknown; restoreFrom: string; seen: string }>;
    };
    expect(list.retired[0]).toMatchObject({
      file: "pages/sobre-temporal.json",
      path: "/sobre-temporal",
      title: "Sobre nosotros temporal",
      now: "gone",
    });
    const restored = await wait(
      publisher,
      await post(publisher, "restore", {
        file: "pages/sobre-temporal.json",
        commit: list.retired[0]!.restoreFrom,
        seen: list.retired[0]!.seen,
      }),
    );
    expect(restored.state, restored.message).toBe("live");
    expect(site().retired).toBeUndefined();
    expect((await app.request("/sobre-temporal")).status).toBe(200);
    expect(((await get(editor, "retired")) as { retired: unknown[] }).retired).toEqual([]);

    // The page is back and gets a new title; a «Restaurar» from the list as it was before (another tab,
    // another person) would put the old title back: it is refused, and the new title stays.
    const back = (await get(publisher, "page?file=pages/sobre-temporal.json")) as {
      hash: string;
      doc: { meta: Record<string, unknown> };
    };
    const retitled = { ...back.doc, meta: { ...back.doc.meta, title: "Sobre nosotros, de vuelta | {product}" } };
    expect(
      (await post(publisher, "save", { file: "pages/sobre-temporal.json", hash: back.hash, doc: retitled })).status,
    ).toBe(200);
    const renamed = await wait(publisher, await post(publisher, "publish", { file: "pages/sobre-temporal.json" }));
    expect(renamed.state, renamed.message).toBe("live");
    const stale = await wait(
      publisher,
      await post(publisher, "restore", {
        file: "pages/sobre-temporal.json",
        commit: list.retired[0]!.restoreFrom,
        seen: list.retired[0]!.seen,
        from: "retired",
      }),
    );
    // Said for the retired pages' list, where there is no history to reopen (issue 41).
    expect([stale.state, stale.message]).toEqual([
      "invalid",
      "Otra persona publicó esta página después de que abrieras las páginas retiradas: recarga la lista para ver si sigue retirada y vuelve a intentarlo. No se ha publicado nada.",
    ]);
    expect(lastCommit()).toMatch(/^publica\|«publica» cambió/);
  });

  it("retires into a redirect the publisher chooses; a page still linking to it stops a 410", async () => {
    const { app, publisher, post, wait, site, error } = await setUp();
    // register.json links to /onboarding: gone, the link would lead nowhere.
    const refused = await wait(
      publisher,
      await post(publisher, "retire", { file: "pages/onboarding.json", mode: "gone" }),
    );
    expect(refused.state).toBe("invalid");
    expect(refused.problems.map((p) => p.file)).toContain("pages/register.json");
    expect((await app.request("/onboarding")).status).not.toBe(410);

    const self = await post(publisher, "retire", {
      file: "pages/onboarding.json",
      mode: "redirect",
      to: "/onboarding",
    });
    expect([self.status, await error(self)]).toEqual([409, "La página no puede redirigir a sí misma: elige otra."]);
    const nowhere = await post(publisher, "retire", {
      file: "pages/onboarding.json",
      mode: "redirect",
      to: "/no-existe",
    });
    expect(await error(nowhere)).toBe("/no-existe no es una página del sitio: elige una de la lista.");
    expect((await post(publisher, "retire", { file: "pages/home.json", mode: "gone" })).status).toBe(409);
    expect((await post(publisher, "retire", { file: "pages/agendar-demo.b.json", mode: "gone" })).status).toBe(409);

    const moved = await wait(
      publisher,
      await post(publisher, "retire", { file: "pages/onboarding.json", mode: "redirect", to: "/register" }),
    );
    expect(moved.state, moved.message).toBe("live");
    expect(site().redirects).toContainEqual({ from: "/onboarding", to: "/register" });
    // A real 301 from the server, in every language, the query kept (before: the build's meta-refresh page, 200).
    for (const [from, to] of [
      ["/onboarding", "/register"],
      ["/onboarding/", "/register"],
      ["/en/onboarding?utm_source=x", "/en/register?utm_source=x"],
    ]) {
      const answer = await app.request(from!);
      expect([answer.status, answer.headers.get("location")], from).toEqual([301, to]);
    }
    const again = await post(publisher, "new-page", { path: "/onboarding", title: "Bienvenida" });
    expect([again.status, await error(again)]).toEqual([
      409,
      expect.stringMatching(
        /^\/onboarding era la dirección de «.+», retirada por publica el .+; ahora lleva a \/register\./,
      ),
    ]);
  });

  it("refuses abuse: signed out, cross-site, without CSRF, oversized, not JSON, bad fields", async () => {
    const { app, editor, publisher, post, error } = await setUp();
    const url = "/admin/edit/api/retire";
    const body = JSON.stringify({ file: "pages/about.json", mode: "gone" });
    expect(
      (
        await app.request(url, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: "http://localhost" },
          body,
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await app.request(url, {
          method: "POST",
          headers: { ...publisher.headers, Origin: "https://evil.example", "Content-Type": "application/json" },
          body,
        })
      ).status,
    ).toBe(403);
    const { "X-CSRF-Token": _, ...noCsrf } = publisher.headers;
    expect(
      (await app.request(url, { method: "POST", headers: { ...noCsrf, "Content-Type": "application/json" }, body }))
        .status,
    ).toBe(403);
    const huge = JSON.stringify({ file: "pages/about.json", path: "/x", title: "a".repeat(6_000_000) });
    expect(
      (
        await app.request("/admin/edit/api/duplicate", {
          method: "POST",
          headers: { ...editor.headers, "Content-Type": "application/json" },
          body: huge,
        })
      ).status,
    ).toBe(413);
    expect(
      (
        await app.request("/admin/edit/api/duplicate", {
          method: "POST",
          headers: { ...editor.headers, "Content-Type": "text/plain" },
          body: "hola",
        })
      ).status,
    ).toBe(415);
    const long = await post(editor, "duplicate", { file: "pages/about.json", path: "/larga", title: "a".repeat(201) });
    expect(await error(long)).toBe("El título puede tener como mucho 200 caracteres.");
    expect((await post(editor, "duplicate", { file: "../package.json", path: "/x" })).status).toBe(400);
    expect((await post(editor, "duplicate", { file: "pages/_site.json", path: "/x" })).status).toBe(400);
    expect((await post(publisher, "retire", { file: "pages/about.json", mode: "borrar" })).status).toBe(400);
    expect((await post(publisher, "retire", { file: "pages/_site.json", mode: "gone" })).status).toBe(400);
  });
});

describe("a team's template renamed", () => {
  it("by a publisher, in one commit under its new name; an editor, a built-in one, a taken name, a path and a big body are refused", async () => {
    const { app, editor, publisher, post, get, wait, repo, error } = await setUp();
    const templates = async () =>
      ((await get(editor, "templates")) as { templates: Array<{ id: string; label: string }> }).templates;
    const files = () =>
      execFileSync("git", ["ls-tree", "--name-only", "main", "pages/_templates/"], { cwd: repo, encoding: "utf8" });
    for (const name of ["Landing verano", "Landing otoño"])
      expect(
        (await wait(publisher, await post(publisher, "save-template", { file: "pages/about.json", name }))).state,
      ).toBe("live");

    // Not an editor's (as deleting), not a built-in one, not to a name another template has, not another file.
    const asked = { template: "equipo:landing-verano", name: "Landing de invierno" };
    const byEditor = await post(editor, "template-rename", asked);
    expect(byEditor.status).toBe(403);
    const builtIn = await post(publisher, "template-rename", { template: "landing", name: "Mía" });
    expect([builtIn.status, await error(builtIn)]).toEqual([
      400,
      "«Landing con formulario» viene con el editor: no se puede renombrar.",
    ]);
    const taken = await post(publisher, "template-rename", { ...asked, name: "Landing otoño" });
    expect([taken.status, await error(taken)]).toEqual([
      409,
      "Ya hay una plantilla «Landing otoño»: elige otro nombre.",
    ]);
    for (const template of ["equipo:../_site", "equipo:../about", "equipo:/etc/passwd"])
      expect((await post(publisher, "template-rename", { template, name: "X" })).status, template).toBe(404);
    expect((await post(publisher, "template-rename", { ...asked, name: "a".repeat(81) })).status).toBe(400);
    const { "X-CSRF-Token": _, ...noCsrf } = publisher.headers;
    const request = (headers: Record<string, string>, body: string) =>
      app.request("/admin/edit/api/template-rename", {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body,
      });
    expect((await request(noCsrf, JSON.stringify(asked))).status).toBe(403);
    expect((await request(publisher.headers, JSON.stringify({ ...asked, pad: "a".repeat(5000) }))).status).toBe(413);
    expect(files()).toBe("pages/_templates/landing-otono.json\npages/_templates/landing-verano.json\n");

    const renamed = await post(publisher, "template-rename", asked);
    expect(renamed.status).toBe(202);
    expect((await wait(publisher, renamed)).state).toBe("live");
    expect(files()).toBe("pages/_templates/landing-de-invierno.json\npages/_templates/landing-otono.json\n");
    expect(execFileSync("git", ["log", "-1", "--format=%an|%s"], { cwd: repo, encoding: "utf8" })).toBe(
      "publica|Plantilla «Landing verano» renombrada a «Landing de invierno» por publica\n",
    );
    expect((await templates()).filter((t) => t.id.startsWith("equipo:"))).toEqual([
      { id: "equipo:landing-de-invierno", label: "Landing de invierno", saved: true },
      { id: "equipo:landing-otono", label: "Landing otoño", saved: true },
    ]);
  });
});

function fixtureRoot() {
  return process.cwd();
}
