import { useId, useState } from "react";
import { Cta } from "../../components/Cta";
import { Icon } from "../../components/Icon";
import type { PlanEntry } from "../../components/usePlans";
import type { PlanFeatures } from "../../core/plans/features";
import { formatEuros, formatNumber } from "../../core/format/number";
import { fillTemplate } from "../../core/format/template";
import type { Lang } from "../../core/i18n/languages";
import type { Billing } from "../calculator/types";
import type { SectionOf } from "../types";
import * as s from "./styles";

export interface PlanCardProps {
  plan: PlanEntry;
  /** What the plan includes: its own features and those of the plans it builds on. */
  features: PlanFeatures;
  /** Feature lines visible before expanding. */
  preview: number;
  billing: Billing;
  labels: SectionOf<"pricing">["labels"];
  cta: SectionOf<"pricing">["cta"];
  lang: Lang;
}

/** The lines a card lists first: its cap, its users, then its own features. */
export function featureLines(
  plan: PlanEntry,
  own: readonly string[],
  labels: PlanCardProps["labels"],
  lang: Lang,
): string[] {
  const cap = plan.cap === null ? labels.unlimitedCap : fillTemplate(labels.cap, { cap: formatNumber(plan.cap, lang) });
  const users =
    plan.users === null ? labels.unlimitedUsers : fillTemplate(labels.users, { users: formatNumber(plan.users, lang) });
  return [cap, users, ...own];
}

/**
 * One plan: price for the billing period (annual shows the monthly price
 * crossed out and the saving per year), the trial button and the feature
 * list: the first `preview` of its own lines until expanded; expanded, the
 * rest and then what it includes from each plan it builds on, so two cards
 * compare on everything they include. Lines that only one billing period
 * shows keep their space, so switching never moves the cards.
 */
export function PlanCard({ plan, features, preview, billing, labels, cta, lang }: PlanCardProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const annual = billing === "anual";
  const price = annual ? plan.yearlyPrice : plan.monthlyPrice;
  const saving = (plan.monthlyPrice - plan.yearlyPrice) * 12;
  const lines = featureLines(plan, features.own, labels, lang);
  const inherited = features.inherited.filter((group) => group.features.length > 0);
  const collapsible = lines.length > preview || inherited.length > 0;
  const headingId = `${id}-name`;

  return (
    <li css={[s.card, plan.isPopular && s.popularCard]} aria-labelledby={headingId} data-plan={plan.id}>
      {plan.isPopular && (
        <p css={s.badge}>
          <Icon name="sparkles" size={14} />
          {labels.popular}
        </p>
      )}
      <h3 id={headingId} css={s.name}>
        {plan.name}
      </h3>
      <p css={s.description}>{plan.description}</p>

      <div css={s.priceBlock}>
        <p css={s.wasPrice} aria-hidden={!annual} data-visible={annual}>
          <span className="visually-hidden">{labels.regularPrice} </span>
          <s data-testid="regular-price">{formatEuros(plan.monthlyPrice, lang)}</s>
        </p>
        <p css={s.price} data-testid="price">
          <span css={s.amount}>{formatEuros(price, lang)}</span>
          <span css={s.per}>{labels.perMonth}</span>
        </p>
        <p css={s.billingNote}>{annual ? labels.billedAnnually : labels.billedMonthly}</p>
        <p css={s.saving} aria-hidden={!annual || saving <= 0} data-visible={annual && saving > 0}>
          <Icon name="badge-percent" size={16} />
          {fillTemplate(labels.annualSaving, { amount: formatEuros(saving, lang) })}
        </p>
      </div>

      <Cta cta={{ ...cta, style: plan.isPopular ? "primary" : (cta.style ?? "secondary") }} css={s.cta} />

      <div css={s.features} id={`${id}-features`}>
        <p css={s.featuresTitle}>
          {features.inherited[0]
            ? fillTemplate(labels.inherits, { plan: features.inherited[0].planName })
            : labels.includes}
        </p>
        <FeatureList lines={lines} visible={expanded ? lines.length : preview} />
        {inherited.map((group) => (
          <div key={group.planId} hidden={!expanded} data-included-from={group.planId}>
            <p css={[s.featuresTitle, s.groupTitle]}>{fillTemplate(labels.includedFrom, { plan: group.planName })}</p>
            <FeatureList lines={group.features} visible={group.features.length} />
          </div>
        ))}
        {collapsible && (
          <button
            type="button"
            css={s.toggle}
            aria-expanded={expanded}
            aria-controls={`${id}-features`}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? labels.showLess : labels.showAll}
            <Icon name={expanded ? "chevron-up" : "chevron-down"} size={16} />
          </button>
        )}
      </div>
    </li>
  );
}

function FeatureList({ lines, visible }: { lines: readonly string[]; visible: number }) {
  return (
    <ul css={s.list}>
      {lines.map((line, index) => (
        <li key={index} hidden={index >= visible}>
          <Icon name="check" size={18} />
          <span>{line}</span>
        </li>
      ))}
    </ul>
  );
}
