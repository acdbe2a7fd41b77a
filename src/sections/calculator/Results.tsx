import type { Ref } from "react";
import { css } from "@emotion/react";
import { buttonCss } from "../../components/Button";
import { Icon } from "../../components/Icon";
import type { PlanEntry } from "../../components/usePlans";
import { planPriceFor } from "./plans";
import type { Billing, ImpactResult } from "./types";
import { formatEuros, formatNumber } from "../../core/format/number";
import { fillTemplate } from "../../core/format/template";
import { resultFigures } from "./summary";
import type { Lang } from "../../core/i18n/languages";
import { theme } from "../../theme/tokens";
import type { CalculatorSectionData } from "./config";

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

const STAT_ICONS = { reservations: "calendar-check", recovered: "trending-up", minutes: "clock", time: "wallet" } as const;

/** The outputs of spec §3/§9 in Spanish number and euro formatting, the plan status and the two sheets' buttons. */
export function Results({ section, result, plans, billing, lang, headingId, headingRef, sentTo, onChoosePlan, onOpenPlans, onOpenEmail }: ResultsProps) {
  const copy = section.results;
  const plan = plans.find((p) => p.id === result.planId);
  const recommended = plans.find((p) => p.id === result.recommendedPlanId);
  const figures = resultFigures(copy, result, plan?.name ?? "", lang);
  const volume = figures.stats.reservations.value;
  const exceeded = result.currentPlanExceeded;
  const stats = (Object.keys(STAT_ICONS) as Array<keyof typeof STAT_ICONS>).map((key) => ({ key, icon: STAT_ICONS[key], ...figures.stats[key] }));

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
            <p css={statusTextCss}>{fillTemplate(section.recommendation.text, { plan: plan.name, volume, cap: plan.cap === null ? "∞" : formatNumber(plan.cap, lang) })}</p>
            {recommended && (
              <button type="button" css={[buttonCss("primary"), upgradeCss]} onClick={() => onChoosePlan(recommended.id)}>
                {fillTemplate(section.recommendation.action, { plan: recommended.name, price: formatEuros(planPriceFor(recommended, billing), lang) })}
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

// The success green reads as text (AA) only when pulled towards the text colour.
const successText = `color-mix(in srgb, ${theme.colors.success} 72%, ${theme.colors.text})`;

const panelCss = css`
  display: grid;
  gap: 18px;
  align-content: start;
  height: 100%;
  padding: 24px 18px;
  border-radius: ${theme.radius.lg};
  border: 1px solid color-mix(in srgb, ${theme.colors.accent} 18%, ${theme.colors.border});
  background:
    radial-gradient(120% 60% at 100% 0%, color-mix(in srgb, ${theme.colors.yellow} 12%, transparent), transparent 60%),
    linear-gradient(180deg, color-mix(in srgb, ${theme.colors.accent} 9%, ${theme.colors.surface}), color-mix(in srgb, ${theme.colors.accent} 3%, ${theme.colors.surface}));
  ${theme.mq.md} {
    padding: 28px 24px;
  }
  ${theme.mq.lg} {
    padding: 32px 30px;
  }
`;
const titleCss = css`
  font-size: 13px;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.accent};
  &:focus {
    outline: none;
  }
`;
const totalCss = css`
  display: grid;
  gap: 2px;
`;
const totalLabelCss = css`
  font-size: 15px;
  font-weight: 600;
  color: ${theme.colors.textSoft};
`;
const totalValueCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 10px;
  font-size: clamp(40px, 5vw, 54px);
  font-weight: 800;
  line-height: 1.08;
  letter-spacing: -0.035em;
  font-variant-numeric: tabular-nums;
`;
const perCss = css`
  font-size: 15px;
  font-weight: 500;
  letter-spacing: 0;
  color: ${theme.colors.textMuted};
`;
const statsCss = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  margin: 0;
`;
const statCss = css`
  display: grid;
  gap: 6px;
  align-content: space-between;
  min-width: 0;
  padding: 14px;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  dt {
    display: flex;
    gap: 6px;
    align-items: flex-start;
    font-size: 13px;
    line-height: 1.35;
    color: ${theme.colors.textMuted};
    svg {
      flex: none;
      margin-top: 1px;
      color: ${theme.colors.accent};
    }
  }
  dd {
    margin: 0;
    font-size: 20px;
    font-weight: 750;
    letter-spacing: -0.01em;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
const summaryCss = css`
  display: grid;
  margin: 0;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  & > div {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    min-height: 52px;
    padding: 10px 14px;
  }
  & > div + div {
    border-top: 1px solid ${theme.colors.border};
  }
  dt {
    font-size: 14px;
    color: ${theme.colors.textSoft};
  }
  dd {
    margin: 0;
    font-weight: 750;
    font-variant-numeric: tabular-nums;
    text-align: right;
    white-space: nowrap;
  }
`;
const positiveCss = css`
  color: ${successText};
`;
const negativeCss = css`
  color: ${theme.colors.danger};
`;
const chipCss = css`
  display: inline-block;
  min-width: 2.5em;
  padding: 3px 10px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.yellowTint};
  color: ${theme.colors.yellowText};
  text-align: center;
`;
const statusSlotCss = css`
  display: grid;
  min-height: 9.25rem;
`;
const statusCss = css`
  display: grid;
  gap: 8px;
  align-content: center;
  padding: 14px 16px;
  border-radius: ${theme.radius.md};
  border: 1px solid transparent;
`;
const warnCss = css`
  background: ${theme.colors.yellowTint};
  border-color: color-mix(in srgb, ${theme.colors.yellow} 55%, transparent);
  color: ${theme.colors.yellowText};
`;
const okCss = css`
  background: ${theme.colors.successTint};
  border-color: color-mix(in srgb, ${theme.colors.success} 30%, transparent);
  color: ${successText};
`;
const statusTitleCss = css`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  font-size: 15px;
  font-weight: 700;
  line-height: 1.35;
  svg {
    flex: none;
    margin-top: 1px;
  }
`;
const statusTextCss = css`
  font-size: 14px;
  line-height: 1.45;
`;
const upgradeCss = css`
  justify-self: start;
  min-height: 44px;
  padding: 10px 18px;
  font-size: 14.5px;
`;
const actionsCss = css`
  display: grid;
  gap: 10px;
  button {
    width: 100%;
  }
  @media (min-width: 420px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.mq.md} {
    grid-template-columns: 1fr;
  }
`;
const sentCss = css`
  display: flex;
  gap: 6px;
  align-items: center;
  justify-content: center;
  min-height: 20px;
  margin-top: -6px;
  font-size: 13.5px;
  font-weight: 600;
  color: ${successText};
  &:empty {
    min-height: 0;
    margin-top: -18px;
  }
`;
const disclaimerCss = css`
  font-size: 12.5px;
  line-height: 1.5;
  color: ${theme.colors.textMuted};
  text-align: center;
`;
