import { useId, useState } from "react";
import { Container } from "../../components/Container";
import { Icon } from "../../components/Icon";
import { SectionHeading } from "../../components/SectionHeading";
import { Segmented } from "../../components/Segmented";
import { usePlanFeatures, usePlans } from "../../components/usePlans";
import type { Billing } from "../calculator/types";
import type { Lang } from "../../core/i18n/languages";
import { useSite } from "../../site-data";
import type { SectionOf } from "../types";
import { PlanCard } from "./PlanCard";
import * as s from "./styles";

/**
 * Pricing (#precios): a monthly/annual switch (annual first) over the plan
 * cards. Figures come from the plans collection; the section chooses the
 * plans, how many feature lines each card previews, and the wording.
 */
export function Pricing({ section }: { section: SectionOf<"pricing"> }) {
  const { lang } = useSite();
  const headingId = useId();
  const [billing, setBilling] = useState<Billing>(section.billing.default);
  const plans = usePlans(section.plans.map((p) => p.plan));
  const featuresOf = usePlanFeatures();
  const previews = new Map(section.plans.map((p) => [p.plan, p.preview]));

  return (
    <section id={section.id} aria-labelledby={headingId} css={s.section}>
      <Container>
        <SectionHeading heading={section.heading} id={headingId} />
        <div css={s.toolbar}>
          <Segmented
            label={section.billing.label}
            value={billing}
            onChange={setBilling}
            options={[
              { value: "mensual", label: section.billing.monthly },
              { value: "anual", label: section.billing.annual },
            ]}
          />
          <p css={s.banner}>
            <Icon name="badge-percent" size={18} />
            {section.billing.annualBanner}
          </p>
        </div>
        <ul css={s.grid}>
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              features={featuresOf(plan.id)}
              preview={previews.get(plan.id) ?? plan.features.length}
              billing={billing}
              labels={section.labels}
              cta={section.cta}
              lang={lang as Lang}
            />
          ))}
        </ul>
        {section.note && <p css={s.note}>{section.note}</p>}
      </Container>
    </section>
  );
}
