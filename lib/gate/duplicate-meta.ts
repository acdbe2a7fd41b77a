// Two pages with the same title or description compete with each other in
// Google's results and read alike in a list of tabs: a warning on each
// (A/B variants share their base's address and are left out, and so are
// noindex pages, which Google does not list).
import { fillPlaceholders } from "../../src/core/placeholders.ts";
import { problem, type GateProblem, type GateRule } from "./types.ts";

const FIELDS = [
  { key: "title", en: "title", es: "el mismo título" },
  { key: "description", en: "description", es: "la misma descripción" },
] as const;

export const duplicateMeta: GateRule = ({ pages, placeholders }) => {
  const listed = pages.filter((p) => !p.doc.variant && (p.doc.meta.robots ?? "index,follow").startsWith("index"));
  const out: GateProblem[] = [];
  for (const field of FIELDS) {
    const byText = new Map<string, typeof listed>();
    for (const page of listed) {
      const text = fillPlaceholders(String(page.doc.meta[field.key] ?? ""), placeholders)
        .trim()
        .toLowerCase();
      if (text) byText.set(text, [...(byText.get(text) ?? []), page]);
    }
    for (const same of byText.values()) {
      if (same.length < 2) continue;
      for (const page of same) {
        const others = same.filter((o) => o !== page).map((o) => o.doc.path);
        out.push(
          problem(
            page.file,
            `/meta/${field.key}`,
            "warn",
            `same ${field.en} as ${others.join(", ")}`,
            `${others.length === 1 ? "Otra página" : "Otras páginas"} (${others.join(", ")}) ${others.length === 1 ? "tiene" : "tienen"} ${field.es}: Google las confunde; escribe uno distinto para esta.`,
          ),
        );
      }
    }
  }
  return out;
};
