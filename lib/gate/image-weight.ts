// An image heavier than the budget (budgets.json `images`) slows the page on
// a phone's network: over `maxKB` it blocks, over `warnKB` it warns. Measured
// on the file the document names (an upload's largest width; the browser
// picks a lighter one from its srcset on small screens).
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { imagesOf } from "./doc-walk.ts";
import { weightBudgets } from "./page-budgets.ts";
import { problem, type GateProblem, type GateRule } from "./types.ts";

const kb = (bytes: number) => Math.round(bytes / 100) / 10;

export const imageWeight: GateRule = ({ root, pages }) => {
  const { images: budget } = weightBudgets(root);
  const sizeOf = (src: string) => {
    const file = join(root, "public", src);
    return src.startsWith("/") && !src.includes("..") && existsSync(file) ? statSync(file).size : undefined;
  };
  return pages.flatMap((page) => {
    const shown = imagesOf(page.doc).map((i) => ({ pointer: `${i.pointer}/src`, src: i.src }));
    const og = (page.doc.meta as { ogImage?: unknown }).ogImage;
    if (typeof og === "string") shown.push({ pointer: "/meta/ogImage", src: og });
    return shown.flatMap(({ pointer, src }): GateProblem[] => {
      const bytes = sizeOf(src);
      if (bytes === undefined) return [];
      if (bytes > budget.maxKB * 1000)
        return [
          problem(
            page.file,
            pointer,
            "block",
            `${src} weighs ${kb(bytes)} KB (budget ${budget.maxKB} KB)`,
            `La imagen pesa ${kb(bytes)} KB: como mucho ${budget.maxKB} KB. Súbela más pequeña o más comprimida (JPEG o WebP).`,
          ),
        ];
      if (bytes > budget.warnKB * 1000)
        return [
          problem(
            page.file,
            pointer,
            "warn",
            `${src} weighs ${kb(bytes)} KB (aim for ${budget.warnKB} KB)`,
            `La imagen pesa ${kb(bytes)} KB: en un móvil tarda; procura que no pase de ${budget.warnKB} KB.`,
          ),
        ];
      return [];
    });
  });
};
