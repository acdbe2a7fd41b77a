// Ending a test in the page files: the kept arm's sections become the base
// document, the `experiment` declaration and every variant file go.
// "Declarar ganador" keeps the winner; "Detener" keeps the control.
// With publishing (server/publish/) the change is one validated commit by
// the person, built and swapped like any publish (admin.ts); without it
// (`npm run edit`, a server with no content repository) applyDecision writes
// the files in pages/ and says what it did; the site changes with the next build.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve, sep } from "node:path";
import { CONTROL } from "../../src/core/experiments/assign.ts";
import { pageFiles } from "./registry.ts";
import { armLabel, type ExperimentResults } from "./results.ts";
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
export function planDecision(
  pagesDir: string | undefined,
  experiment: ExperimentRecord,
  keep: string,
  published = false,
): string[] {
  if (!pagesDir) return ["No se cambiará ninguna página (este servidor no guarda las páginas)."];
  const variants = pageFiles(pagesDir).filter((p) => p.doc.variant && p.doc.path === experiment.path);
  return [
    // Said by the page's address and the variants' names (issue 41: no file paths or JSON keys on screen).
    keep === CONTROL
      ? `La página ${experiment.path} se queda como está (la original) y deja de ser una prueba A/B.`
      : `La página ${experiment.path} pasa a tener las secciones de la variante ${armLabel(keep)} y deja de ser una prueba A/B.`,
    ...variants.map((v) => `Se borra la variante ${armLabel(String(v.doc.variant))}.`),
    ...(published
      ? [
          "Se publica como cualquier cambio: se comprueba el sitio entero, se guarda en el historial a tu nombre y se puede deshacer con «Restaurar».",
        ]
      : []),
    "La prueba termina: deja de contar y guarda sus resultados en esta página.",
  ];
}

export type Decision =
  | {
      ok: true /** By file relative to the pages folder: the new document, or null for a file that goes. */;
      files: Record<string, Doc | null>;
      lines: string[];
    }
  | { ok: false; line: string };

/** The files a decision changes, read from the pages folder as it is now; `ok: false` says why nothing can change. */
export function decisionChanges(pagesDir: string, experiment: ExperimentRecord, keep: string): Decision {
  const basePath = inside(pagesDir, experiment.file);
  if (!existsSync(basePath))
    return { ok: false, line: `La página ${experiment.path} ya no existe: no se ha cambiado nada.` };
  const base = JSON.parse(readFileSync(basePath, "utf8")) as Doc;
  const declared = (base.experiment as { id?: string } | undefined)?.id;
  if (declared !== experiment.id)
    return {
      ok: false,
      line: `La página ${experiment.path} ya no tiene esta prueba A/B: no se ha cambiado nada.`,
    };
  const variants = pageFiles(pagesDir).filter((p) => p.doc.variant && p.doc.path === experiment.path);
  const lines: string[] = [];
  if (keep !== CONTROL) {
    const winner = variants.find((v) => v.doc.variant === keep);
    if (!winner)
      return {
        ok: false,
        line: `No se encuentra la variante ${armLabel(keep)}: no se ha cambiado nada.`,
      };
    const doc = JSON.parse(readFileSync(inside(pagesDir, winner.file), "utf8")) as Doc;
    base.sections = doc.sections;
    lines.push(`La página ${experiment.path} tiene ahora las secciones de la variante ${armLabel(keep)}.`);
  } else {
    lines.push(`La página ${experiment.path} se queda como está (la original).`);
  }
  delete base.experiment;
  lines.push(`La página ${experiment.path} ya no es una prueba A/B.`);
  const files: Record<string, Doc | null> = { [experiment.file]: base };
  for (const v of variants) {
    files[v.file] = null;
    lines.push(`Variante ${armLabel(String(v.doc.variant))} borrada.`);
  }
  return { ok: true, files, lines };
}

/** Applies the decision to the files directly (no publishing); returns what it did, one line each (in Spanish, for the page). */
export function applyDecision(pagesDir: string, experiment: ExperimentRecord, keep: string): string[] {
  const decision = decisionChanges(pagesDir, experiment, keep);
  if (!decision.ok) return [decision.line];
  for (const [file, doc] of Object.entries(decision.files)) {
    if (doc === null) rmSync(inside(pagesDir, file), { force: true });
    else writeFileSync(inside(pagesDir, file), `${JSON.stringify(doc, null, 2)}\n`);
  }
  return decision.lines;
}

/** The commit message of a decision, naming the page and the test (history shows it). */
export function decisionMessage(experiment: ExperimentRecord, keep: string): string {
  const where = experiment.path;
  return keep === CONTROL
    ? `Detiene la prueba A/B de ${where}: se queda el original`
    : `Declara ganadora la variante ${armLabel(keep)} de la prueba A/B de ${where}`;
}

export const PUBLISH_HINT =
  "Los cambios están guardados, pero aún no en el sitio: se verán con la próxima publicación del sitio. Si la variante tenía textos nuevos, pide su traducción.";

/** Why a winner declared now is not the results' (undefined when it is their winner). */
export function earlyWinner(verdict: ExperimentResults["analysis"]["verdict"], keep: string): string | undefined {
  if (verdict.kind !== "winner") return "Los resultados aún no señalan un ganador: lo prudente es esperar.";
  if (verdict.arm !== keep) return `Los resultados señalan a ${armLabel(verdict.arm)}, no a esta versión.`;
  return undefined;
}

/** One line per problem of a refused publish, with no "undefined" where a part is missing. */
export const problemLine = (p: { file?: string; label?: string; message?: string }) => {
  const where = [p.file, p.label].filter((x) => typeof x === "string" && x !== "").join(" › ");
  return where && p.message ? `${where}: ${p.message}` : where || p.message || "";
};
