// The editor's image endpoints as plain functions over a content root, for
// `npm run edit` (vite-plugin-editor.ts) and the server's /admin/edit API
// (server/editor-images.ts): upload (checked by content, resized with sharp
// to the renderer's widths, written content-addressed into
// public/img/uploads/, which the publish commits with the page) and the
// media library (what is there, to reuse). The browser's file name and type
// are never used: the bytes decide.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Metadata } from "sharp";

// Loaded on the first upload or library listing: sharp and libvips are ~30 MB of a server's memory
// that most of its life (serving visitors) never needs.
// libvips' operation cache is off: it keeps recent results (up to 50 MB by default) for an operation run
// again on the same input, and each upload is a new image resized once.
const loadSharp = async () => {
  const sharp = (await import("sharp")).default;
  sharp.cache(false);
  return sharp;
};
import { IMAGE_WIDTHS, parseUploadPath, uploadPath, widthsUpTo } from "../../src/core/images.ts";
import { Refused } from "./guard.ts";
import { imagesOf } from "../gate/doc-walk.ts";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Decoded pixels allowed (a 10 MB PNG can claim 50 000 × 50 000 and take gigabytes to decode). 40 MP ≈ an 8K photo. */
export const MAX_PIXELS = 40_000_000;
const UPLOADS = join("public", "img", "uploads");
const MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

export type ImageFormat = "png" | "jpeg" | "webp";

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) => magic.every((b, i) => bytes[at + i] === b);

/** The format by its first bytes, or undefined. */
export function sniffImage(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return undefined;
}

const looksLikeSvg = (bytes: Uint8Array) => /<svg[\s>]/i.test(Buffer.from(bytes.subarray(0, 4096)).toString("utf8"));

/** sharp's refusals in the marketer's words: too many pixels (its limitInputPixels), or not a readable image. */
function unreadable(error: unknown): Refused {
  if (error instanceof Refused) return error;
  if (error instanceof Error && /pixel limit/i.test(error.message))
    return new Refused(`La imagen tiene demasiados píxeles; el máximo es ${MAX_PIXELS / 1_000_000} megapíxeles.`, 413);
  return new Refused("No se puede leer la imagen: el archivo está dañado o no es lo que dice ser.", 415);
}

export interface LibraryImage {
  /** The largest stored width: what the document's `src` names. */
  src: string;
  width: number;
  height: number;
  /** The smallest stored width, for the library's thumbnails. */
  thumb: string;
}

/**
 * Checks and stores an upload; returns the values of the document's image
 * (alt aside, which the marketer writes). The same bytes give the same files,
 * so uploading an image twice stores it once.
 */
export async function uploadImage(root: string, bytes: Uint8Array): Promise<LibraryImage> {
  if (bytes.byteLength === 0) throw new Refused("El archivo está vacío.");
  if (bytes.byteLength > MAX_UPLOAD_BYTES)
    throw new Refused("La imagen pesa más de 10 MB: redúcela o expórtala de nuevo.", 413);
  const format = sniffImage(bytes);
  if (!format) {
    if (looksLikeSvg(bytes))
      throw new Refused(
        "Las imágenes SVG no se aceptan: pueden llevar código que se ejecutaría en la web. Súbela como PNG, JPEG o WebP.",
        415,
      );
    throw new Refused("Este archivo no es una imagen PNG, JPEG o WebP (se comprueba su contenido, no su nombre).", 415);
  }
  const sharp = await loadSharp();
  const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
  let meta: Metadata;
  try {
    meta = await input().metadata();
    if (!meta.width || !meta.height) throw new Error("no size");
    if (meta.width * meta.height > MAX_PIXELS)
      throw new Refused(
        `La imagen tiene demasiados píxeles (${meta.width} × ${meta.height}); el máximo es ${MAX_PIXELS / 1_000_000} megapíxeles.`,
        413,
      );
    if (meta.format !== format) throw new Error("format mismatch");
  } catch (error) {
    throw unreadable(error);
  }
  // EXIF orientations 5-8 swap width and height once rotated.
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  const largest = Math.min(width, MAX_WIDTH);
  const dir = join(root, UPLOADS);
  mkdirSync(dir, { recursive: true });
  try {
    for (const w of widthsUpTo(largest)) {
      const file = join(root, "public", uploadPath(hash, w));
      if (existsSync(file)) continue;
      // Re-encoding keeps only pixels: metadata and anything appended to the file are dropped.
      const out = await input()
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      // Written beside and renamed, so a half-written file is never served or committed; the
      // temporary name is this upload's own, so two uploads of one image at once do not collide.
      const partial = `${file}.${randomUUID()}.tmp`;
      writeFileSync(partial, out);
      renameSync(partial, file);
    }
  } catch (error) {
    throw unreadable(error);
  }
  return {
    src: uploadPath(hash, largest),
    width: largest,
    height: Math.round((height * largest) / width),
    thumb: uploadPath(hash, widthsUpTo(largest)[0]),
  };
}

