import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { buttonCss } from "../../components/Button";
import { Icon } from "../../components/Icon";
import { Modal } from "../../components/Modal";
import { usePlanFeatures, type PlanEntry } from "../../components/usePlans";
import { isPlanDisabled, planPriceFor } from "./plans";
import type { Billing } from "./types";
import type { PlanFeatures } from "../../core/plans/features";
import { formatEuros, formatNumber } from "../../core/format/number";
import { fillTemplate } from "../../core/format/template";
import type { Lang } from "../../core/i18n/languages";
import { theme } from "../../theme/tokens";
import type { CalculatorSectionData } from "./config";
import { sheetBodyCss, sheetHeaderCss, sheetLeadCss, sheetTitleCss, closeCss } from "./sheet-styles";
import { scrollBehavior } from "../../core/motion";

export interface PlanSheetProps {
  open: boolean;
  onClose: () => void;
  section: CalculatorSectionData;
  plans: readonly PlanEntry[];
  planId: string;
  billing: Billing;
  volume: number;
  lang: Lang;
  onBilling: (billing: Billing) => void;
  onChoose: (planId: string, billing: Billing) => void;
}

const SLIDES: readonly Billing[] = ["mensual", "anual"];

/**
 * Bottom sheet 'Elige tu plan': the plans side by side for one billing
 * period per slide. Swiping the carousel (or the tabs above it) switches the
 * calculator's billing between 'mensual' and 'anual'; 'Elegir' picks a plan.
 */
