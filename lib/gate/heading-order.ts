// Headings read as the page's outline (screen readers jump by them; Google
// reads the h1 as the page's subject): one main heading (h1), given by the
// page's opening section, before every other section's h2. Which sections
// render their title as an h1 is in H1_SECTIONS (kept in step with the
// components by heading-order.test.ts).
import type { PageDoc } from "../validate/content.ts";
import { problem, type GateProblem, type GateRule } from "./types.ts";

/** Section types whose title is the page's <h1>; a form only with headingLevel 1. */
export const H1_SECTIONS = new Set([
  "hero",
  "productHero",
  "pageHeader",
  "featureHero",
  "storiesHero",
  "legal",
  "notice",
]);

type Section = PageDoc["sections"][number] & { headingLevel?: unknown };
export const isMainHeading = (section: Section) =>
  H1_SECTIONS.has(section.type) || (section.type === "form" && section.headingLevel === 1);

function outline(file: string, sections: readonly Section[], at: string): GateProblem[] {
  const mains = sections.flatMap((s, i) => (isMainHeading(s) ? [i] : []));
  if (mains.length === 0) {
    return [
      problem(
        file,
        at,
        "block",
        "no section gives the page its main heading (h1)",
        "La página no tiene título principal: empieza con una portada (p. ej. «Cabecera de página») o un formulario de página completa.",
      ),
    ];
  }
  const out: GateProblem[] = [];
  const first = mains[0]!;
  for (let i = 0; i < first; i++) {
    out.push(
      problem(
        file,
        `${at}/${i}`,
        "block",
        "comes before the page's main heading (h1): headings out of order",
        "Esta sección va antes de la portada: su título quedaría por encima del título principal de la página. Sube la portada al principio.",
      ),
    );
  }
  for (const i of mains.slice(1)) {
    out.push(
      problem(
        file,
        `${at}/${i}`,
        "block",
        "is a second main heading (h1) on the page",
        "Esta sección sería un segundo título principal de la página: una página tiene una sola portada.",
      ),
    );
  }
  return out;
}

export const headingOrder: GateRule = ({ pages }) =>
  pages.flatMap((page) => {
    const notFound = page.doc.notFound as { sections?: Section[] } | undefined;
    return [
      ...outline(page.file, page.doc.sections, "/sections"),
      ...(notFound?.sections ? outline(page.file, notFound.sections, "/notFound/sections") : []),
    ];
  });
