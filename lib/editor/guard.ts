// What the editor's write endpoint accepts: a page document file inside
// pages/ (not the site document, not a collection, nothing outside), and only
// requests sent by the editor's own page (same origin, JSON). Refusals are
// in Spanish: the editor shows them to the marketer as they are.
import { realpathSync, existsSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

export class Refused extends Error {
  readonly status: number;

  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}

const FILE = /^pages\/([a-z0-9][a-z0-9.-]*\/)*[a-z0-9][a-z0-9.-]*\.json$/;

/** Checks a file name sent by the browser ('pages/about.json'); returns its absolute path under root. */
export function pageFilePath(root: string, file: unknown): string {
  if (typeof file !== "string" || file === "") throw new Refused("No se indicó ninguna página.");
  if (file.includes("\0") || file.includes("\\")) throw new Refused(`«${file}» tiene caracteres no válidos.`);
  if (file.startsWith("/") || /^[A-Za-z]:/.test(file))
    throw new Refused(`«${file}» es una ruta absoluta: solo se editan páginas de la carpeta pages/.`);
  if (file.split("/").includes(".."))
    throw new Refused(`«${file}» sale de la carpeta pages/ (".."): solo se editan páginas de esa carpeta.`);
  if (!FILE.test(file))
    throw new Refused(
      `«${file}» no es una página: el editor abre pages/<nombre>.json (lo que empieza por _ son datos del sitio).`,
    );
  const pagesDir = resolve(root, "pages");
  const full = resolve(root, file);
  if (!full.startsWith(pagesDir + sep)) throw new Refused(`«${file}» está fuera de la carpeta pages/.`);
  // A symlinked folder inside pages/ could lead elsewhere: the real parent must be inside the real pages/.
  let parent = dirname(full);
  while (!existsSync(parent)) parent = dirname(parent);
  const realPages = realpathSync(pagesDir);
  const realParent = realpathSync(parent);
  if (realParent !== realPages && !realParent.startsWith(realPages + sep))
    throw new Refused(`«${file}» lleva fuera de la carpeta pages/.`);
  return join(pagesDir, relative(pagesDir, full));
}

/** A page document has at least these; the schema check does the rest. */
export function assertPageDocument(doc: unknown): asserts doc is Record<string, unknown> {
  const d = doc as Record<string, unknown> | null;
  if (!d || typeof d !== "object" || Array.isArray(d))
    throw new Refused("Esto no es una página: se esperaba un objeto JSON.");
  if (
    typeof d.path !== "string" ||
    !Array.isArray(d.sections) ||
    typeof d.meta !== "object" ||
    d.version === undefined
  ) {
    throw new Refused("Esto no es una página: le faltan version, path, meta o sections.");
  }
}

export interface RequestLike {
  method?: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Writes come only from the editor's own page: an Origin header naming this
 * server's host (a page elsewhere, even on localhost at another port, is
 * refused) and a JSON body, or for an image upload raw bytes
 * (application/octet-stream): a cross-site form can send neither without a
 * preflight, which this server never answers.
 */
export function assertSameOrigin(req: RequestLike, type = "application/json"): void {
  const origin = req.headers.origin;
  const host = req.headers.host;
  if (typeof origin !== "string" || typeof host !== "string")
    throw new Refused(
      "Rechazado: la petición no dice de dónde viene (Origin); solo la página del editor puede escribir.",
      403,
    );
  let originHost: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== "http:") throw new Error();
    originHost = url.host;
  } catch {
    throw new Refused(`Rechazado: ${origin} no es este editor.`, 403);
  }
  if (originHost !== host) throw new Refused(`Rechazado: ${origin} no es este editor (http://${host}).`, 403);
  const site = req.headers["sec-fetch-site"];
  if (typeof site === "string" && site !== "same-origin")
    throw new Refused(`Rechazado: petición desde otro sitio (${site}).`, 403);
  // An image upload sends application/octet-stream: no more a form's type than JSON, so it too needs a preflight.
  const sent = req.headers["content-type"];
  if (typeof sent !== "string" || !sent.startsWith(type))
    throw new Refused(
      `Rechazado: envía ${type === "application/json" ? "JSON" : "el archivo"} (Content-Type: ${type}).`,
      415,
    );
}
