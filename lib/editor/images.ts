// The editor's image endpoints as plain functions over a content root, for
// `npm run edit` (vite-plugin-editor.ts) and the server's /admin/edit API
// (server/editor-images.ts): upload (checked by content, resized with sharp
// to the renderer's widths, written content-addressed into
// public/img/uploads/, which the publish commits with the page) and the
// media library (what is there, to reuse). The browser's file name and type
// are never used: the bytes decide.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp, { type Metadata } from "sharp";
import { IMAGE_WIDTHS, parseUploadPath, uploadPath, widthsUpTo } from "../../src/core/images.ts";
import { Refused } from "./guard.ts";

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
  if (error instanceof Error && /pixel limit/i.test(error.message)) return new Refused(`La imagen tiene demasiados píxeles; el máximo es ${MAX_PIXELS / 1_000_000} megapíxeles.`, 413);
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
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new Refused("La imagen pesa más de 10 MB: redúcela o expórtala de nuevo.", 413);
  const format = sniffImage(bytes);
  if (!format) {
    if (looksLikeSvg(bytes)) throw new Refused("Las imágenes SVG no se aceptan: pueden llevar código que se ejecutaría en la web. Súbela como PNG, JPEG o WebP.", 415);
    throw new Refused("Este archivo no es una imagen PNG, JPEG o WebP (se comprueba su contenido, no su nombre).", 415);
  }
  const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
  let meta: Metadata;
  try {
    meta = await input().metadata();
    if (!meta.width || !meta.height) throw new Error("no size");
    if (meta.width * meta.height > MAX_PIXELS) throw new Refused(`La imagen tiene demasiados píxeles (${meta.width} × ${meta.height}); el máximo es ${MAX_PIXELS / 1_000_000} megapíxeles.`, 413);
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
      const out = await input().rotate().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      // Written beside and renamed, so a half-written file is never served or committed; the
      // temporary name is this upload's own, so two uploads of one image at once do not collide.
      const partial = `${file}.${randomUUID()}.tmp`;
      writeFileSync(partial, out);
      renameSync(partial, file);
    }
  } catch (error) {
    throw unreadable(error);
  }
  return { src: uploadPath(hash, largest), width: largest, height: Math.round((height * largest) / width), thumb: uploadPath(hash, widthsUpTo(largest)[0]) };
}

/** The uploaded images, newest first, each once (by its largest width). */
export async function listImages(root: string): Promise<LibraryImage[]> {
  const dir = join(root, UPLOADS);
  if (!existsSync(dir)) return [];
  const largest = new Map<string, number>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const parsed = entry.isFile() ? parseUploadPath(`/img/uploads/${entry.name}`) : undefined;
    if (!parsed) continue;
    const seen = largest.get(parsed.hash);
    if (!seen || parsed.width > seen) largest.set(parsed.hash, parsed.width);
  }
  const out: (LibraryImage & { mtime: number })[] = [];
  for (const [hash, width] of largest) {
    const file = join(root, "public", uploadPath(hash, width));
    const meta = await sharp(file).metadata();
    const { mtimeMs } = statSync(file);
    out.push({ src: uploadPath(hash, width), width, height: meta.height ?? width, thumb: uploadPath(hash, widthsUpTo(width)[0]), mtime: mtimeMs });
  }
  return out.sort((a, b) => b.mtime - a.mtime).map(({ mtime: _, ...image }) => image);
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
