// @vitest-environment node
// "Subir imagen" in the server's editor: an editor uploads under their
// session and CSRF token (refused signed out, without the token, for an SVG
// or a text file named .png); the upload shows in the canvas and a draft's
// preview before it is published; publishing a page that uses it commits the
// image files with the page, so the rebuilt site and any clone have them.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { sqliteEngine } from "../testing/engines.ts";
import { testApp } from "../testing/fixtures.ts";
import { person, signedIn } from "./testing/people.ts";
import { testPublishing } from "./testing/publishing.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 120_000 });
afterAll(() => engine.teardown());

describe("images in the server's editor", () => {
  it("uploads as an editor with CSRF, refuses the rest, serves it before publishing and commits it with the page that uses it", async () => {
    const { store } = await engine.open();
    const { repo, publishing } = await testPublishing();
    const app = testApp(store, { publishing });
    await person(store, "editora@mesalia.example", "editor");
    await person(store, "publica@mesalia.example", "publisher");
    const editor = await signedIn(app, "editora@mesalia.example");
    const publisher = await signedIn(app, "publica@mesalia.example");
    const uploads = () =>
      existsSync(join(repo, "public/img/uploads")) ? readdirSync(join(repo, "public/img/uploads")) : [];

    const png = new Uint8Array(
      await sharp({ create: { width: 900, height: 600, channels: 3, background: "#6d28d9" } })
        .png()
        .toBuffer(),
    );
    const upload = (body: BodyInit, headers: Record<string, string>) =>
      app.request("/admin/edit/api/image", {
        method: "POST",
        headers: { "Content-Type": "application/octet-stream", ...headers },
        body,
      });
    const { "X-CSRF-Token": _, ...withoutCsrf } = editor.headers;
    const refused: Array<[string, number, Response]> = [
      ["signed out", 401, await upload(png, { Origin: "http://localhost" })],
      ["without the CSRF token", 403, await upload(png, withoutCsrf)],
      [
        "from another site's page, with the session and its token",
        403,
        await upload(png, { ...editor.headers, Origin: "http://evil.test" }),
      ],
      ["over 10 MB", 413, await upload(new Uint8Array(10 * 1024 * 1024 + 1), editor.headers)],
      [
        "an SVG",
        415,
        await upload(
          new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          editor.headers,
        ),
      ],
      [
        "a text file named .png",
        415,
        await upload(new TextEncoder().encode("no soy una imagen"), { ...editor.headers, "X-File-Name": "foto.png" }),
      ],
    ];
    for (const [label, status, response] of refused) expect(response.status, label).toBe(status);
    expect(((await refused.find(([label]) => label === "over 10 MB")![2].json()) as { error: string }).error).toMatch(
      /10 MB/,
    );
    expect(uploads()).toEqual([]);

    const uploaded = await upload(png, editor.headers);
    expect(uploaded.status).toBe(200);
    const image = (await uploaded.json()) as { src: string; width: number; height: number };
    expect(image).toMatchObject({ width: 900, height: 600 });
    expect(uploads().length).toBeGreaterThan(1); // the renderer's widths up to 900
    // The library lists it, and the canvas and the preview get it from the content repository before any publish.
    const library = (await (
      await app.request("/admin/edit/api/images", { headers: { Cookie: editor.cookie } })
    ).json()) as Array<{ src: string }>;
    expect(library.map((i) => i.src)).toEqual([image.src]);
    const served = await app.request(image.src);
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/webp"]);

    // The publisher puts it on the home page and publishes.
    const open = (await (
      await app.request("/admin/edit/api/page?file=pages/home.json", { headers: { Cookie: publisher.cookie } })
    ).json()) as { hash: string; doc: { sections: Array<Record<string, unknown>> } };
    const sections = open.doc.sections.map((s, i) =>
      i === 0
        ? { ...s, image: { src: image.src, alt: "El panel de reservas", width: image.width, height: image.height } }
        : s,
    );
    const post = (name: string, body: unknown) =>
      app.request(`/admin/edit/api/${name}`, {
        method: "POST",
        headers: { ...publisher.headers, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    expect(
      (await post("save", { file: "pages/home.json", doc: { ...open.doc, sections }, hash: open.hash })).status,
    ).toBe(200);
    const job = (await (await post("publish", { file: "pages/home.json" })).json()) as { id: string };
    let state = "queued";
    while (state === "queued" || state === "building") {
      await new Promise((r) => setTimeout(r, 50));
      state = (
        (await (
          await app.request(`/admin/edit/api/publish-status?id=${job.id}`, { headers: { Cookie: publisher.cookie } })
        ).json()) as { state: string }
      ).state;
    }
    expect(state).toBe("live");
    const committed = execFileSync("git", ["show", "--name-only", "--format=", "HEAD"], { cwd: repo, encoding: "utf8" })
      .trim()
      .split("\n")
      .sort();
    // The page, its new alt text in the copy catalogs, and every width of the image.
    expect(committed.filter((f) => !f.startsWith("locales/"))).toEqual(
      ["pages/home.json", ...uploads().map((f) => `public/img/uploads/${f}`)].sort(),
    );
    expect(
      execFileSync("git", ["status", "--porcelain", "--untracked-files=all"], { cwd: repo, encoding: "utf8" })
        .split("\n")
        .filter((l) => l && l[1] !== " " && !l.includes("public/img/uploads"))
        .join("\n"),
    ).toBe("");
  });
});
