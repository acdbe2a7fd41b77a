// @vitest-environment jsdom
// A release's preview says on every one of its pages which release it shows, and lets whoever looks go from
// one of its pages to the next without leaving the preview (issue 41); a draft's preview stays as it was.
// What the banner says is read from the preview commit's message (issue 42: any instance that built it shows it).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Releases } from "./releases.ts";
import { previews } from "./preview.ts";
import { messageWithTour, releaseTour } from "./release-banner.ts";

const dir = mkdtempSync(join(tmpdir(), "release-preview-banner-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" }).trim();
git("init", "-q");
const EMPTY_TREE = git("mktree");
/** A preview commit with `message`, as previewCommit makes them. */
const commitWith = (message: string) =>
  git(
    "-c",
    "user.name=Vista previa",
    "-c",
    "user.email=vista-previa@localhost",
    "commit-tree",
    EMPTY_TREE,
    "-m",
    message,
  );

const site = (commit: string) => {
  const root = join(dir, "previews", commit);
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body class="site"><h1>${title}</h1><a href="/">Inicio</a></body></html>`;
  mkdirSync(join(root, "precios"), { recursive: true });
  writeFileSync(join(root, "index.html"), page("Inicio"));
  writeFileSync(join(root, "precios", "index.html"), page("Precios"));
};

describe("a release's preview", () => {
  const preview = previews({
    repo: dir,
    releases: { dir } as Releases,
  });
  const open = async (path: string) =>
    new DOMParser().parseFromString(await (await preview.app.request(path)).text(), "text/html");

  it("shows the release's name on each of its pages, and a switcher whose links stay inside the preview", async () => {
    const commit = commitWith(
      messageWithTour("Vista previa de la entrega Verano <2026>", {
        name: "Verano <2026>",
        pages: [
          { path: "/precios", title: "Precios" },
          { path: "/", title: "Inicio" },
        ],
      }),
    );
    site(commit);
    const state = await preview.request(commit, "/precios");
    expect(state.url).toBe(`/admin/preview/${commit}/precios`);
    for (const [path, current] of [
      ["/precios/", "Precios"],
      ["/", "Inicio"],
    ] as const) {
      const doc = await open(`/${commit}${path}`);
      const banner = doc.querySelector('[role="region"][aria-label="Vista previa de una entrega"]');
      expect(banner?.textContent).toContain("Vista previa de la entrega «Verano <2026>»");
      expect(doc.body.firstElementChild).toBe(banner);
      const links = [...(banner?.querySelectorAll("a") ?? [])].map((a) => [a.textContent, a.getAttribute("href")]);
      expect(links).toEqual([
        ["Precios", `/admin/preview/${commit}/precios`],
        ["Inicio", `/admin/preview/${commit}/`],
      ]);
      expect(banner?.querySelector('a[aria-current="page"]')?.textContent).toBe(current);
      expect(doc.querySelector("h1")?.textContent).toBe(current);
    }
  });

  it("is the only preview with the banner: a draft's preview has none", async () => {
    const commit = commitWith("Borrador de pages/index.json\n\nSince: 2026-12-07T10:00:00.000Z");
    site(commit);
    await preview.request(commit, "/");
    const doc = await open(`/${commit}/`);
    expect(doc.querySelector('[aria-label="Vista previa de una entrega"]')).toBeNull();
    expect(doc.body.firstElementChild?.tagName).toBe("H1");
  });
});

describe("the release's tour", () => {
  it("names each page as a visitor reads it: «{product}» filled from the site the preview is built on", () => {
    const tour = releaseTour(
      "Campaña de enero",
      [
        { path: "/agendar-demo", meta: { title: "Demo de {product} | {product}" } },
        { path: "/precios", meta: { title: "Precios | {product}" } },
      ],
      { brand: { name: "Mesalia" } },
    );
    expect(tour).toEqual({
      name: "Campaña de enero",
      pages: [
        { path: "/agendar-demo", title: "Demo de Mesalia" },
        { path: "/precios", title: "Precios" },
      ],
    });
  });
});
