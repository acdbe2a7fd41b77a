// @vitest-environment node
// Page templates on the server (issue 43), called as a script would: «Nueva
// página» from a built-in template makes the publisher's draft with its
// sections; «Guardar como plantilla» commits pages/_templates/<name>.json (a
// file no page check or render reads), after which every instance lists it and
// makes pages of it; a name taken, a missing template and an editor are refused.
// Deleting one (publisher) removes its file from main and from the list; an
// editor, a built-in template and a missing one are refused.
import { execFileSync } from "node:child_process";
import { describe, expect, it, vi } from "vitest";
import { readDraft } from "../drafts.ts";
import type { User } from "../../roles.ts";
import { editorWorkspace } from "../editor/workspace.ts";
import { testPublishing } from "../testing/publishing.ts";
import { newPage } from "./drafts.ts";
import { deleteTemplate, listTemplates, saveAsTemplate } from "./pages.ts";

vi.setConfig({ testTimeout: 120_000 });
const ana: User = { id: 1, email: "ana@mesalia.example", name: "Ana", role: "editor" };
const pablo: User = { id: 2, email: "pablo@mesalia.example", name: "Pablo", role: "publisher" };

const setUp = async () => {
  const { repo, content, publishing, store } = await testPublishing();
  const w = editorWorkspace({ repo, content, publisher: publishing.publisher, store, now: () => new Date() });
  return { w, repo };
};
const sectionsOf = (text: string | undefined) => (JSON.parse(text ?? "{}") as { sections?: unknown[] }).sections;

describe("page templates", () => {
  it("make a page of a built-in template, save a page as the team's and make a page of that", async () => {
    const { w, repo } = await setUp();
    expect(await newPage({ path: "/oferta", title: "Oferta", template: "landing" }, pablo, w)).toEqual({
      file: "pages/oferta.json",
      created: true,
    });
    const landing = sectionsOf((await readDraft(repo, pablo.id, "pages/oferta.json"))?.text) as Array<{ type: string }>;
    expect(landing.map((s) => s.type)).toEqual(["pageHeader", "cardGrid", "form"]);

    expect(await saveAsTemplate({ file: "pages/about.json", name: "Sobre el equipo" }, ana, w)).toMatchObject({
      refused: "forbidden",
    });
    const saving = await saveAsTemplate({ file: "pages/about.json", name: "Sobre el equipo" }, pablo, w);
    if ("refused" in saving) throw new Error(saving.message);
    expect(saving.template).toBe("equipo:sobre-el-equipo");
    const job = await saving.done;
    expect(job.state, job.message).toBe("live");
    const about = execFileSync("git", ["show", "main:pages/about.json"], { cwd: repo, encoding: "utf8" });
    const saved = execFileSync("git", ["show", "main:pages/_templates/sobre-el-equipo.json"], {
      cwd: repo,
      encoding: "utf8",
    });
    expect(JSON.parse(saved)).toMatchObject({ label: "Sobre el equipo" });
    expect(JSON.parse(saved)).not.toHaveProperty("path");
    expect(sectionsOf(saved)).toEqual(sectionsOf(about));

    expect(await listTemplates({}, ana, w)).toMatchObject({
      templates: expect.arrayContaining([{ id: "equipo:sobre-el-equipo", label: "Sobre el equipo", saved: true }]),
    });
    expect(await saveAsTemplate({ file: "pages/contact.json", name: "Sobre el equipo" }, pablo, w)).toMatchObject({
      refused: "conflict",
      message: "Ya hay una plantilla «Sobre el equipo»: elige otro nombre.",
    });
    await newPage({ path: "/equipo", title: "Equipo", template: "equipo:sobre-el-equipo" }, pablo, w);
    expect(sectionsOf((await readDraft(repo, pablo.id, "pages/equipo.json"))?.text)).toEqual(sectionsOf(about));
    expect(await newPage({ path: "/otra", title: "Otra", template: "equipo:no-existe" }, pablo, w)).toMatchObject({
      refused: "not_found",
    });

    expect(await deleteTemplate({ template: "equipo:sobre-el-equipo" }, ana, w)).toMatchObject({
      refused: "forbidden",
    });
    expect(await deleteTemplate({ template: "landing" }, pablo, w)).toMatchObject({ refused: "invalid" });
    expect(await deleteTemplate({ template: "equipo:no-existe" }, pablo, w)).toMatchObject({ refused: "not_found" });
    const deleting = await deleteTemplate({ template: "equipo:sobre-el-equipo" }, pablo, w);
    if ("refused" in deleting) throw new Error(deleting.message);
    const deleted = await deleting.done;
    expect(deleted.state, deleted.message).toBe("live");
    const tree = execFileSync("git", ["ls-tree", "-r", "--name-only", "main", "pages"], {
      cwd: repo,
      encoding: "utf8",
    });
    expect(tree).not.toContain("pages/_templates/sobre-el-equipo.json");
    expect(tree).toContain("pages/about.json");
    const { templates } = (await listTemplates({}, ana, w)) as { templates: Array<{ id: string }> };
    expect(templates.map((t) => t.id)).not.toContain("equipo:sobre-el-equipo");
    expect(templates.map((t) => t.id)).toContain("landing");
  });
});