/** The media library's row: the image, what it is called, when it came, its weight and the published pages that show it. */
export interface LibraryEntry extends LibraryImage {
  /** The alt text a page gives it (uploads keep no file name: the bytes decide), or "" when no page shows it yet. */
  name: string;
  /** When it was uploaded (ISO 8601). */
  addedAt: string;
  /** KB on disk of its largest width. */
  kb: number;
  /** The pages in pages/ (the published ones, on the server) that show it. */
  usedBy: Array<{ path: string; title: string }>;
}

/** Per upload hash, the pages of `root`/pages that show it and the first alt text given to it. */
function uploadUses(root: string): Map<string, { name: string; usedBy: LibraryEntry["usedBy"] }> {
  const uses = new Map<string, { name: string; usedBy: LibraryEntry["usedBy"] }>();
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith("_")) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".json")) {
        let doc: { path?: string; meta?: { title?: string } };
        try {
          doc = JSON.parse(readFileSync(full, "utf8")) as typeof doc;
        } catch {
          continue; // validate's business
        }
        for (const image of imagesOf(doc)) {
          const hash = parseUploadPath(image.src)?.hash;
          if (!hash) continue;
          const use = uses.get(hash) ?? { name: "", usedBy: [] };
          if (!use.name && typeof image.alt === "string") use.name = image.alt.trim();
          const page = { path: String(doc.path ?? ""), title: String(doc.meta?.title ?? "").split(" | ")[0] ?? "" };
          if (!use.usedBy.some((u) => u.path === page.path)) use.usedBy.push(page);
          uses.set(hash, use);
        }
      }
    }
  };
  walk(join(root, "pages"));
  return uses;
}

/** The uploaded images, newest first, each once (by its largest width), with their names, dates, weight and uses. */
export async function listImages(root: string): Promise<LibraryEntry[]> {
  const dir = join(root, UPLOADS);
  if (!existsSync(dir)) return [];
  const largest = new Map<string, number>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const parsed = entry.isFile() ? parseUploadPath(`/img/uploads/${entry.name}`) : undefined;
    if (!parsed) continue;
    const seen = largest.get(parsed.hash);
    if (!seen || parsed.width > seen) largest.set(parsed.hash, parsed.width);
  }
  const uses = uploadUses(root);
  const out: (LibraryEntry & { mtime: number })[] = [];
  for (const [hash, width] of largest) {
    const file = join(root, "public", uploadPath(hash, width));
    const meta = await (await loadSharp())(file).metadata();
    const { mtimeMs, size } = statSync(file);
    const use = uses.get(hash);
    out.push({
      src: uploadPath(hash, width),
      width,
      height: meta.height ?? width,
      thumb: uploadPath(hash, widthsUpTo(width)[0]),
      name: use?.name ?? "",
      addedAt: new Date(mtimeMs).toISOString(),
      kb: Math.round(size / 100) / 10,
      usedBy: use?.usedBy ?? [],
      mtime: mtimeMs,
    });
  }
  return out.sort((a, b) => b.mtime - a.mtime).map(({ mtime: _, ...image }) => image);
}

/**
 * Deletes an upload (every width). Refused while a page in pages/ shows it:
 * on the server those are the published pages, and a deleted file would
 * leave visitors a broken image at the next build.
 */
export function deleteImage(root: string, src: unknown): { status: "deleted" } {
  const upload = typeof src === "string" ? parseUploadPath(src) : undefined;
  if (!upload) throw new Refused("Esa no es una imagen de la biblioteca.", 404);
  const usedBy = uploadUses(root).get(upload.hash)?.usedBy ?? [];
  if (usedBy.length > 0)
    throw new Refused(
      `No se puede borrar: la usa${usedBy.length > 1 ? "n" : ""} ${usedBy.map((u) => `«${u.title || u.path}» (${u.path})`).join(", ")}. Quítala de ${usedBy.length > 1 ? "esas páginas" : "esa página"} y publica antes de borrarla.`,
      409,
    );
  const dir = join(root, UPLOADS);
  const files = existsSync(dir)
    ? readdirSync(dir).filter((name) => parseUploadPath(`/img/uploads/${name}`)?.hash === upload.hash)
    : [];
  if (files.length === 0) throw new Refused("Esa imagen ya no está en la biblioteca.", 404);
  for (const name of files) rmSync(join(dir, name), { force: true });
  return { status: "deleted" };
}

/**
 * The files (relative to the content root) of every uploaded image a page
 * document names, every width: what a publish commits along with the page.
 */
export function uploadFilesOf(doc: unknown): string[] {
  const files = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      const upload = parseUploadPath(value);
      if (upload) for (const w of widthsUpTo(upload.width)) files.add(join("public", uploadPath(upload.hash, w)));
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(doc);
  return [...files].sort();
}
