// Size budgets for the JavaScript a route loads before the visitor can
// interact: a pure checker over measurements, so it is unit-tested and both
// the CI test and `npm run audit` apply the same rule.
import { withoutLang } from "./routes.ts";

/** budgets.json: kilobytes (1 KB = 1000 bytes) of gzip-compressed JS. */
export interface Budgets {
  /** Budget for a route no pattern matches. */
  default: number;
  /** Route patterns without language prefix ("/", "/features/*") → KB; the most specific match wins. */
  routes?: Record<string, number>;
}

export interface Measurement {
  route: string;
  /** gzip bytes of every script requested before the load event, modulepreloads included. */
  bytes: number;
  files?: string[];
}

export interface BudgetResult extends Measurement {
  budgetBytes: number;
  pattern: string;
  ok: boolean;
  /** bytes over budget (negative: headroom). */
  over: number;
}

const specificity = (pattern: string) => (pattern.includes("*") ? pattern.indexOf("*") : 10_000 + pattern.length);

function matches(pattern: string, path: string): boolean {
  if (!pattern.includes("*")) return pattern === path || (pattern !== "/" && `${pattern}/` === path);
  const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}/?$`);
  return re.test(path);
}

/** The budget (in bytes) that applies to a route, in any language, and the pattern that set it. */
export function budgetFor(budgets: Budgets, route: string): { bytes: number; pattern: string } {
  const path = withoutLang(route.split(/[?#]/)[0] ?? "/");
  const hit = Object.entries(budgets.routes ?? {})
    .filter(([pattern]) => matches(pattern, path))
    .sort(([a], [b]) => specificity(b) - specificity(a))[0];
  return hit
    ? { bytes: Math.round(hit[1] * 1000), pattern: hit[0] }
    : { bytes: Math.round(budgets.default * 1000), pattern: "default" };
}

export function checkBudgets(measurements: readonly Measurement[], budgets: Budgets): BudgetResult[] {
  return measurements.map((m) => {
    const { bytes: budgetBytes, pattern } = budgetFor(budgets, m.route);
    return { ...m, budgetBytes, pattern, ok: m.bytes <= budgetBytes, over: m.bytes - budgetBytes };
  });
}

export function validateBudgets(value: unknown): Budgets {
  const v = value as Partial<Budgets> | null;
  if (!v || typeof v !== "object" || typeof v.default !== "number" || !(v.default > 0))
    throw new Error("budgets.json: `default` must be a positive number of KB");
  for (const [pattern, kb] of Object.entries(v.routes ?? {})) {
    if (!pattern.startsWith("/")) throw new Error(`budgets.json: route pattern "${pattern}" must start with /`);
    if (typeof kb !== "number" || !(kb > 0))
      throw new Error(`budgets.json: budget for "${pattern}" must be a positive number of KB`);
  }
  return { default: v.default, routes: v.routes ?? {} };
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function formatBudgetResult(r: BudgetResult): string {
  return `${r.ok ? "ok  " : "OVER"} ${r.route}: ${kb(r.bytes)} of ${kb(r.budgetBytes)} (${r.pattern})${r.ok ? "" : `, ${kb(r.over)} over`}`;
}
