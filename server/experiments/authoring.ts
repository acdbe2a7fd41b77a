// Running a test from the browser: the changes to the page files that
// "Crear variante A/B" (in /admin/edit) and "Cambiar pesos" (in
// /admin/experiments) make, as plain functions of the documents as they are
// now. The routes run them inside the publisher's queue (server/publish/
// publisher.ts: `publishChanges` with a function), so the change is read
// against the files of the moment, validated with the whole site, and
// committed by the person; the registry follows the published documents.
import { existsSync, readFileSync } from "node:fs";
import { resolve, sep } from "node:path";
import { Refused } from "../../lib/editor/guard.ts";
import { CONTROL } from "../../src/core/experiments/assign.ts";
import { armLabel } from "./results.ts";
import type { ExperimentAudience, ExperimentGoal } from "../../src/generated/schema.ts";

type Doc = Record<string, unknown> & {
  path?: string;
  variant?: string;
  sections?: Array<{ id?: string }>;
  experiment?: { id: string; weights: Record<string, number>; goal?: ExperimentGoal; audience?: ExperimentAudience };
};

/** An audience with something in it (an empty one is everyone: no audience). */
function audienceOf(audience: ExperimentAudience | undefined): ExperimentAudience | undefined {
  if (!audience || typeof audience !== "object") return undefined;
  const languages =
    Array.isArray(audience.languages) && audience.languages.length > 0
      ? (audience.languages.map(String) as ExperimentAudience["languages"])
      : undefined;
  const device = audience.device === "mobile" || audience.device === "desktop" ? audience.device : undefined;
  if (audience.device !== undefined && !device)
    throw new Refused("El dispositivo del público es «mobile» o «desktop».");
  return languages || device ? { ...(languages ? { languages } : {}), ...(device ? { device } : {}) } : undefined;
}

/** A variant's name: lowercase letters, digits and dashes, starting with a letter ("control" is the base). */
export const VARIANT_NAME = /^[a-z][a-z0-9-]{0,30}$/;

export interface NewVariant {
  /** The base page's file, relative to the repository (pages/agendar-demo.json). */
  file: string;
  name: string;
  /** Weights of every arm, control included; by default 50/50 with the new one. */
  weights?: Record<string, number>;
  goal?: ExperimentGoal;
  /** Who takes part (languages, a kind of device); everyone without it. An existing test keeps its own unless one is given. */
  audience?: ExperimentAudience;
  /** Only these sections (by id, in the page's order) go to the variant: a shorter page to test. Without it, a copy of the whole page. */
  sections?: string[];
  /** A variant prepared beforehand (an editor's draft of the variant file): used as it is instead of a copy. */
  prepared?: Doc;
}

/** `doc` with `entries` placed right after the key `after` (so the file reads path, variant/experiment, then the rest). */
function withKeysAfter(doc: Doc, after: string, entries: Record<string, unknown>): Doc {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (key in entries) continue;
    out[key] = value;
    if (key === after) Object.assign(out, entries);
  }
  return out as Doc;
}

function checkWeights(weights: unknown, someLive = true): Record<string, number> {
  if (!weights || typeof weights !== "object" || Array.isArray(weights))
    throw new Refused("Indica los pesos de cada versión (números de 0 en adelante).");
  const out: Record<string, number> = {};
  for (const [name, w] of Object.entries(weights as Record<string, unknown>)) {
    const n = typeof w === "string" ? Number(w) : w;
    if (typeof n !== "number" || !Number.isFinite(n) || n < 0 || n > 1000)
      throw new Refused(`El peso de «${name}» debe ser un número de 0 a 1000 (0 pausa esa versión).`);
    out[name] = n;
  }
  if (someLive && Object.values(out).every((w) => w === 0))
    throw new Refused("Con todos los pesos a 0 nadie vería la prueba: deja al menos una versión con peso.");
  return out;
}

/**
 * The files "Crear variante A/B" writes: the variant (a copy of the page, or
 * of the page with only the chosen sections, to edit next) beside the base,
 * and the base's experiment with the weights and goal. An experiment already
 * running keeps its id and its other arms (adding an arm starts a phase).
 */
