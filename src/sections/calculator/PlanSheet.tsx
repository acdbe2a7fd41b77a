import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
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
import type { CalculatorSectionData } from "./config";
import { sheetBodyCss, sheetHeaderCss, sheetLeadCss, sheetTitleCss, closeCss } from "./sheet-styles";
import { scrollBehavior } from "../../core/motion";
import {
  handleCss,
  tabsCss,
  tabCss,
  carouselCss,
  slideCss,
  listCss,
  rowCss,
  popularRowCss,
  rowMainCss,
  rowNameCss,
  popularCss,
  rowMetaCss,
  rowFeaturesCss,
  rowFeaturesLeadCss,
  dangerTextCss,
  rowPriceCss,
  wasCss,
  chooseCss,
  hintCss,
} from "./plan-sheet-styles";

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
export function PlanSheet({
  open,
  onClose,
  section,
  plans,
  planId,
  billing,
  volume,
  lang,
  onBilling,
  onChoose,
}: PlanSheetProps) {
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
            <div
              key={slide}
              id={`${id}-slide-${slide}`}
              role="tabpanel"
              aria-labelledby={`${id}-tab-${slide}`}
              inert={slide !== billing}
              css={slideCss}
              data-billing={slide}
            >
              <ul css={listCss}>
                {plans.map((plan) => {
                  const disabled = isPlanDisabled(plan, volume);
                  const current = plan.id === planId && slide === billing;
                  return (
                    <li
                      key={plan.id}
                      css={[rowCss, plan.isPopular && popularRowCss]}
                      data-plan={plan.id}
                      data-disabled={disabled}
                    >
                      <div css={rowMainCss}>
                        <p css={rowNameCss}>
                          {plan.name}
                          {plan.isPopular && <span css={popularCss}>{copy.popular}</span>}
                        </p>
                        <p css={rowMetaCss}>
                          {disabled ? (
                            <span css={dangerTextCss}>
                              {fillTemplate(picker.disabled, { volume: formatNumber(volume, lang) })}
                            </span>
                          ) : plan.cap === null ? (
                            picker.unlimitedCap
                          ) : (
                            fillTemplate(picker.cap, { cap: formatNumber(plan.cap, lang) })
                          )}
                          {" · "}
                          {plan.users === null
                            ? copy.unlimitedUsers
                            : fillTemplate(copy.users, { users: formatNumber(plan.users, lang) })}
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
      <span css={rowFeaturesLeadCss}>
        {base ? fillTemplate(copy.inherits, { plan: base.planName }) : copy.includes}
      </span>{" "}
      {features.own.join(" · ")}
    </p>
  );
}
