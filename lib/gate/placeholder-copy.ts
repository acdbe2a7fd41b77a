// A new page starts with example copy (lib/editor/new-page.ts, or a template's:
// lib/gate/template-copy.ts) that tells the marketer what to write; published
// as is, visitors and Google read the instructions. Blocks, and so does
// `index,follow` on such a page.
import { STARTER_DESCRIPTION_TAIL, STARTER_LEAD } from "./starter-copy.ts";
import { TEMPLATE_EXAMPLE_TEXTS } from "./template-copy.ts";
import { stringsOf } from "./doc-walk.ts";
import { problem, type GateRule } from "./types.ts";

const TAIL = STARTER_DESCRIPTION_TAIL.replace(/^:\s*/, "");
const isStarterCopy = (text: string) => text.includes(STARTER_LEAD) || text.includes(TAIL);
/** A template's example text, as written (a sentence the marketer kept in part is theirs). */
const isTemplateCopy = (text: string) => TEMPLATE_EXAMPLE_TEXTS.has(text.trim());

export const placeholderCopy: GateRule = ({ pages }) =>
  pages.flatMap((page) => {
    const left = stringsOf(page.doc).filter((s) => isStarterCopy(s.text) || isTemplateCopy(s.text));
    const found = left.map((s) =>
      isTemplateCopy(s.text)
        ? problem(
            page.file,
            s.pointer,
            "block",
            `still shows the example copy of a template: "${s.text}"`,
            `Aún es el texto de ejemplo de la plantilla («${s.text}»): escribe aquí el tuyo.`,
          )
        : problem(
            page.file,
            s.pointer,
            "block",
            "still shows the example copy of a new page",
            "Aún es el texto de ejemplo de una página nueva: escribe aquí el tuyo.",
          ),
    );
    const robots = page.doc.meta.robots ?? "index,follow";
    if (left.length > 0 && robots === "index,follow" && !page.doc.variant) {
      found.push(
        problem(
          page.file,
          "/meta/robots",
          "block",
          "index,follow on a page that still shows example copy",
          "Google indexaría esta página con su texto de ejemplo: escribe el texto, o elige «noindex» hasta que esté lista.",
        ),
      );
    }
    return found;
  });
