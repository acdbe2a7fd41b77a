// The analysis a visitor asks to be emailed, as the plain text stored with
// the lead: what they typed and what the calculator showed, labelled with the
// section's own copy and formatted as on screen, so the owner reads in /admin
// (and the CSV) the same figures the visitor saw.
import type { CalculatorSection } from "../../generated/schema.ts";
import { formatEuros, formatNumber } from "../format/number.ts";
import { fillTemplate } from "../format/template.ts";
import type { Lang } from "../i18n/languages.ts";
import type { CalculatorInputs, ImpactResult } from "./types.ts";

type Copy = Pick<CalculatorSection, "groups" | "planPicker" | "results">;

/** Payback as text: '1 día', '12 días', or a dash when there is no impact. */
export function paybackText(days: number | null, copy: CalculatorSection["results"], lang: Lang): string {
  if (days === null) return "—";
  return fillTemplate(days === 1 ? copy.paybackDay : copy.paybackDays, { days: formatNumber(days, lang) });
}

/** One "label: value" line per input, the plan, then every result, in the order the calculator shows them. */
export function analysisSummary(section: Copy, values: CalculatorInputs, result: ImpactResult, planName: string, lang: Lang): string {
  const copy = section.results;
  const euros = (n: number) => formatEuros(n, lang);
  const inputs = section.groups.flatMap((group) => group.inputs.map((input) => `${input.label}: ${formatNumber(values[input.field], lang)} ${input.unit}`));
  const billing = values.billing === "anual" ? section.planPicker.annual : section.planPicker.monthly;
  return [
    ...inputs,
    `${section.planPicker.planLabel}: ${planName} (${billing})`,
    "",
    `${copy.title}`,
    `${copy.totalImpact}: ${euros(result.totalImpact)} ${copy.perMonth}`,
    `${copy.monthlyReservations}: ${formatNumber(result.monthlyVolume, lang)}`,
    `${copy.eurosRecovered}: ${euros(result.eurosRecovered)}`,
    `${copy.minutesSaved}: ${formatNumber(result.minutesSavedPerMonth, lang)} ${copy.minutesUnit}`,
    `${copy.timeValue}: ${euros(result.timeValue)}`,
    `${fillTemplate(copy.planPrice, { plan: planName })}: ${euros(result.planPrice)} ${copy.perMonth}`,
    `${copy.netImpact}: ${euros(result.netImpact)} ${copy.perMonth}`,
    `${copy.payback}: ${paybackText(result.paybackDays, copy, lang)}`,
  ].join("\n");
}
