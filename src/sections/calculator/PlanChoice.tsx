import { useId } from "react";
import { css } from "@emotion/react";
import { Segmented } from "../../components/Segmented";
import type { PlanEntry } from "../../components/usePlans";
import { isPlanDisabled, planPriceFor } from "./plans";
import type { Billing } from "./types";
import { formatEuros, formatNumber } from "../../core/format/number";
import { fillTemplate } from "../../core/format/template";
import type { Lang } from "../../core/i18n/languages";
import { theme } from "../../theme/tokens";
import type { CalculatorSectionData } from "./config";
import * as s from "./styles";

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
              <input type="radio" name={name} value={plan.id} checked={plan.id === planId} disabled={disabled} onChange={() => onPlan(plan.id)} />
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

const billingRowCss = css`
  margin-bottom: 14px;
`;
const gridCss = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  ${theme.mq.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
const optionCss = css`
  position: relative;
  display: block;
  min-width: 0;
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
  &[data-disabled="true"] {
    cursor: not-allowed;
  }
`;
const boxCss = css`
  display: grid;
  gap: 2px;
  height: 100%;
  padding: 12px 14px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  transition:
    border-color 0.15s ease,
    background-color 0.15s ease,
    box-shadow 0.15s ease;
  label:hover > input:not(:disabled) + & {
    border-color: color-mix(in srgb, ${theme.colors.accent} 50%, ${theme.colors.border});
  }
  input:checked + & {
    border-color: ${theme.colors.accent};
    background: color-mix(in srgb, ${theme.colors.accent} 8%, ${theme.colors.surface});
    box-shadow: 0 0 0 1px ${theme.colors.accent};
  }
  input:focus-visible + & {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  input:disabled + & {
    background: ${theme.colors.bgSoft};
    border-style: dashed;
  }
  input:disabled:checked + & {
    border-color: ${theme.colors.danger};
    box-shadow: none;
  }
`;
const nameCss = css`
  font-size: 15px;
  font-weight: 700;
  input:disabled + * > & {
    color: ${theme.colors.textMuted};
  }
`;
const priceCss = css`
  font-size: 14px;
  font-weight: 650;
  font-variant-numeric: tabular-nums;
  span {
    font-weight: 500;
    color: ${theme.colors.textMuted};
  }
  input:disabled + * > & {
    color: ${theme.colors.textMuted};
  }
`;
const detailCss = css`
  font-size: 12.5px;
  line-height: 1.35;
  color: ${theme.colors.textMuted};
  input:disabled + * > & {
    color: ${theme.colors.danger};
  }
`;
