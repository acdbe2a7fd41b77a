// One test's results from its daily aggregates: totals per arm, the
// statistics (src/core/experiments/stats.ts), the verdict in plain Spanish,
// and each arm's cumulative conversion rate by day for the chart.
import { CONTROL } from "../../src/core/experiments/assign.ts";
import { analyse, wilson, type Comparison, type Interval, type Results } from "../../src/core/experiments/stats.ts";
import type { DailyRow, ExperimentRecord } from "./store.ts";

export interface ArmResult {
  name: string;
  weight: number;
  exposures: number;
  conversions: number;
  rate: number;
  interval: Interval;
  /** Against the control (absent for the control itself). */
  comparison?: Comparison;
}

export interface ExperimentResults {
  experiment: ExperimentRecord;
  arms: ArmResult[];
  analysis: Results;
  verdict: string;
  /** Days with data, oldest first, and per arm the cumulative rate at the end of each (null before its first exposure). */
  days: string[];
  series: Array<{ arm: string; rates: Array<number | null> }>;
}

/** "B" for a one-letter variant, the name otherwise; "el control" for the base. */
export const armLabel = (name: string) => (name === CONTROL ? "el control" : name.length === 1 ? name.toUpperCase() : name);

const roughly = (n: number) => (n >= 1000 ? Math.round(n / 100) * 100 : n >= 100 ? Math.round(n / 10) * 10 : n).toLocaleString("es-ES");

export function verdictText(results: Results): string {
  const v = results.verdict;
  switch (v.kind) {
    case "srm":
      return "El reparto no cuadra: revisa la configuración";
    case "collecting":
      return `Sigue recogiendo datos: faltan unos ${roughly(v.missing)} visitantes`;
    case "winner":
      return `Gana ${armLabel(v.arm)}`;
    case "no-difference":
      return "Sin diferencia clara";
  }
}

/** What the figures said when a test was ended (its decision is shown apart). */
export function endedVerdictText(results: Results): string {
  const v = results.verdict;
  switch (v.kind) {
    case "srm":
      return "Al terminar, el reparto no cuadraba: los resultados no eran fiables.";
    case "collecting":
      return `Al terminar aún no había veredicto: faltaban unos ${roughly(v.missing)} visitantes.`;
    case "winner":
      return `Al terminar ganaba ${armLabel(v.arm)}.`;
    case "no-difference":
      return "Al terminar no había una diferencia clara.";
  }
}

export function resultsOf(experiment: ExperimentRecord, daily: readonly DailyRow[]): ExperimentResults {
  const totals = new Map(experiment.arms.map((a) => [a.name, { exposures: 0, conversions: 0 }]));
  for (const row of daily) {
    const t = totals.get(row.arm);
    if (!t) continue;
    t.exposures += row.exposures;
    t.conversions += row.conversions;
  }
  const counts = experiment.arms.map((a) => ({ name: a.name, weight: a.weight, ...totals.get(a.name)! }));
  const analysis = analyse(counts, CONTROL);
  const arms = counts.map((a) => ({
    ...a,
    rate: a.exposures ? a.conversions / a.exposures : 0,
    interval: wilson(a.conversions, a.exposures),
    comparison: analysis.comparisons.get(a.name),
  }));

  const days = [...new Set(daily.map((r) => r.day))].sort();
  const series = experiment.arms.map(({ name }) => {
    let exposures = 0;
    let conversions = 0;
    const byDay = new Map(daily.filter((r) => r.arm === name).map((r) => [r.day, r]));
    return {
      arm: name,
      rates: days.map((day) => {
        exposures += byDay.get(day)?.exposures ?? 0;
        conversions += byDay.get(day)?.conversions ?? 0;
        return exposures ? conversions / exposures : null;
      }),
    };
  });
  return { experiment, arms, analysis, verdict: verdictText(analysis), days, series };
}