export function variantChanges(
  read: (file: string) => Doc | undefined,
  v: NewVariant,
  now: Date,
): { files: Record<string, Doc>; variantFile: string; message: string } {
  if (!VARIANT_NAME.test(v.name) || v.name === "control")
    throw new Refused(
      `«${v.name}» no sirve como nombre de variante: usa minúsculas sin tildes, números y guiones, empezando por una letra (y no «control», que es la página original).`,
    );
  const base = read(v.file);
  if (!base) throw new Refused(`No existe ${v.file}.`, 404);
  if (base.variant) throw new Refused("Esta página ya es una variante: crea las variantes desde la página original.");
  const variantFile = v.file.replace(/\.json$/, `.${v.name}.json`);
  if (read(variantFile))
    throw new Refused(`Ya existe una variante «${v.name}» de esta página: elige otro nombre.`, 409);
  const { experiment: existing, ...copy } = base;
  if (v.sections) {
    const known = new Set((base.sections ?? []).map((s) => s.id));
    const missing = v.sections.filter((id) => !known.has(id));
    if (missing.length > 0) throw new Refused(`La página no tiene las secciones ${missing.join(", ")}.`);
    if (v.sections.length === 0) throw new Refused("Elige al menos una sección que cambie en la variante.");
  }
  if (v.prepared && (v.prepared.variant !== v.name || v.prepared.path !== base.path))
    throw new Refused(`El borrador preparado no es la variante «${v.name}» de ${String(base.path)}.`, 409);
  const chosen = v.sections ? new Set(v.sections) : undefined;
  const kept = chosen ? { ...copy, sections: (base.sections ?? []).filter((s) => chosen.has(s.id ?? "")) } : copy;
  const variant = v.prepared ?? withKeysAfter(kept as Doc, "path", { variant: v.name });
  const weights = checkWeights(v.weights ?? { ...(existing?.weights ?? { control: 50 }), [v.name]: 50 });
  if (!(v.name in weights)) weights[v.name] = 50;
  const slug =
    String(base.path ?? "")
      .replace(/^\//, "")
      .replace(/\//g, "-") || "inicio";
  const experiment = {
    id: existing?.id ?? `${slug}-${v.name}-${now.toISOString().slice(0, 7)}`,
    weights: { ...(existing?.weights ?? {}), ...weights },
    ...((v.goal ?? existing?.goal) ? { goal: v.goal ?? existing!.goal } : {}),
    ...((audienceOf(v.audience) ?? existing?.audience)
      ? { audience: audienceOf(v.audience) ?? existing!.audience }
      : {}),
  };
  const newBase = withKeysAfter(base, "path", { experiment });
  const scope = v.prepared
    ? "borrador preparado"
    : v.sections
      ? `secciones ${v.sections.join(", ")}`
      : "copia de la página";
  return {
    files: { [v.file]: newBase, [variantFile]: variant },
    variantFile,
    message: `Crea la variante ${v.name} de ${String(base.path)} (${scope}) en la prueba ${experiment.id}`,
  };
}

/** The base with new weights (a weight of 0 pauses that arm; a change starts a phase). */
export function weightChanges(
  read: (file: string) => Doc | undefined,
  file: string,
  experimentId: string,
  weights: unknown,
): { files: Record<string, Doc>; message: string } {
  const base = read(file);
  if (!base?.experiment || base.experiment.id !== experimentId)
    throw new Refused(`${file} ya no declara la prueba ${experimentId}: no se ha cambiado nada.`, 409);
  const next = checkWeights(weights, false);
  const arms = Object.keys(base.experiment.weights);
  const unknown = Object.keys(next).filter((name) => !arms.includes(name));
  if (unknown.length > 0) throw new Refused(`La prueba no tiene las versiones ${unknown.join(", ")}.`);
  // In the order written: the assignment's slices follow it.
  const merged = checkWeights(
    Object.fromEntries(arms.map((name) => [name, next[name] ?? base.experiment!.weights[name] ?? 0])),
  );
  const words = Object.entries(merged)
    .map(([name, w]) => `${name === CONTROL ? "original" : `variante ${armLabel(name)}`} ${w === 0 ? "en pausa" : w}`)
    .join(", ");
  return {
    files: { [file]: { ...base, experiment: { ...base.experiment, weights: merged } } },
    message: `Cambia el reparto de la prueba A/B de ${String(base.path)}: ${words}`,
  };
}

/** The page files, by name relative to the pages folder; nothing outside it. */
export function pagesReader(pagesDir: string): (file: string) => Doc | undefined {
  const root = resolve(pagesDir);
  return (file) => {
    const full = resolve(root, file);
    if (!full.startsWith(root + sep) || !file.endsWith(".json")) return undefined;
    return existsSync(full) ? (JSON.parse(readFileSync(full, "utf8")) as Doc) : undefined;
  };
}
