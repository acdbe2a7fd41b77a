// @vitest-environment node
// "Declarar ganador" and "Detener" with publishing configured: the decision
// is a publish like any edit (validated, one commit by the signed-in person
// naming the page and the test, built and swapped), history shows it and
// "Restaurar" brings back both the base page and the deleted variant file.
// Publishers and owners only, each post with the session's CSRF token.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { sqliteEngine } from "../testing/engines.ts";
import { NOW, testApp } from "../testing/fixtures.ts";
import { hashPassword } from "../auth/password.ts";
import type { Role } from "../roles.ts";
import { authStore } from "../auth/store.ts";
import { testPublishing } from "../publish/testing/publishing.ts";

const engine = sqliteEngine();
// Each test copies the project into a throwaway repository and builds it (a stand-in build).
vi.setConfig({ testTimeout: 300_000 });
afterAll(() => engine.teardown());

const ORIGIN = "http://localhost";
const PASSWORD = "una frase larga de prueba";
const BASE = "pages/agendar-demo.json";
const VARIANT = "pages/agendar-demo.b.json";

async function setup() {
  const { store } = await engine.open();
  const { repo, publishing } = await testPublishing();
  const app = testApp(store, { publishing });
  const users = authStore(store.db);
  /** A signed-in person of `role`: the session's headers (cookie, same origin, CSRF token). */
  const person = async (name: string, role: Role) => {
    const email = `${name.toLowerCase()}@mesalia.example`;
    const user = (await users.addUser(email, role, name, NOW.toISOString()))!;
    await users.setPassword(user.id, await hashPassword(PASSWORD), name);
    const login = await app.request("/admin/login", {
      method: "POST",
      body: new URLSearchParams({ email, password: PASSWORD }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith("admin_session="))!;
    const { csrfToken } = (await (await app.request("/admin/api/me", { headers: { Cookie: cookie } })).json()) as {
      csrfToken: string;
    };
    return { Cookie: cookie, Origin: ORIGIN, "X-CSRF-Token": csrfToken };
  };
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
  /** The page files the last commit changed (the copy catalogs follow the pages in the same commit). */
  const pagesChanged = () => git("show", "--name-status", "--format=", "HEAD", "--", "pages/").split("\n").sort();
  /** A file as published (the branch), not the repository's working copy, which publishing never writes. */
  const read = (file: string) => execFileSync("git", ["show", `main:${file}`], { cwd: repo, encoding: "utf8" });
  const id = (JSON.parse(read(BASE)) as { experiment: { id: string } }).experiment.id;
  const decide = (headers: Record<string, string>, action: "winner" | "stop", form: Record<string, string>) =>
    app.request(`/admin/experiments/${id}/${action}`, { method: "POST", headers, body: new URLSearchParams(form) });
  return { repo, app, publishing, person, git, pagesChanged, read, id, decide };
}

describe("a decision through the publish path", () => {
  it("Declarar ganador: one commit by the publisher (page and test named, base changed, variant deleted), served, in the history; Restaurar brings both files back", async () => {
    const s = await setup();
    const marta = await s.person("Marta", "publisher");
    const editor = await s.person("Edu", "editor");
    const before = { base: s.read(BASE), variant: s.read(VARIANT), head: s.git("rev-parse", "HEAD") };

    // An editor may not decide; a post without the CSRF token, or from another site, is refused.
    expect((await s.decide(editor, "winner", { arm: "b", confirm: "1" })).status).toBe(403);
    const { "X-CSRF-Token": _token, ...noToken } = marta;
    expect((await s.decide(noToken, "winner", { arm: "b", confirm: "1" })).status).toBe(403);
    expect(
      (await s.decide({ ...marta, Origin: "https://evil.example" }, "winner", { arm: "b", confirm: "1" })).status,
    ).toBe(403);
    expect(s.git("rev-parse", "HEAD")).toBe(before.head);

    // The confirmation says it is published like any change; nothing changes yet.
    expect(await (await s.decide(marta, "winner", { arm: "b" })).text()).toContain(
      "se guarda en el historial a tu nombre",
    );
    expect(s.git("rev-parse", "HEAD")).toBe(before.head);

    const done = await s.decide(marta, "winner", { arm: "b", confirm: "1" });
    expect(done.status).toBe(200);
    const page = await done.text();
    const commit = s.git("rev-parse", "HEAD");
    expect(page).toContain("Publicado a nombre de Marta");
    // Said by the page's address, never its file (issue 41).
    expect(page).not.toContain(".json");
    expect(s.git("log", "-1", "--format=%an <%ae>|%s")).toBe(
      "Marta <marta@mesalia.example>|Declara ganadora la variante B de la prueba A/B de /agendar-demo",
    );
    expect(s.pagesChanged()).toEqual([`D\t${VARIANT}`, `M\t${BASE}`]);
    expect(s.git("ls-tree", "--name-only", "main", "--", VARIANT)).toBe("");
    const base = JSON.parse(s.read(BASE)) as { experiment?: unknown; sections: unknown; meta: unknown };
    expect(base.experiment).toBeUndefined();
    expect(base.sections).toEqual((JSON.parse(before.variant) as { sections: unknown }).sections);
    expect(base.meta).toEqual((JSON.parse(before.base) as { meta: unknown }).meta);
    expect(
      s
        .git("status", "--porcelain", "--untracked-files=all")
        .split("\n")
        .filter((l) => l && l[1] !== " ")
        .join("\n"),
    ).toBe("");
    // Built and swapped: visitors are served the commit's tree.
    expect(s.publishing.releases.currentTree()).toBe(s.git("rev-parse", "HEAD^{tree}"));
    // The ended test keeps its results.
    expect(await (await s.app.request("/admin/experiments", { headers: marta })).text()).toContain(s.id);

    // History shows it; restoring the version before brings back the base page and the variant file.
    const api = (path: string, body?: unknown) =>
      s.app.request(
        `/admin/edit/api/${path}`,
        body === undefined
          ? { headers: marta }
          : { method: "POST", headers: { ...marta, "Content-Type": "application/json" }, body: JSON.stringify(body) },
      );
    const { versions } = (await (await api(`history?file=${BASE}`)).json()) as {
      versions: Array<{ commit: string; author: string }>;
    };
    expect(versions[0]).toEqual(expect.objectContaining({ commit, author: "Marta" }));
    const job = (await (await api("restore", { file: BASE, commit: versions[1]!.commit })).json()) as { id: string };
    let state = "queued";
    while (state === "queued" || state === "building") {
      await new Promise((r) => setTimeout(r, 50));
      state = ((await (await api(`publish-status?id=${job.id}`)).json()) as { state: string }).state;
    }
    expect(state).toBe("live");
    expect(s.read(BASE)).toBe(before.base);
    expect(s.read(VARIANT)).toBe(before.variant);
    expect(s.pagesChanged()).toEqual([`A\t${VARIANT}`, `M\t${BASE}`]);
    expect(s.git("log", "-1", "--format=%an")).toBe("Marta");
    // The copy catalogs are back as they were too (the variant's texts).
    expect(s.git("diff", "--stat", before.head, "HEAD")).toBe("");
  });

  it("Detener keeps the control, deletes the variant, as one commit; a change the site's checks refuse publishes nothing and says why", async () => {
    const s = await setup();
    const owner = await s.person("Olga", "owner");
    const before = { base: JSON.parse(s.read(BASE)) as { sections: unknown }, head: s.git("rev-parse", "HEAD") };

    // A broken variant: making it the page would publish a section the schema refuses.
    const variant = JSON.parse(s.read(VARIANT)) as { sections: Array<Record<string, unknown>> };
    writeFileSync(
      join(s.repo, VARIANT),
      JSON.stringify(
        { ...variant, sections: [{ ...variant.sections[0], type: "no-such-section" }, ...variant.sections.slice(1)] },
        null,
        2,
      ),
    );
    s.git("commit", "-qam", "Variante rota");
    const refused = await s.decide(owner, "winner", { arm: "b", confirm: "1" });
    expect(refused.status).toBe(422);
    const text = await refused.text();
    expect(text).toContain("No se ha publicado nada");
    expect(text).toContain(BASE);
    expect(text).toContain("La prueba sigue en marcha.");
    expect(s.git("log", "-1", "--format=%s")).toBe("Variante rota");
    expect(
      s
        .git("status", "--porcelain", "--untracked-files=all")
        .split("\n")
        .filter((l) => l && l[1] !== " ")
        .join("\n"),
    ).toBe("");

    const stopped = await s.decide(owner, "stop", { confirm: "1" });
    expect(stopped.status).toBe(200);
    expect(await stopped.text()).toContain("Publicado a nombre de Olga");
    expect(s.git("log", "-1", "--format=%an|%s")).toBe(
      "Olga|Detiene la prueba A/B de /agendar-demo: se queda el original",
    );
    expect(s.pagesChanged()).toEqual([`D\t${VARIANT}`, `M\t${BASE}`]);
    expect(s.git("ls-tree", "--name-only", "main", "--", VARIANT)).toBe("");
    const base = JSON.parse(s.read(BASE)) as { experiment?: unknown; sections: unknown };
    expect(base.experiment).toBeUndefined();
    expect(base.sections).toEqual(before.base.sections);
  });
});

describe("running a test from the browser, as publishes", () => {
  it("Crear variante A/B in /admin/edit: one commit by the publisher with the variant and the test; an editor may not; Cambiar pesos pauses B in another commit", async () => {
    const s = await setup();
    const marta = await s.person("Marta", "publisher");
    const editor = await s.person("Edu", "editor");
    const FILE = "pages/about.json";
    const post = (headers: Record<string, string>, body: unknown) =>
      s.app.request("/admin/edit/api/variant", {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post(editor, { file: FILE, name: "b" })).status).toBe(403);
    const res = await post(marta, { file: FILE, name: "b", goal: { kind: "booking" } });
    const answer = (await res.json()) as { status: string; variantFile: string; error?: string };
    expect([res.status, answer.status, answer.error]).toEqual([200, "saved", undefined]);
    expect(answer.variantFile).toBe("pages/about.b.json");
    expect(s.git("log", "-1", "--format=%an|%s")).toMatch(/^Marta\|Crea una variante A\/B de pages\/about\.json/);
    expect(s.pagesChanged()).toEqual(["A\tpages/about.b.json", "M\tpages/about.json"]);
    const declared = (
      JSON.parse(s.read(FILE)) as { experiment: { id: string; weights: Record<string, number>; goal: unknown } }
    ).experiment;
    expect(declared.weights).toEqual({ control: 50, b: 50 });
    expect(declared.goal).toEqual({ kind: "booking" });
    // A second variant with the same name is refused in words.
    const again = await post(marta, { file: FILE, name: "b" });
    expect(again.status).toBe(422);
    expect(((await again.json()) as { error: string }).error).toMatch(/^Ya existe una variante «b»/);

    // The results page lists it once the registry reads the published documents (the content engineer's reload; here, a decision's refresh).
    const weights = await s.app.request(`/admin/experiments/${s.id}/weights`, {
      method: "POST",
      headers: marta,
      body: new URLSearchParams({ "w:control": "50", "w:b": "0" }),
    });
    expect(weights.status).toBe(200);
    expect(s.git("log", "-1", "--format=%an|%s")).toBe("Marta|Cambia el reparto de la prueba A/B de /agendar-demo");
    expect(
      (JSON.parse(s.read(BASE)) as { experiment: { weights: Record<string, number> } }).experiment.weights,
    ).toEqual({ control: 50, b: 0 });
  });

  it("an editor prepares a variant as a draft (nothing live, no test) but may not start it, nor can another site; a publisher starts the prepared draft with a goal", async () => {
    const s = await setup();
    const marta = await s.person("Marta", "publisher");
    const edu = await s.person("Edu", "editor");
    const FILE = "pages/about.json";
    const head = s.git("rev-parse", "main");
    const post = (path: string, headers: Record<string, string>, body: unknown) =>
      s.app.request(`/admin/edit/api/${path}`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const sections = (JSON.parse(s.read(FILE)) as { sections: Array<{ id: string }> }).sections.map((x) => x.id);

    // The editor's draft: the variant with only the first section, checked as it will be published; main does not move.
    const drafted = await post("variant-draft", edu, { file: FILE, name: "b", sections: sections.slice(0, 1) });
    expect([drafted.status, await drafted.json()]).toEqual([
      200,
      { status: "draft", file: FILE, variantFile: "pages/about.b.json" },
    ]);
    expect(s.git("rev-parse", "main")).toBe(head);
    expect(s.git("for-each-ref", "--format=%(refname)", "refs/drafts/")).toMatch(
      /refs\/drafts\/u\d+\/pages\/about\.b\.json/,
    );
    // The editor opens the draft and saves it again: checked beside a base that gives it a weight (no "has no experiment").
    const opened = (await (
      await s.app.request("/admin/edit/api/page?file=pages/about.b.json", { headers: edu })
    ).json()) as { doc: { variant: string; sections: unknown[] } };
    expect([opened.doc.variant, opened.doc.sections.length]).toEqual(["b", 1]);
    const resaved = await post("save", edu, { file: "pages/about.b.json", doc: opened.doc, hash: null });
    expect(((await resaved.json()) as { status: string }).status).toBe("saved");

    // Starting is a publisher's: the editor is refused by the server, and so is a cross-site post with the publisher's session.
    expect((await post("variant", edu, { file: FILE, name: "b", prepared: true })).status).toBe(403);
    expect(
      (await post("variant", { ...marta, Origin: "https://evil.example" }, { file: FILE, name: "b", prepared: true }))
        .status,
    ).toBe(403);
    expect(
      (await post("variant", { ...marta, "X-CSRF-Token": "forged" }, { file: FILE, name: "b", prepared: true })).status,
    ).toBe(403);
    // Preparing is refused from another site and over the editor's body limit (5 MB) too.
    expect(
      (await post("variant-draft", { ...edu, Origin: "https://evil.example" }, { file: FILE, name: "c" })).status,
    ).toBe(403);
    expect((await post("variant-draft", edu, { file: FILE, name: "c", pad: "x".repeat(5_100_000) })).status).toBe(413);
    expect(s.git("rev-parse", "main")).toBe(head);

    // The publisher starts the prepared draft: one commit by Marta, the variant as Edu left it, the form goal and weights in the base.
    const started = await post("variant", marta, {
      file: FILE,
      name: "b",
      prepared: true,
      weights: { control: 70, b: 30 },
      goal: { kind: "booking" },
    });
    const answer = (await started.json()) as { status: string; error?: string };
    expect([started.status, answer.status, answer.error]).toEqual([200, "saved", undefined]);
    expect(s.git("log", "-1", "--format=%an|%s")).toMatch(/^Marta\|Crea una variante A\/B de pages\/about\.json/);
    expect((JSON.parse(s.read("pages/about.b.json")) as { sections: unknown[] }).sections).toHaveLength(1);
    expect((JSON.parse(s.read(FILE)) as { experiment: unknown }).experiment).toMatchObject({
      weights: { control: 70, b: 30 },
      goal: { kind: "booking" },
    });
    // The prepared draft is gone (it is the live variant now).
    expect(s.git("for-each-ref", "--format=%(refname)", "refs/drafts/")).not.toMatch(/about\.b\.json/);
  });
});
