// The tests the page files declare: each base document with `experiment`
// (variants are found by their `path` and `variant`).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { ExperimentGoal, PageExperiment } from "../../src/generated/schema.ts";
import type { ExperimentDefinition } from "./store.ts";

/** Any lead counts when the page names no goal. */
export const DEFAULT_GOAL: ExperimentGoal = { kind: "lead" };

interface PageHead {
  path?: string;
  variant?: string;
  experiment?: PageExperiment;
}

export interface PageFileRef {
  /** Relative to the pages folder. */
  file: string;
  doc: PageHead;
}

export function pageFiles(pagesDir: string): PageFileRef[] {
  const files: PageFileRef[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".json") && !entry.name.startsWith("_"))
        files.push({ file: relative(pagesDir, path), doc: JSON.parse(readFileSync(path, "utf8")) as PageHead });
    }
  };
  walk(pagesDir);
  return files;
}

/** The tests the pages read from `pagesDir` declare. */
export const loadExperiments = (pagesDir: string): ExperimentDefinition[] => experimentsOf(pageFiles(pagesDir));

/** The tests some documents declare: a pure function of them, whatever they are read from. */
export function experimentsOf(files: readonly PageFileRef[]): ExperimentDefinition[] {
  return files.flatMap(({ file, doc }) => {
    if (doc.variant || !doc.experiment || !doc.path) return [];
    const { id, weights, goal, audience } = doc.experiment;
    // In the order written: the assignment's hash slices follow it (src/core/experiments/assign.ts).
    const arms = Object.entries(weights).map(([name, weight]) => ({ name, weight: weight ?? 0 }));
    return [{ id, path: doc.path, file, arms, goal: goal ?? DEFAULT_GOAL, ...(audience ? { audience } : {}) }];
  });
}
