// Uploaded images (the editor's "Subir imagen") are stored as WebP files at
// fixed widths, named by the hash of the original's bytes:
// /img/uploads/<hash>-<width>.webp. The document keeps the largest one as
// `src`, so the other widths, and the srcset the renderer writes, follow from
// its name and width alone; images shipped by hand (SVG mockups, logos) are
// left as they are.

/** The widths an upload is resized to (never enlarged): a phone at 1x up to a 640 px figure at 2.5x. */
export const IMAGE_WIDTHS = [400, 800, 1280, 1600] as const;

const UPLOADED = /^\/img\/uploads\/([0-9a-f]{16})-(\d+)\.webp$/;

/** The widths stored for an upload whose largest copy is `largest` px wide. */
export function widthsUpTo(largest: number): number[] {
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

export const uploadPath = (hash: string, width: number) => `/img/uploads/${hash}-${width}.webp`;

/** The hash and width of an uploaded image's `src`, or undefined for any other image. */
export function parseUploadPath(src: string): { hash: string; width: number } | undefined {
  const match = UPLOADED.exec(src);
  return match ? { hash: match[1], width: Number(match[2]) } : undefined;
}

/**
 * `srcSet` and `sizes` for an <img> of an uploaded image (its `sizes`: how
 * wide the image is drawn, which only its component knows); nothing for
 * other images, so they render exactly as before.
 */
export function responsiveProps(src: string, sizes: string): { srcSet: string; sizes: string } | Record<string, never> {
  const upload = parseUploadPath(src);
  if (!upload) return {};
  return {
    srcSet: widthsUpTo(upload.width)
      .map((w) => `${uploadPath(upload.hash, w)} ${w}w`)
      .join(", "),
    sizes,
  };
}
