// The only map from section type to component. Heavy, below-the-fold
// sections are lazy: `lazy(() => import("./calculator/Calculator"))`.
import type { Registry } from "./types";
import { Legal } from "./legal/Legal";
import { Notice } from "./notice/Notice";

export const registry = {
  legal: Legal,
  notice: Notice,
} satisfies Registry;
