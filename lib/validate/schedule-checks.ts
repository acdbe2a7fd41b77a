// A section's schedule (schema/defs/section-common.schema.json) that the
// pattern lets through but no calendar has (2026-02-30T10:00), or that ends
// before it starts: the section would never show, or show by surprise.
import type { PageFile, Problem } from "./content.ts";
import { scheduleProblems, type SectionSchedule } from "../../src/core/schedule/section-window.ts";

const END_ES = { from: "«Desde»", until: "«Hasta»" } as const;

export function scheduleChecks(pages: readonly PageFile[]): Problem[] {
  const problems: Problem[] = [];
  for (const page of pages) {
    const lists: Array<[string, unknown]> = [
      ["/sections", page.doc.sections],
      ["/notFound/sections", (page.doc.notFound as { sections?: unknown } | undefined)?.sections],
    ];
    for (const [at, sections] of lists) {
      if (!Array.isArray(sections)) continue;
      sections.forEach((section: { schedule?: SectionSchedule } | null, index) => {
        const schedule = section?.schedule;
        if (!schedule || typeof schedule !== "object") return;
        for (const problem of scheduleProblems(schedule)) {
          const pointer = `${at}/${index}/schedule`;
          if (problem.kind === "not-a-date")
            problems.push({
              file: page.file,
              pointer: `${pointer}/${problem.end}`,
              message: `"${problem.value}" is not a date and time (YYYY-MM-DDTHH:mm, Madrid time)`,
              es: `«${problem.value}» no es una fecha y hora válida; escribe AAAA-MM-DDTHH:mm en hora de Madrid, p. ej. 2026-11-30T23:59`,
            });
          else
            problems.push({
              file: page.file,
              pointer: `${pointer}/until`,
              message: `until (${problem.until}) is not after from (${problem.from}): the section would never show`,
              es: `${END_ES.until} (${problem.until}) debe ser posterior a ${END_ES.from} (${problem.from}); si no, la sección no se mostraría nunca`,
            });
        }
      });
    }
  }
  return problems;
}
