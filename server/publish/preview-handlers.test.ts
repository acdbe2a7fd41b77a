// @vitest-environment node
// The preview keeps a site handler (with its compressed files) per commit looked at: a bounded number, so
// every commit ever previewed does not stay in the server's memory.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Releases } from "./releases.ts";
import { languageScript } from "../../src/core/i18n/language-script.ts";
import { previews, PREVIEW_SITES_KEPT, PREVIEW_STATES_KEPT } from "./preview.ts";

const dir = mkdtempSync(join(tmpdir(), "preview-handlers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the preview's site handlers", () => {
  it("are kept for the PREVIEW_SITES_KEPT commits looked at last", async () => {
    const { app } = previews({
      repo: dir,
      releases: { dir } as Releases,
    });
    const page = (text: string) =>
      `<!doctype html><html><head><title>${text}</title></head><body>${"<p>relleno</p>".repeat(200)}</body></html>`;
    const commits = Array.from({ length: PREVIEW_SITES_KEPT + 1 }, (_, i) => String(i).padStart(40, "a"));
    for (const commit of commits) {
      mkdirSync(join(dir, "previews", commit), { recursive: true });
      writeFileSync(join(dir, "previews", commit, "index.html"), page(commit));
    }
    const view = async (commit: string) =>
      (await app.request(`/${commit}/`, { headers: { "Accept-Encoding": "gzip" } })).text();
    const first = commits[0]!;
    expect(await view(first)).toContain(`<title>${first}</title>`);
    // A preview never changes; here it does, to tell a kept handler (its compressed page) from a new one.
    writeFileSync(join(dir, "previews", first, "index.html"), page("cambiada"));
    expect(await view(first)).toContain(`<title>${first}</title>`);
    for (const commit of commits.slice(1)) await view(commit);
    expect(await view(first)).toContain("<title>cambiada</title>");
  });

  it("remember what became of the last PREVIEW_STATES_KEPT previews asked for, not of every one", async () => {
    // Not a repository: each preview fails at once, its state saying why.
    const empty = mkdtempSync(join(dir, "no-repo-"));
    const preview = previews({ repo: empty, releases: { dir: empty } as Releases });
    const commits = Array.from({ length: PREVIEW_STATES_KEPT + 1 }, (_, i) => String(i).padStart(40, "c"));
    const settled = async (commit: string) => {
      const state = await preview.request(commit, "/");
      await vi.waitFor(() => expect(state.state).not.toBe("building"));
      return state;
    };
    const first = await settled(commits[0]!);
    expect(first.state).toBe("failed");
    expect((await preview.status(commits[0]!)).message).toBe(first.message);
    for (const commit of commits.slice(1)) await settled(commit);
    // Forgotten: no preview ref names the commit here, so it is unknown.
    expect((await preview.status(commits[0]!)).message).toBe("Esa vista previa no existe.");
    expect((await preview.status(commits.at(-1)!)).message).not.toBe("Esa vista previa no existe.");
  });

  it("keep the site's links inside the preview, and leave links to other sites alone", async () => {
    const { app } = previews({
      repo: dir,
      releases: { dir } as Releases,
    });
    const commit = "b".repeat(40);
    mkdirSync(join(dir, "previews", commit), { recursive: true });
    writeFileSync(
      join(dir, "previews", commit, "index.html"),
      '<!doctype html><html><head><link rel="stylesheet" href="/assets/a.css"></head><body><a href="/precios">Precios</a> <a href="/">Inicio</a> <a href="https://mesalia.example/x">Fuera</a> <a href="//cdn.example/y">CDN</a></body></html>',
    );
    const html = await (await app.request(`/${commit}/`)).text();
    expect(html).toContain(`<a href="/admin/preview/${commit}/precios">Precios</a>`);
    expect(html).toContain(`<a href="/admin/preview/${commit}/">Inicio</a>`);
    expect(html).toContain(`href="/admin/preview/${commit}/assets/a.css"`);
    expect(html).toContain('<a href="https://mesalia.example/x">Fuera</a>');
    expect(html).toContain('<a href="//cdn.example/y">CDN</a>');
  });

  it("show the previewed page whatever the browser's language: the first-visit language redirect is left out", async () => {
    const { app } = previews({
      repo: dir,
      releases: { dir } as Releases,
    });
    const commit = "e".repeat(40);
    mkdirSync(join(dir, "previews", commit), { recursive: true });
    writeFileSync(
      join(dir, "previews", commit, "index.html"),
      `<!doctype html><html><head><script>var t="system";</script><script>${languageScript}</script></head><body><h1>Inicio</h1></body></html>`,
    );
    const html = await (await app.request(`/${commit}/`)).text();
    expect(html).not.toContain(languageScript);
    expect(html).toContain('<script>var t="system";</script></head>');
    expect(html).toContain("<h1>Inicio</h1>");
  });
});
