// One test's results from its daily counts per phase: totals per arm, the
// analysis (src/core/experiments/analysis.ts), the verdict and what to do
// in plain Spanish, and each arm's cumulative conversion rate by day for
// the chart.
import { CONTROL } from "../../src/core/experiments/assign.ts";
import {
  MIN_CONVERSIONS,
  MIN_WEEKS,
  analyseTest,
  type Analysis,
  type Comparison,
  type Verdict,
} from "../../src/core/experiments/analysis.ts";
import { wilson, type Interval } from "../../src/core/experiments/stats.ts";
import type { DailyRow, ExperimentRecord } from "./store.ts";
import type { Experiments } from "./index.ts";

export interface ArmResult {
  name: string;
  /** Weight now (0: paused). */
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
  analysis: Analysis;
  /** The verdict in a few words ("Gana B"). */
  verdict: string;
  /** What to do about it, in a sentence. */
  advice: string;
  /** Days with data, oldest first, and per arm the cumulative rate at the end of each (null before its first exposure). */
  days: string[];
  series: Array<{ arm: string; rates: Array<number | null> }>;
}

/** "B" for a one-letter variant, the name otherwise; "el original" for the base (the page as it is). */
export const armLabel = (name: string) =>
  name === CONTROL ? "el original" : name.length === 1 ? name.toUpperCase() : name;

/** A version's name on its own (table rows, legend, pickers): «Original», «Variante B». */
export const armTitle = (name: string) => (name === CONTROL ? "Original" : `Variante ${armLabel(name)}`);

/**
 * A test by its page and what it tries there, «/agendar-demo · Variante B» (or «Variantes B y C»):
 * what a marketer recognises, instead of its id (issue 41). The id stays in links, forms and the CSV's last column.
 */
export function experimentName(experiment: { path: string; arms: ReadonlyArray<{ name: string }> }): string {
  const variants = experiment.arms.filter((a) => a.name !== CONTROL).map((a) => armLabel(a.name));
  const tried =
    variants.length === 1
      ? `Variante ${variants[0]}`
      : `Variantes ${variants.slice(0, -1).join(", ")} y ${variants.at(-1) ?? ""}`;
  return variants.length ? `${experiment.path} · ${tried}` : experiment.path;
}

const list = (names: readonly string[]) => names.map(armLabel).join(", ");
const plural = (n: number, one: string, many: string) => `${n.toLocaleString("es-ES")} ${n === 1 ? one : many}`;

export function verdictText(verdict: Verdict): string {
  switch (verdict.kind) {
    case "srm":
      return "El reparto de esta fase no cuadra: revisa la configuración";
    case "collecting":
      if (verdict.waitingFor === "paused") return "En pausa: ninguna variante recibe visitantes";
      if (verdict.days === null) return "Sigue en marcha: aún no se puede estimar cuánto falta";
      return verdict.days > 365
        ? "Sigue en marcha: falta más de un año"
        : `Sigue en marcha: faltan unos ${plural(verdict.days, "día", "días")}`;
    case "winner":
      return `Gana ${armLabel(verdict.arm)}`;
    case "control-wins":
      return "Gana el original";
    case "no-difference":
      return "Sin diferencia clara";
  }
}

/** What to do, in one sentence a marketer can act on. */
export function adviceText(verdict: Verdict): string {
  switch (verdict.kind) {
    case "srm":
      return "Los visitantes de la fase actual no se reparten según sus pesos, así que no cuentan. Revisa las redirecciones y los enlaces que llevan directamente a una variante; al cambiar los pesos empieza una fase nueva que sí cuenta. Las fases anteriores se siguen mostrando.";
    case "collecting": {
      if (verdict.waitingFor === "paused")
        return "Los resultados no avanzan mientras el original o todas las variantes tengan peso 0. Dale peso a una variante (empieza una fase nueva) o decide con lo que hay.";
      if (verdict.days !== null && verdict.days > 365)
        return "Con el tráfico actual no llegaría a una conclusión: prueba un cambio más grande, en una página con más visitas, o mide un objetivo más frecuente.";
      const why =
        verdict.waitingFor === "runtime"
          ? `una prueba dura al menos ${plural(MIN_WEEKS, "semana entera", "semanas enteras")}, para incluir días laborables y fines de semana`
          : verdict.waitingFor === "conversions"
            ? `cada versión necesita al menos ${MIN_CONVERSIONS} conversiones`
            : "aún no hay visitantes suficientes para distinguir una mejora del 20 %";
      const when =
        verdict.days === null
          ? "Se podrá estimar cuánto falta cuando haya un día completo con conversiones."
          : `Al ritmo actual, unos ${plural(verdict.days, "día", "días")} más (la estimación solo baja si el tráfico se mantiene).`;
      return `Déjala en marcha y no cambies nada: ${why}. ${when}`;
    }
    case "winner":
      return `Publica ${armLabel(verdict.arm)}: pulsa «Declarar ganador» con ${armLabel(verdict.arm)} elegido.${verdict.alsoBetter.length ? ` También mejora al original: ${list(verdict.alsoBetter)}.` : ""}`;
    case "control-wins":
      return "Quédate con el original: las variantes convierten menos. Pulsa «Detener».";
    case "no-difference":
      return "Quédate con el original (pulsa «Detener»): si hubiera una mejora del 20 % o más ya se habría visto. Prueba una idea más distinta.";
  }
}

