// An image's alt text is what a screen reader says instead of the image:
// empty, blank, the file's name or a word like "imagen" tells nothing, so
// it blocks a publish (the schema only asks that the field exist).
import { imagesOf } from "./doc-walk.ts";
import { problem, type GateRule } from "./types.ts";

const GENERIC = new Set([
  "imagen",
  "image",
  "img",
  "foto",
  "photo",
  "picture",
  "fotografía",
  "fotografia",
  "captura",
  "screenshot",
  "logo",
  "icono",
  "icon",
]);
/** A camera's or a screenshot tool's own name ("IMG_1234", "Captura de pantalla 2026-11-27…"). */
const CAMERA_NAME = /^(img|dsc|dscn|pxl|image|screenshot|captura de pantalla|captura)[-_ ]?\d/i;

/** Why `alt` says nothing about the image at `src`, or undefined when it says something. */
export function emptyAltReason(alt: unknown, src: string): "empty" | "file" | "generic" | undefined {
  if (typeof alt !== "string" || alt.trim() === "") return "empty";
  const name = src.split("/").pop() ?? "";
  const bare = name.replace(/\.[a-z0-9]+$/i, "");
  // Compared as written: "La Brasa" names the logo la-brasa.svg shows; "la-brasa" is its file's name.
  const said = alt.trim().toLowerCase();
  if (
    said === name.toLowerCase() ||
    said === bare.toLowerCase() ||
    said === src.toLowerCase() ||
    CAMERA_NAME.test(said)
  )
    return "file";
  if (GENERIC.has(said.replace(/[.:]+$/, ""))) return "generic";
  return undefined;
}

const SAY = {
  empty: ["is empty", "El texto alternativo está vacío: describe qué muestra la imagen, para quien no puede verla."],
  file: [
    "is the image's file name",
    "El texto alternativo es el nombre del archivo: describe qué muestra la imagen, para quien no puede verla.",
  ],
  generic: [
    "says only that it is an image",
    "El texto alternativo solo dice que es una imagen: describe qué muestra, para quien no puede verla.",
  ],
} as const;

export const altText: GateRule = ({ pages }) =>
  pages.flatMap((page) =>
    imagesOf(page.doc).flatMap((image) => {
      const reason = emptyAltReason(image.alt, image.src);
      if (!reason) return [];
      const [message, es] = SAY[reason];
      return [problem(page.file, `${image.pointer}/alt`, "block", `alt text ${message}`, es)];
    }),
  );
