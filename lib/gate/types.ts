// The publish gate (issue 35): what the schema accepts but would hurt the
// site once live. Each rule is a plain function over the site's page
// documents; it answers in Spanish (the editor shows it at the field) and in
// English (`npm run validate`). "block" stops a publish (it hurts visitors);
// "warn" is shown and lets the page go live.
import type { PageFile, Problem } from "../validate/content.ts";

export type Severity = "block" | "warn";

export interface GateProblem extends Problem {
  es: string;
  severity: Severity;
}

export interface GateInput {
  /** The content root (public/ holds the images). */
  root: string;
  /** Every page document that passed the schema, with the unsaved ones in place. */
  pages: readonly PageFile[];
  /** Site placeholder values ({product}…), to measure copy as visitors read it. */
  placeholders: Readonly<Record<string, string>>;
}

export type GateRule = (input: GateInput) => GateProblem[];

export const problem = (
  file: string,
  pointer: string,
  severity: Severity,
  message: string,
  es: string,
): GateProblem => ({ file, pointer, severity, message, es });
