import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deleteImage, listImages, sniffImage, uploadFilesOf, uploadImage } from "./images.ts";
import { responsiveProps } from "../../src/core/images.ts";

let root = "";
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "images-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 60, b: 200 } } });
const uploads = () => readdirSync(join(root, "public/img/uploads")).sort();
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => "accepted",
    (e: Error & { status?: number }) => `${e.status} ${e.message}`,
  );

describe("uploadImage", () => {
  it("resizes a large PNG to every renderer width, never enlarged, as WebP named by the original's hash", async () => {
    const png = await solid(2000, 1000).png().toBuffer();
    const image = await uploadImage(root, png);
    expect(image.width).toBe(1600);
    expect(image.height).toBe(800);
    const hash = image.src.match(/uploads\/([0-9a-f]{16})-1600\.webp$/)?.[1];
    expect(hash).toBeDefined();
    expect(uploads()).toEqual([400, 800, 1280, 1600].map((w) => `${hash}-${w}.webp`).sort());
    for (const w of [400, 800, 1280, 1600]) {
      const meta = await sharp(join(root, "public/img/uploads", `${hash}-${w}.webp`)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", w, w / 2]);
    }
    expect(image.thumb).toBe(`/img/uploads/${hash}-400.webp`);
  });

  it("keeps nothing of an upload in libvips' cache once it is stored (a long-running server's memory)", async () => {
    await uploadImage(root, await solid(1200, 800).png().toBuffer());
    const { memory, items } = sharp.cache();
    expect([memory.current, items.current]).toEqual([0, 0]);
  });

  it("a small JPEG keeps its own width as the largest; the same bytes twice give the same address and files", async () => {
    const jpeg = await solid(600, 300).jpeg().toBuffer();
    const first = await uploadImage(root, jpeg);
    const second = await uploadImage(root, jpeg);
    expect(second).toEqual(first);
    expect(first.src).toMatch(/-600\.webp$/);
    expect(uploads()).toHaveLength(2); // 400 and 600
    const other = await uploadImage(root, await solid(600, 300).webp().toBuffer());
    expect(other.src).not.toBe(first.src);
  });

  it("checks the content, not the name: text, an SVG, a truncated PNG and an empty file are refused with a reason", async () => {
    expect(await refusal(uploadImage(root, Buffer.from("hola, no soy un PNG")))).toMatch(
      /^415 .*no es una imagen PNG, JPEG o WebP/,
    );
    expect(
      await refusal(
        uploadImage(
          root,
          Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        ),
      ),
    ).toMatch(/^415 Las imágenes SVG no se aceptan/);
    const png = await solid(800, 600).png().toBuffer();
    expect(await refusal(uploadImage(root, png.subarray(0, 60)))).toMatch(/^415 No se puede leer la imagen/);
    expect(await refusal(uploadImage(root, new Uint8Array()))).toMatch(/^400 /);
  });

  it("refuses a file over 10 MB, and a decompression bomb by its pixel count before decoding it", async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    (await solid(10, 10).png().toBuffer()).copy(big);
    expect(await refusal(uploadImage(root, big))).toMatch(/^413 .*10 MB/);
    // 10 000 × 10 000 of one colour: a few hundred kB of PNG, 300 MB once decoded.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(10 * 1024 * 1024);
    expect(await refusal(uploadImage(root, bomb))).toMatch(/^413 .*demasiados píxeles/);
  }, 30_000);

  it("a polyglot (a real PNG with HTML appended) is stored as pixels only: the script does not reach the files", async () => {
    const png = await solid(500, 500).png().toBuffer();
    const image = await uploadImage(
      root,
      Buffer.concat([png, Buffer.from("<html><script>alert(document.cookie)</script></html>")]),
    );
    for (const name of uploads())
      expect(readFileSync(join(root, "public/img/uploads", name)).includes("script")).toBe(false);
    expect(image.width).toBe(500);
  });
});

