// Ending a test in the page files: the kept arm's sections become the base
// document, the `experiment` declaration and every variant file go.
// "Declarar ganador" keeps the winner; "Detener" keeps the control.
// Until the publish path exists (issue 24: a validated commit with the
// person's name, history, restore), this writes the files in pages/ and
// says what it did; the site changes with the next build.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve, sep } from "node:path";
import { CONTROL } from "../../src/core/experiments/assign.ts";
import { pageFiles } from "./registry.ts";
import { armLabel } from "./results.ts";
import type { ExperimentRecord } from "./store.ts";

type Doc = Record<string, unknown> & { path?: string; variant?: string; sections?: unknown[] };

/** A path inside the pages folder, never outside it. */
function inside(pagesDir: string, file: string): string {
  const root = resolve(pagesDir);
  const path = resolve(root, file);
  if (!path.startsWith(root + sep)) throw new Error(`${file} is outside the pages folder`);
  return path;
}

/** What applyDecision would do, said before it is done (the confirmation step). */
export function planDecision(pagesDir: string | undefined, experiment: ExperimentRecord, keep: string): string[] {
  if (!pagesDir) return ["No se cambiará ningún archivo (el servidor no tiene carpeta de páginas)."];
  const variants = pageFiles(pagesDir).filter((p) => p.doc.variant && p.doc.path === experiment.path);
  return [
    keep === CONTROL ? `pages/${experiment.file} se queda como está (el control), sin la declaración "experiment".` : `pages/${experiment.file} pasa a tener las secciones de la variante ${armLabel(keep)}, sin la declaración "experiment".`,
    ...variants.map((v) => `Se borra pages/${v.file}.`),
    "La prueba termina: deja de contar y guarda sus resultados en esta página.",
  ];
}

/** Applies the decision to the files; returns what it did, one line each (in Spanish, for the page). */
export function applyDecision(pagesDir: string, experiment: ExperimentRecord, keep: string): string[] {
  const done: string[] = [];
  const basePath = inside(pagesDir, experiment.file);
  if (!existsSync(basePath)) return [`No existe ${experiment.file}: no se ha cambiado ningún archivo.`];
  const base = JSON.parse(readFileSync(basePath, "utf8")) as Doc;
  const declared = (base.experiment as { id?: string } | undefined)?.id;
  if (declared !== experiment.id) return [`${experiment.file} ya no declara la prueba ${experiment.id}: no se ha cambiado ningún archivo.`];
  const variants = pageFiles(pagesDir).filter((p) => p.doc.variant && p.doc.path === experiment.path);
  if (keep !== CONTROL) {
    const winner = variants.find((v) => v.doc.variant === keep);
    if (!winner) return [`No se encuentra el archivo de la variante ${keep}: no se ha cambiado ningún archivo.`];
    const doc = JSON.parse(readFileSync(inside(pagesDir, winner.file), "utf8")) as Doc;
    base.sections = doc.sections;
    done.push(`pages/${experiment.file}: ahora tiene las secciones de la variante ${armLabel(keep)}.`);
  } else {
    done.push(`pages/${experiment.file}: se queda como está (el control).`);
  }
  delete base.experiment;
  writeFileSync(basePath, `${JSON.stringify(base, null, 2)}\n`);
  done.push(`pages/${experiment.file}: quitada la declaración "experiment".`);
  for (const v of variants) {
    rmSync(inside(pagesDir, v.file), { force: true });
    done.push(`pages/${v.file}: borrado.`);
  }
  return done;
}

export const PUBLISH_HINT = "Los cambios están en los archivos de pages/: se publican con la próxima compilación (npm run build). Si la variante tenía textos nuevos, ejecuta npm run i18n:extract.";

