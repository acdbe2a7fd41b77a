// "Subir imagen" and the media library, free of HTTP: the library, an
// upload (raw bytes, made into the site's sizes) and "Borrar" (publisher or
// owner), in the content repository's public/img/uploads/ (lib/editor/images.ts).
// Routes: server/publish/editor/image-routes.ts.
import { z } from "zod";
import { deleteImage, listImages, uploadImage } from "../../../lib/editor/images.ts";
import { parseUploadPath } from "../../../src/core/images.ts";
import { sharedRefsOf } from "../../content/shared-refs.ts";
import { operation } from "../../operation.ts";

/** The content repository: the library is its public/img/uploads/ (a publish commits the files its page names). */
interface Deps {
  repo: string;
}

export const imageLibrary = operation("editor", z.unknown(), async (_input, _actor, d: Deps) => listImages(d.repo));

export const uploadNewImage = operation(
  "editor",
  z.instanceof(Uint8Array, { error: "Rechazado: envía el archivo (Content-Type: application/octet-stream)." }),
  async (bytes, _actor, d: Deps) => {
    const image = await uploadImage(d.repo, bytes);
    // Many instances: the files go to the content remote too, so any instance shows and publishes them.
    const upload = parseUploadPath(image.src);
    if (upload) await sharedRefsOf(d.repo)?.shareUpload(upload.hash);
    return image;
  },
);

/** Any body that is not `{ src }` has no address: deleteImage refuses it in words. */
export const deleteLibraryImage = operation(
  "publisher",
  z.object({ src: z.unknown().optional() }).catch({}),
  async (input, _actor, d: Deps) => deleteImage(d.repo, input.src),
);
