import type { Ref } from "react";
import { buttonCss } from "../../components/Button";
import { Icon } from "../../components/Icon";
import type { PlanEntry } from "../../components/usePlans";
import { planPriceFor } from "./plans";
import type { Billing, ImpactResult } from "./types";
import { formatEuros, formatNumber } from "../../core/format/number";
import { fillTemplate } from "../../core/format/template";
import { resultFigures } from "./summary";
import type { Lang } from "../../core/i18n/languages";
import type { CalculatorSectionData } from "./config";
import {
  panelCss,
  titleCss,
  totalCss,
  totalLabelCss,
  totalValueCss,
  perCss,
  statsCss,
  statCss,
  summaryCss,
  positiveCss,
  negativeCss,
  chipCss,
  statusSlotCss,
  statusCss,
  warnCss,
  okCss,
  statusTitleCss,
  statusTextCss,
  upgradeCss,
  actionsCss,
  sentCss,
  disclaimerCss,
} from "./results-styles";

export interface ResultsProps {
  section: CalculatorSectionData;
  result: ImpactResult;
  plans: readonly PlanEntry[];
  billing: Billing;
  lang: Lang;
  headingId: string;
  headingRef?: Ref<HTMLHeadingElement>;
  sentTo: string | null;
  onChoosePlan: (planId: string) => void;
  onOpenPlans: () => void;
  onOpenEmail: () => void;
}

const STAT_ICONS = {
  reservations: "calendar-check",
  recovered: "trending-up",
  minutes: "clock",
  time: "wallet",
} as const;

/** The outputs of spec §3/§9 in Spanish number and euro formatting, the plan status and the two sheets' buttons. */
export function Results({
  section,
  result,
  plans,
  billing,
  lang,
  headingId,
  headingRef,
  sentTo,
  onChoosePlan,
  onOpenPlans,
  onOpenEmail,
}: ResultsProps) {
  const copy = section.results;
  const plan = plans.find((p) => p.id === result.planId);
  const recommended = plans.find((p) => p.id === result.recommendedPlanId);
  const figures = resultFigures(copy, result, plan?.name ?? "", lang);
  const volume = figures.stats.reservations.value;
  const exceeded = result.currentPlanExceeded;
  const stats = (Object.keys(STAT_ICONS) as Array<keyof typeof STAT_ICONS>).map((key) => ({
    key,
    icon: STAT_ICONS[key],
    ...figures.stats[key],
  }));

  return (
    <div css={panelCss}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} css={titleCss}>
        {copy.title}
      </h3>

      <div css={totalCss}>
        <p css={totalLabelCss}>{figures.total.label}</p>
        <p css={totalValueCss} aria-live="polite" data-testid="total-impact">
          <span>{figures.total.value}</span>
          <span css={perCss}>{copy.perMonth}</span>
        </p>
      </div>

      <dl css={statsCss}>
        {stats.map((stat) => (
          <div key={stat.key} css={statCss} data-testid={`out-${stat.key}`}>
            <dt>
              <Icon name={stat.icon} size={16} />
              {stat.label}
            </dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>

      <dl css={summaryCss}>
        <div>
          <dt>{figures.planPrice.label}</dt>
          <dd data-testid="out-plan-price">
            {figures.planPrice.value} <span css={perCss}>{copy.perMonth}</span>
          </dd>
        </div>
        <div>
          <dt>{figures.net.label}</dt>
          <dd data-testid="out-net" css={result.netImpact < 0 ? negativeCss : positiveCss}>
            {figures.net.value}
          </dd>
        </div>
        <div>
          <dt>{figures.payback.label}</dt>
          <dd data-testid="out-payback">
            <span css={chipCss}>
              {result.paybackDays === null ? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="visually-hidden">{copy.paybackNone}</span>
                </>
              ) : (
                figures.payback.value
              )}
            </span>
          </dd>
        </div>
      </dl>

      <div css={statusSlotCss} data-testid="plan-status">
        {exceeded && plan ? (
          <div css={[statusCss, warnCss]} role="status">
            <p css={statusTitleCss}>
              <Icon name="alert-triangle" size={18} />
              {fillTemplate(section.recommendation.title, { plan: plan.name })}
            </p>
            <p css={statusTextCss}>
              {fillTemplate(section.recommendation.text, {
                plan: plan.name,
                volume,
                cap: plan.cap === null ? "∞" : formatNumber(plan.cap, lang),
              })}
            </p>
            {recommended && (
              <button
                type="button"
                css={[buttonCss("primary"), upgradeCss]}
                onClick={() => onChoosePlan(recommended.id)}
              >
                {fillTemplate(section.recommendation.action, {
                  plan: recommended.name,
                  price: formatEuros(planPriceFor(recommended, billing), lang),
                })}
                <Icon name="arrow-right" size={18} />
              </button>
            )}
          </div>
        ) : (
          <div css={[statusCss, okCss]} role="status">
            <p css={statusTitleCss}>
              <Icon name="check-circle" size={18} />
              {fillTemplate(section.recommendation.fits, { plan: plan?.name ?? "", volume })}
            </p>
          </div>
        )}
      </div>

      <div css={actionsCss}>
        <button type="button" css={buttonCss("secondary")} aria-haspopup="dialog" onClick={onOpenPlans}>
          <Icon name="layout-grid" size={18} />
          {section.planSheet.open}
        </button>
        <button type="button" css={buttonCss("primary")} aria-haspopup="dialog" onClick={onOpenEmail}>
          <Icon name="mail" size={18} />
          {section.emailSheet.open}
        </button>
      </div>
      <p css={sentCss} aria-live="polite">
        {sentTo && (
          <>
            <Icon name="check" size={16} />
            {fillTemplate(section.emailSheet.sent, { address: sentTo })}
          </>
        )}
      </p>
      {copy.disclaimer && <p css={disclaimerCss}>{copy.disclaimer}</p>}
    </div>
  );
}
