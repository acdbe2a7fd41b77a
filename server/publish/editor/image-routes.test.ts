// @vitest-environment node
// The server's image endpoints (mounted by /admin/edit behind the session):
// an upload lands in the content root and in the library; a cross-site post,
// a form's content type, a disguised text file, an SVG and a file over the
// limit are refused and write nothing.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Hono } from "hono";
import { editorImagesApp, uploadedImages } from "./image-routes.ts";

let root = "";
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "editor-images-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The app as mounted: behind the session, which says who is asking (an editor). */
const images = () =>
  new Hono()
    .use("*", async (c, next) => {
      c.set("user", { id: 1, email: "editora@mesalia.example", name: "editora", role: "editor" });
      await next();
    })
    .route("/", editorImagesApp(root));

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  images().request("http://editor.test/image", {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/octet-stream",
      Host: "editor.test",
      Origin: "http://editor.test",
      ...headers,
    },
  });
const written = () =>
  existsSync(join(root, "public/img/uploads")) ? readdirSync(join(root, "public/img/uploads")) : [];

describe("editorImagesApp", () => {
  it("stores an upload under public/img/uploads and lists it in the library", async () => {
    const png = await sharp({ create: { width: 900, height: 450, channels: 3, background: "#6d28d9" } })
      .png()
      .toBuffer();
    const res = await post(new Uint8Array(png));
    expect(res.status).toBe(200);
    const image = (await res.json()) as { src: string; width: number; height: number };
    expect(image).toMatchObject({ width: 900, height: 450 });
    expect(written()).toContain(image.src.split("/").pop());
    const library = await images().request("http://editor.test/images", {
      headers: { Host: "editor.test" },
    });
    expect(((await library.json()) as { src: string }[]).map((i) => i.src)).toEqual([image.src]);
  });

  // Another site's post and a file over 10 MB are refused before this app, by the one way in (server/publish/images.test.ts).
  it("refuses a form's content type, text named .png and an SVG, and writes nothing", async () => {
    const cases: [number, Response][] = [
      [415, await post(new Uint8Array(8), { "Content-Type": "multipart/form-data; boundary=x" })],
      [415, await post(new TextEncoder().encode("no soy una imagen"), { "X-File-Name": "../../foto.png" })],
      [
        415,
        await post(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
      ],
    ];
    for (const [status, res] of cases) {
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: string }).error).toMatch(/\S/);
    }
    expect(written()).toEqual([]);
  });

  it("serves an unpublished upload from the content root for the preview; other names fall through to the site", async () => {
    const png = await sharp({ create: { width: 500, height: 500, channels: 3, background: "#6d28d9" } })
      .png()
      .toBuffer();
    const image = (await (await post(new Uint8Array(png))).json()) as { src: string };
    const site = new Hono().use("/img/uploads/*", uploadedImages(root)).get("*", (c) => c.text("site", 404));
    const served = await site.request(`http://editor.test${image.src}`);
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/webp"]);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(500);
    for (const path of [
      "/img/uploads/ffffffffffffffff-500.webp",
      "/img/uploads/..%2f..%2fpackage.json",
      "/img/uploads/x.svg",
    ])
      expect((await site.request(`http://editor.test${path}`)).status).toBe(404);
  });
});