describe("listImages", () => {
  it("lists each upload once, newest first, with its size and a thumbnail", async () => {
    expect(await listImages(root)).toEqual([]);
    const a = await uploadImage(root, await solid(900, 600).png().toBuffer());
    await new Promise((r) => setTimeout(r, 20));
    const b = await uploadImage(root, await solid(300, 300).jpeg().toBuffer());
    expect(await listImages(root)).toEqual([expect.objectContaining(b), expect.objectContaining(a)]);
  });
});

describe("uploadFilesOf", () => {
  it("names every stored width of each upload a page uses, for the publish to commit, and nothing else", async () => {
    const hero = await uploadImage(root, await solid(1000, 500).png().toBuffer());
    const doc = {
      sections: [
        { type: "hero", image: { ...hero, alt: "x" } },
        { type: "clientStrip", logos: [{ src: "/img/logos/a.svg", alt: "A", width: 1, height: 1 }] },
      ],
    };
    const hash = hero.src.slice(13, 29);
    expect(uploadFilesOf(doc)).toEqual([
      `public/img/uploads/${hash}-1000.webp`,
      `public/img/uploads/${hash}-400.webp`,
      `public/img/uploads/${hash}-800.webp`,
    ]);
    expect(
      uploadFilesOf(doc)
        .map((f) => f.split("/").pop())
        .sort(),
    ).toEqual(uploads());
  });
});

describe("responsiveProps", () => {
  it("gives an uploaded image a srcset of its stored widths, and any other image nothing", () => {
    expect(responsiveProps("/img/uploads/0123456789abcdef-1280.webp", "50vw")).toEqual({
      srcSet:
        "/img/uploads/0123456789abcdef-400.webp 400w, /img/uploads/0123456789abcdef-800.webp 800w, /img/uploads/0123456789abcdef-1280.webp 1280w",
      sizes: "50vw",
    });
    expect(responsiveProps("/img/mockups/mesas.svg", "50vw")).toEqual({});
  });
});

describe("sniffImage", () => {
  it("knows PNG, JPEG and WebP by their first bytes", async () => {
    expect(sniffImage(await solid(4, 4).png().toBuffer())).toBe("png");
    expect(sniffImage(await solid(4, 4).jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImage(await solid(4, 4).webp().toBuffer())).toBe("webp");
    expect(sniffImage(await solid(4, 4).gif().toBuffer())).toBeUndefined();
  });
});

describe("the media library's rows and delete", () => {
  const pageWithImage = (src: string, alt: string) => {
    mkdirSync(join(root, "pages"), { recursive: true });
    writeFileSync(
      join(root, "pages/ofertas.json"),
      JSON.stringify({
        path: "/ofertas",
        meta: { title: "Ofertas | {product}" },
        sections: [{ type: "productHero", image: { src, alt, width: 1, height: 1 } }],
      }),
    );
  };

  it("names an upload by the alt text a page gives it, with its date, weight and the pages that show it", async () => {
    const image = await uploadImage(root, await solid(900, 300).png().toBuffer());
    expect((await listImages(root))[0]).toMatchObject({
      src: image.src,
      name: "",
      usedBy: [],
      addedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      kb: expect.any(Number),
    });
    pageWithImage(image.src, "Terraza en verano");
    expect((await listImages(root))[0]).toMatchObject({
      name: "Terraza en verano",
      usedBy: [{ path: "/ofertas", title: "Ofertas" }],
    });
  });

  it("refuses to delete an image a page shows, naming the page; deletes every width of an unused one", async () => {
    const used = await uploadImage(root, await solid(900, 300).png().toBuffer());
    pageWithImage(used.src, "Terraza");
    expect(() => deleteImage(root, used.src)).toThrow(/la usa «Ofertas» \(\/ofertas\)/);
    expect(uploads().length).toBeGreaterThan(0);
    const spare = await uploadImage(root, await solid(500, 300).png().toBuffer());
    const before = uploads().length;
    expect(deleteImage(root, spare.src)).toEqual({ status: "deleted" });
    expect(uploads()).toHaveLength(before - 2); // 400 and 500
    expect(() => deleteImage(root, "/img/../../etc/passwd")).toThrow(/no es una imagen de la biblioteca/);
  });
});
