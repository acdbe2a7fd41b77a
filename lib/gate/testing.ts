// Page documents for the gate's unit tests: a valid small page to start from.
import type { PageDoc, PageFile } from "../validate/content.ts";
import type { GateInput } from "./types.ts";

export function page(file: string, doc: Partial<PageDoc> = {}): PageFile {
  const path = doc.path ?? `/${file.replace(/^pages\//, "").replace(/\.json$/, "")}`;
  return {
    file,
    key: file.replace(/^pages\//, "").replace(/\.json$/, ""),
    doc: {
      path,
      meta: {
        title: `Página ${path} | {product}`,
        description: `Qué ofrece ${path} a un restaurante que quiere llenar más mesas cada noche.`,
      },
      sections: [{ type: "pageHeader", id: "inicio", title: "Título" } as PageDoc["sections"][number]],
      ...doc,
    },
  };
}

export const input = (pages: PageFile[], root = "/nonexistent"): GateInput => ({
  root,
  pages,
  placeholders: { product: "Mesalia", email: "", phone: "", year: "2026" },
});
