// The calculator's results as text: labelled with the section's own copy and
// formatted for the page's language. The results panel shows them
// (resultFigures), and the analysis a visitor asks to be emailed is stored
// with the lead as the same figures (analysisSummary), so the owner reads in
// /admin and the CSV exactly what the visitor saw.
import type { CalculatorSection } from "../../generated/schema.ts";
import { formatEuros, formatNumber } from "../../core/format/number.ts";
import { fillTemplate } from "../../core/format/template.ts";
import type { Lang } from "../../core/i18n/languages.ts";
import type { CalculatorInputs, ImpactResult } from "./types.ts";

type Copy = Pick<CalculatorSection, "groups" | "planPicker" | "results">;

/** Payback as text: '1 día', '12 días', or a dash when there is no impact. */
export function paybackText(days: number | null, copy: CalculatorSection["results"], lang: Lang): string {
  if (days === null) return "—";
  return fillTemplate(days === 1 ? copy.paybackDay : copy.paybackDays, { days: formatNumber(days, lang) });
}

export interface Figure {
  label: string;
  value: string;
}

/** The results as the calculator shows them: each label from the section's copy, each value formatted for `lang`. */
export function resultFigures(copy: CalculatorSection["results"], result: ImpactResult, planName: string, lang: Lang) {
  const euros = (n: number) => formatEuros(n, lang);
  return {
    total: { label: copy.totalImpact, value: euros(result.totalImpact) },
    stats: {
      reservations: { label: copy.monthlyReservations, value: formatNumber(result.monthlyVolume, lang) },
      recovered: { label: copy.eurosRecovered, value: euros(result.eurosRecovered) },
      minutes: {
        label: copy.minutesSaved,
        value: `${formatNumber(result.minutesSavedPerMonth, lang)} ${copy.minutesUnit}`,
      },
      time: { label: copy.timeValue, value: euros(result.timeValue) },
    },
    planPrice: { label: fillTemplate(copy.planPrice, { plan: planName }), value: euros(result.planPrice) },
    net: { label: copy.netImpact, value: euros(result.netImpact) },
    payback: { label: copy.payback, value: paybackText(result.paybackDays, copy, lang) },
  } satisfies Record<string, Figure | Record<string, Figure>>;
}

/** One "label: value" line per input, the plan, then every result, in the order the calculator shows them. */
export function analysisSummary(
  section: Copy,
  values: CalculatorInputs,
  result: ImpactResult,
  planName: string,
  lang: Lang,
): string {
  const copy = section.results;
  const figures = resultFigures(copy, result, planName, lang);
  const line = ({ label, value }: Figure, per = "") => `${label}: ${value}${per && ` ${per}`}`;
  const inputs = section.groups.flatMap((group) =>
    group.inputs.map((input) => `${input.label}: ${formatNumber(values[input.field], lang)} ${input.unit}`),
  );
  const billing = values.billing === "anual" ? section.planPicker.annual : section.planPicker.monthly;
  return [
    ...inputs,
    `${section.planPicker.planLabel}: ${planName} (${billing})`,
    "",
    copy.title,
    line(figures.total, copy.perMonth),
    ...Object.values(figures.stats).map((figure) => line(figure)),
    line(figures.planPrice, copy.perMonth),
    line(figures.net, copy.perMonth),
    line(figures.payback),
  ].join("\n");
}
