// A/B tests across documents: the base declares `experiment` with weights,
// each variant is a document with the same path and `"variant": "<name>"`.
// Weights must name existing variants, every variant needs a weight, and
// only a static base page can run a test.
import type { PageFile, Problem } from "./content.ts";
import { analysisFormId } from "../../src/sections/calculator/email-form.ts";
import { LANGS } from "../../src/core/i18n/languages.ts";

const CONTROL = "control";

const experimentOf = (page: PageFile) => page.doc.experiment;

export function experimentChecks(pages: readonly PageFile[]): Problem[] {
  const problems: Problem[] = [];
  const bases = new Map<string, PageFile>();
  for (const page of pages) if (!page.doc.variant && !bases.has(page.doc.path)) bases.set(page.doc.path, page);
  const variantsOf = new Map<string, PageFile[]>();
  for (const page of pages)
    if (page.doc.variant) variantsOf.set(page.doc.path, [...(variantsOf.get(page.doc.path) ?? []), page]);

  for (const page of pages.filter((p) => p.doc.variant)) {
    const name = page.doc.variant as string;
    const base = bases.get(page.doc.path);
    const weights = base && experimentOf(base)?.weights;
    if (name === CONTROL)
      problems.push({
        file: page.file,
        pointer: "/variant",
        message: `"control" is the base document's arm; name the variant otherwise (e.g. "b")`,
        es: "«control» es la página original; llama a la variante de otra forma (p. ej. «b»)",
      });
    else if (page.doc.collection)
      problems.push({
        file: page.file,
        pointer: "/variant",
        message: `variants of a family path (${page.doc.path}) are not supported; test a static page`,
        es: "las páginas generadas desde una colección no admiten variantes; prueba una página normal",
      });
    else if (!base)
      problems.push({
        file: page.file,
        pointer: "/variant",
        message: `no base document for ${page.doc.path}: a variant needs the page without "variant" next to it`,
        es: `no hay página original en ${page.doc.path} para esta variante`,
      });
    else if (!weights)
      problems.push({
        file: page.file,
        pointer: "/variant",
        message: `${base.file} has no "experiment": add one with a weight for "${name}", e.g. "experiment": { "id": "…", "weights": { "control": 50, "${name}": 50 } }`,
        es: `la página original no tiene una prueba A/B con la variante «${name}»; créala desde la página original`,
      });
    else if (!(name in weights))
      problems.push({
        file: page.file,
        pointer: "/variant",
        message: `"${name}" has no weight in ${base.file} /experiment/weights (has: ${Object.keys(weights).join(", ")})`,
        es: `la prueba A/B de la página original no da tráfico a «${name}»; añádele un peso`,
      });
    if (page.doc.experiment)
      problems.push({
        file: page.file,
        pointer: "/experiment",
        message: `only the base document (${base?.file ?? 'without "variant"'}) declares the experiment; remove it here`,
        es: "la prueba A/B se configura en la página original, no en la variante; quítala aquí",
      });
  }

  // A form goal names a form the site has: a form section's id, or a calculator's e-mail form.
  const formIds = new Set<string>();
  for (const page of pages) {
    for (const section of (page.doc.sections ?? []) as Array<{ type?: string; id?: string }>) {
      if (section.type === "form" && section.id) formIds.add(section.id);
      if (section.type === "calculator") formIds.add(analysisFormId(section.id ?? "calculadora"));
    }
  }

  const ids = new Map<string, string>();
  for (const page of pages.filter((p) => !p.doc.variant && experimentOf(p))) {
    const { id, weights, goal, audience } = experimentOf(page)!;
    for (const [i, lang] of (audience?.languages ?? []).entries()) {
      if (!(LANGS as readonly string[]).includes(lang))
        problems.push({
          file: page.file,
          pointer: `/experiment/audience/languages/${i}`,
          message: `"${lang}" is not a language of the site (${LANGS.join(", ")})`,
          es: `«${lang}» no es un idioma del sitio (${LANGS.join(", ")})`,
        });
    }
    if (goal?.kind === "form" && !goal.form)
      problems.push({
        file: page.file,
        pointer: "/experiment/goal",
        message: `a "form" goal names its form: add "form": "<id of a form section>"${formIds.size ? ` (forms: ${[...formIds].join(", ")})` : ""}`,
        es: `elige qué formulario cuenta como conversión${formIds.size ? ` (los de la página: ${[...formIds].join(", ")})` : ""}`,
      });
    else if (goal?.kind === "form" && !formIds.has(goal.form!))
      problems.push({
        file: page.file,
        pointer: "/experiment/goal/form",
        message: `no form "${goal.form}" on the site (forms: ${[...formIds].join(", ") || "none"})`,
        es: `el formulario «${goal.form}» no está en el sitio (${formIds.size ? `hay: ${[...formIds].join(", ")}` : "no hay ninguno"})`,
      });
    else if (goal?.form && goal.kind !== "form")
      problems.push({
        file: page.file,
        pointer: "/experiment/goal/form",
        message: `"form" only counts with "kind": "form" (this goal is "${goal.kind}"); remove it or change the kind`,
        es: "un formulario concreto solo cuenta si el objetivo es «Un formulario concreto»: quítalo o cambia el objetivo",
      });
    const variants = (variantsOf.get(page.doc.path) ?? []).map((v) => v.doc.variant as string);
    if (page.doc.collection)
      problems.push({
        file: page.file,
        pointer: "/experiment",
        message: `A/B tests on a family path (${page.doc.path}) are not supported; test a static page`,
        es: "las páginas generadas desde una colección no admiten pruebas A/B; prueba una página normal",
      });
    for (const name of Object.keys(weights)) {
      if (name !== CONTROL && !variants.includes(name)) {
        problems.push({
          file: page.file,
          pointer: `/experiment/weights/${name}`,
          message: `no variant "${name}" of ${page.doc.path}: write a document with "path": "${page.doc.path}" and "variant": "${name}" (variants: ${variants.join(", ") || "none"})`,
          es: `no existe la variante «${name}» de esta página (variantes: ${variants.join(", ") || "ninguna"})`,
        });
      }
    }
    if (Object.values(weights).every((w) => w <= 0))
      problems.push({
        file: page.file,
        pointer: "/experiment/weights",
        message: "every weight is 0: nobody would be in the test",
        es: "todos los pesos son 0: nadie vería la prueba",
      });
    const other = ids.get(id);
    if (other)
      problems.push({
        file: page.file,
        pointer: "/experiment/id",
        message: `experiment id "${id}" is already used by ${other}; each test needs its own id`,
        es: `el identificador «${id}» ya lo usa otra prueba (${other}); cada prueba necesita el suyo`,
      });
    else ids.set(id, page.file);
  }
  return problems;
}
