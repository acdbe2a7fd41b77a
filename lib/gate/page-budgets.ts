// The weight budgets the gate applies beyond budgets.json's JavaScript
// figures: `images` (KB on disk of one image a page shows) and `html` (KB of
// gzip HTML of one prerendered page), both under budgets.json's own keys so
// one file holds every budget. Read per check (the file is small).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface WeightBudgets {
  images: { warnKB: number; maxKB: number };
  html: { maxKB: number };
}

const FALLBACK: WeightBudgets = { images: { warnKB: 200, maxKB: 400 }, html: { maxKB: 40 } };

export function weightBudgets(root: string): WeightBudgets {
  const file = join(root, "budgets.json");
  if (!existsSync(file)) return FALLBACK;
  const read = JSON.parse(readFileSync(file, "utf8")) as Partial<WeightBudgets>;
  return { images: { ...FALLBACK.images, ...read.images }, html: { ...FALLBACK.html, ...read.html } };
}
