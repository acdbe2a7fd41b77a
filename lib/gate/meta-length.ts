// Titles and descriptions as visitors read them ({product} filled): Google
// cuts a title after about 60 characters and a description after about 160
// (a warning); far beyond that the text is a mistake, a paste gone wrong,
// and blocks (the schema itself sets no length).
import { fillPlaceholders } from "../../src/core/placeholders.ts";
import { problem, type GateProblem, type GateRule } from "./types.ts";

export const LIMITS = {
  title: { warn: 60, block: 120, es: "El título", en: "title" },
  description: { warn: 160, block: 320, es: "La descripción", en: "description" },
} as const;

/** A family's template ({title}, {shortDescription}) is measured per item by the build, not here. */
const TEMPLATE = /\{(title|shortDescription|name)\}/;

export const metaLength: GateRule = ({ pages, placeholders }) =>
  pages.flatMap((page) => {
    const metas: Array<[string, Record<string, unknown> | undefined]> = [
      ["/meta", page.doc.meta],
      ["/notFound/meta", (page.doc.notFound as { meta?: Record<string, unknown> } | undefined)?.meta],
    ];
    return metas.flatMap(([at, meta]) =>
      (["title", "description"] as const).flatMap((key): GateProblem[] => {
        const raw = meta?.[key];
        if (typeof raw !== "string" || TEMPLATE.test(raw)) return [];
        const length = [...fillPlaceholders(raw, placeholders)].length;
        const limit = LIMITS[key];
        if (length > limit.block)
          return [
            problem(
              page.file,
              `${at}/${key}`,
              "block",
              `${limit.en} has ${length} characters (at most ${limit.block})`,
              `${limit.es} tiene ${length} caracteres: como mucho ${limit.block} (Google muestra unos ${limit.warn}).`,
            ),
          ];
        if (length > limit.warn)
          return [
            problem(
              page.file,
              `${at}/${key}`,
              "warn",
              `${limit.en} has ${length} characters; Google shows about ${limit.warn}`,
              `${limit.es} tiene ${length} caracteres: Google muestra unos ${limit.warn} y corta el resto.`,
            ),
          ];
        return [];
      }),
    );
  });