export function PlanSheet({ open, onClose, section, plans, planId, billing, volume, lang, onBilling, onChoose }: PlanSheetProps) {
  const { t } = useLingui();
  const id = useId();
  const featuresOf = usePlanFeatures();
  const copy = section.planSheet;
  const picker = section.planPicker;
  // The sheet's content mounts after `open` turns true (the modal renders
  // into a portal), so the carousel element is tracked as state.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const index = SLIDES.indexOf(billing);
  const labels: Record<Billing, string> = { mensual: picker.monthly, anual: picker.annual };
  const billingRef = useRef(billing);
  billingRef.current = billing;

  // Open on the slide of the current billing, without animating.
  useLayoutEffect(() => {
    if (scroller) scroller.scrollLeft = SLIDES.indexOf(billingRef.current) * scroller.clientWidth;
  }, [scroller]);

  // A swipe settles on a slide: that slide's billing becomes the calculator's.
  useEffect(() => {
    const el = scroller;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const slide = SLIDES[Math.round(el.scrollLeft / Math.max(1, el.clientWidth))];
        if (slide && slide !== billingRef.current) onBilling(slide);
      });
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      el.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [scroller, onBilling]);

  const go = (slide: Billing) => {
    const el = scroller;
    onBilling(slide);
    el?.scrollTo({ left: SLIDES.indexOf(slide) * el.clientWidth, behavior: scrollBehavior() });
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, Home: -SLIDES.length, End: SLIDES.length };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = SLIDES[Math.min(SLIDES.length - 1, Math.max(0, index + moves[event.key]))];
    go(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  const titleId = `${id}-title`;
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} describedBy={`${id}-lead`} variant="sheet" width="760px">
      <div css={sheetHeaderCss}>
        <span css={handleCss} aria-hidden="true" />
        <h2 id={titleId} css={sheetTitleCss}>
          {copy.title}
        </h2>
        <p id={`${id}-lead`} css={sheetLeadCss}>
          {copy.lead}
        </p>
        <button type="button" css={closeCss} onClick={onClose} aria-label={t`Cerrar`}>
          <Icon name="x" size={20} />
        </button>
      </div>
      <div css={sheetBodyCss}>
        <div role="tablist" aria-label={picker.billingLabel} css={tabsCss}>
          {SLIDES.map((slide) => (
            <button
              key={slide}
              id={`${id}-tab-${slide}`}
              type="button"
              role="tab"
              aria-selected={slide === billing}
              aria-controls={`${id}-slide-${slide}`}
              tabIndex={slide === billing ? 0 : -1}
              css={tabCss}
              onClick={() => go(slide)}
              onKeyDown={onTabKey}
            >
              {labels[slide]}
            </button>
          ))}
        </div>
        <div ref={setScroller} css={carouselCss} data-testid="plan-carousel">
          {SLIDES.map((slide) => (
            <div key={slide} id={`${id}-slide-${slide}`} role="tabpanel" aria-labelledby={`${id}-tab-${slide}`} inert={slide !== billing} css={slideCss} data-billing={slide}>
              <ul css={listCss}>
                {plans.map((plan) => {
                  const disabled = isPlanDisabled(plan, volume);
                  const current = plan.id === planId && slide === billing;
                  return (
                    <li key={plan.id} css={[rowCss, plan.isPopular && popularRowCss]} data-plan={plan.id} data-disabled={disabled}>
                      <div css={rowMainCss}>
                        <p css={rowNameCss}>
                          {plan.name}
                          {plan.isPopular && <span css={popularCss}>{copy.popular}</span>}
                        </p>
                        <p css={rowMetaCss}>
                          {disabled ? (
                            <span css={dangerTextCss}>{fillTemplate(picker.disabled, { volume: formatNumber(volume, lang) })}</span>
                          ) : plan.cap === null ? (
                            picker.unlimitedCap
                          ) : (
                            fillTemplate(picker.cap, { cap: formatNumber(plan.cap, lang) })
                          )}
                          {" · "}
                          {plan.users === null ? copy.unlimitedUsers : fillTemplate(copy.users, { users: formatNumber(plan.users, lang) })}
                        </p>
                        <PlanFeatureLine features={featuresOf(plan.id)} copy={copy} />
                      </div>
                      <p css={rowPriceCss}>
                        {slide === "anual" && (
                          <s css={wasCss}>
                            <span className="visually-hidden">{copy.regularPrice} </span>
                            {formatEuros(plan.monthlyPrice, lang)}
                          </s>
                        )}
                        <strong>{formatEuros(planPriceFor(plan, slide), lang)}</strong>
                        <span>{picker.perMonth}</span>
                      </p>
                      <button
                        type="button"
                        css={[buttonCss(current ? "secondary" : "primary"), chooseCss]}
                        disabled={disabled || current}
                        aria-label={current ? undefined : `${copy.choose} ${plan.name}`}
                        onClick={() => onChoose(plan.id, slide)}
                      >
                        {current ? (
                          <>
                            <Icon name="check" size={16} />
                            {copy.current}
                          </>
                        ) : (
                          copy.choose
                        )}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
        <p css={hintCss}>
          <Icon name="arrow-left" size={14} />
          {copy.swipeHint}
          <Icon name="arrow-right" size={14} />
        </p>
      </div>
    </Modal>
  );
}

/** The same features as the plan's pricing card: what it adds, after what it builds on. */
function PlanFeatureLine({ features, copy }: { features: PlanFeatures; copy: CalculatorSectionData["planSheet"] }) {
  const base = features.inherited[0];
  return (
    <p css={rowFeaturesCss} data-testid="plan-features">
      <span css={rowFeaturesLeadCss}>{base ? fillTemplate(copy.inherits, { plan: base.planName }) : copy.includes}</span> {features.own.join(" · ")}
    </p>
  );
}

const handleCss = css`
  justify-self: center;
  width: 40px;
  height: 4px;
  margin-bottom: 6px;
  border-radius: 4px;
  background: ${theme.colors.border};
  @media (min-width: 768px) {
    display: none;
  }
`;
const tabsCss = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  padding: 4px;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.bgSoft};
`;
const tabCss = css`
  min-height: 40px;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.colors.textSoft};
  font-weight: 700;
  cursor: pointer;
  &[aria-selected="true"] {
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    box-shadow: ${theme.shadow.md};
  }
  html[data-theme="dark"] &[aria-selected="true"] {
    background: ${theme.colors.accentTint};
    box-shadow: inset 0 0 0 1px color-mix(in srgb, ${theme.colors.accent} 50%, transparent);
  }
`;
const carouselCss = css`
  display: flex;
  margin-inline: -4px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;
const slideCss = css`
  flex: 0 0 100%;
  min-width: 0;
  padding: 4px;
  scroll-snap-align: start;
  scroll-snap-stop: always;
`;
const listCss = css`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const rowCss = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: "main main" "price button";
  gap: 10px 14px;
  align-items: center;
  padding: 14px 16px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  &[data-disabled="true"] {
    background: ${theme.colors.bgSoft};
  }
  @media (min-width: 560px) {
    grid-template-columns: minmax(0, 1fr) auto auto;
    grid-template-areas: "main price button";
  }
`;
const popularRowCss = css`
  border-color: ${theme.colors.accent};
  box-shadow: 0 0 0 1px ${theme.colors.accent};
`;
const rowMainCss = css`
  grid-area: main;
  min-width: 0;
`;
const rowNameCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: 16px;
  font-weight: 750;
`;
const popularCss = css`
  padding: 2px 8px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.accentTint};
  color: ${theme.colors.accent};
  font-size: 11.5px;
  font-weight: 700;
  letter-spacing: 0.03em;
  text-transform: uppercase;
  white-space: nowrap;
`;
const rowMetaCss = css`
  margin-top: 2px;
  font-size: 13px;
  color: ${theme.colors.textMuted};
`;
const rowFeaturesCss = css`
  margin-top: 6px;
  font-size: 13px;
  line-height: 1.45;
  color: ${theme.colors.textSoft};
`;
const rowFeaturesLeadCss = css`
  font-weight: 600;
  color: ${theme.colors.text};
`;
const dangerTextCss = css`
  color: ${theme.colors.danger};
  font-weight: 600;
`;
const rowPriceCss = css`
  grid-area: price;
  display: flex;
  align-items: baseline;
  justify-content: flex-start;
  @media (min-width: 560px) {
    justify-content: flex-end;
  }
  flex-wrap: wrap;
  gap: 2px 6px;
  font-variant-numeric: tabular-nums;
  strong {
    font-size: 22px;
    font-weight: 800;
    letter-spacing: -0.02em;
  }
  & > span {
    font-size: 13px;
    color: ${theme.colors.textMuted};
  }
`;
const wasCss = css`
  font-size: 14px;
  color: ${theme.colors.textMuted};
`;
const chooseCss = css`
  grid-area: button;
  min-height: 40px;
  padding: 8px 18px;
  font-size: 14px;
  &:disabled {
    opacity: 0.6;
  }
`;
const hintCss = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  font-size: 13px;
  color: ${theme.colors.textMuted};
`;
