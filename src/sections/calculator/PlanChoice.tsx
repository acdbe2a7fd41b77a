import { useId } from "react";
import { Segmented } from "../../components/Segmented";
import type { PlanEntry } from "../../components/usePlans";
import { isPlanDisabled, planPriceFor } from "./plans";
import type { Billing } from "./types";
import { formatEuros, formatNumber } from "../../core/format/number";
import { fillTemplate } from "../../core/format/template";
import type { Lang } from "../../core/i18n/languages";
import type { CalculatorSectionData } from "./config";
import * as s from "./styles";
import { billingRowCss, gridCss, optionCss, boxCss, nameCss, priceCss, detailCss } from "./plan-choice-styles";

export interface PlanChoiceProps {
  copy: CalculatorSectionData["planPicker"];
  plans: readonly PlanEntry[];
  planId: string;
  billing: Billing;
  volume: number;
  lang: Lang;
  onPlan: (planId: string) => void;
  onBilling: (billing: Billing) => void;
}

/**
 * Plan and billing inside the data pane: one radio per plan (a plan whose
 * cap is below the monthly volume is disabled and says why) and the
 * monthly/annual choice.
 */
export function PlanChoice({ copy, plans, planId, billing, volume, lang, onPlan, onBilling }: PlanChoiceProps) {
  const name = useId();
  const volumeText = formatNumber(volume, lang);
  return (
    <fieldset css={s.group}>
      <legend css={s.groupTitle}>{copy.title}</legend>
      <div css={billingRowCss}>
        <Segmented
          label={copy.billingLabel}
          value={billing}
          onChange={onBilling}
          options={[
            { value: "mensual", label: copy.monthly },
            { value: "anual", label: copy.annual },
          ]}
        />
      </div>
      <div role="radiogroup" aria-label={copy.planLabel} css={gridCss}>
        {plans.map((plan) => {
          const disabled = isPlanDisabled(plan, volume);
          const detail = disabled
            ? fillTemplate(copy.disabled, { volume: volumeText })
            : plan.cap === null
              ? copy.unlimitedCap
              : fillTemplate(copy.cap, { cap: formatNumber(plan.cap, lang) });
          return (
            <label key={plan.id} css={optionCss} data-disabled={disabled} data-plan={plan.id}>
              <input
                type="radio"
                name={name}
                value={plan.id}
                checked={plan.id === planId}
                disabled={disabled}
                onChange={() => onPlan(plan.id)}
              />
              <span css={boxCss}>
                <span css={nameCss}>{plan.name}</span>
                <span css={priceCss}>
                  {formatEuros(planPriceFor(plan, billing), lang)} <span>{copy.perMonth}</span>
                </span>
                <span css={detailCss}>{detail}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