/** What the figures said when a test was ended (its decision is shown apart). */
export function endedVerdictText(verdict: Verdict, decided: boolean): string {
  const prefix = decided ? "" : "Se terminó quitando la prueba de la página, sin declarar ganador. ";
  switch (verdict.kind) {
    case "srm":
      return `${prefix}Al terminar, el reparto de la última fase no cuadraba.`;
    case "collecting":
      return `${prefix}Al terminar aún no había veredicto.`;
    case "winner":
      return `${prefix}Al terminar ganaba ${armLabel(verdict.arm)}.`;
    case "control-wins":
      return `${prefix}Al terminar ganaba el original.`;
    case "no-difference":
      return `${prefix}Al terminar no había una diferencia clara.`;
  }
}

/** The CSV's status and verdict words for a test (an ended test does not "keep collecting"). */
export function csvVerdict(r: ExperimentResults): string {
  if (r.experiment.endedAt === null) return r.verdict;
  const kept = r.experiment.winner;
  return kept ? `Terminada: se quedó ${armLabel(kept)}` : "Terminada sin declarar ganador";
}

const dayOf = (iso: string) => iso.slice(0, 10);

export function resultsOf(
  experiment: ExperimentRecord,
  daily: readonly DailyRow[],
  now: Date = new Date(),
): ExperimentResults {
  const phases = experiment.phases.map((p) => ({ start: dayOf(p.start), arms: p.arms }));
  // An ended test is read as it was on its last day.
  const today = experiment.endedAt ? dayOf(experiment.endedAt) : dayOf(now.toISOString());
  const analysis = analyseTest({ phases, rows: daily, today });
  const names = [
    ...new Set([...experiment.arms.map((a) => a.name), ...experiment.phases.flatMap((p) => p.arms.map((a) => a.name))]),
  ];
  const arms = names.map((name) => {
    const t = analysis.totals.get(name) ?? { exposures: 0, conversions: 0 };
    return {
      name,
      weight: experiment.arms.find((a) => a.name === name)?.weight ?? 0,
      ...t,
      rate: t.exposures ? t.conversions / t.exposures : 0,
      interval: wilson(t.conversions, t.exposures),
      comparison: analysis.comparisons.get(name),
    };
  });

  // The chart: the phases that count, cumulative per arm.
  const left = new Set(analysis.phases.filter((p) => p.mismatch).map((p) => p.index));
  const rows = daily.filter((r) => !left.has(r.phase));
  const days = [...new Set(rows.map((r) => r.day))].sort();
  const series = names.map((name) => {
    let exposures = 0;
    let conversions = 0;
    const byDay = new Map<string, { exposures: number; conversions: number }>();
    for (const r of rows) {
      if (r.arm !== name) continue;
      const d = byDay.get(r.day) ?? { exposures: 0, conversions: 0 };
      d.exposures += r.exposures;
      d.conversions += r.conversions;
      byDay.set(r.day, d);
    }
    return {
      arm: name,
      rates: days.map((day) => {
        exposures += byDay.get(day)?.exposures ?? 0;
        conversions += byDay.get(day)?.conversions ?? 0;
        return exposures ? conversions / exposures : null;
      }),
    };
  });
  return {
    experiment,
    arms,
    analysis,
    verdict: verdictText(analysis.verdict),
    advice: adviceText(analysis.verdict),
    days,
    series,
  };
}

/** Every experiment's results as the page shows them (its audience from the published page). */
export async function allResults(experiments: Experiments): Promise<ExperimentResults[]> {
  await experiments.running();
  const list = await experiments.data.list();
  return Promise.all(
    list.map(async (e) =>
      resultsOf(
        { ...e, ...(experiments.audienceOf(e.id) ? { audience: experiments.audienceOf(e.id) } : {}) },
        await experiments.data.daily(e.id),
        experiments.now(),
      ),
    ),
  );
}
