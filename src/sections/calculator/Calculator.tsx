import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useAtom } from "jotai";
import { buttonCss } from "../../components/Button";
import { Container } from "../../components/Container";
import { Icon } from "../../components/Icon";
import { SectionHeading } from "../../components/SectionHeading";
import { usePlans } from "../../components/usePlans";
import { computeImpact } from "../../lib/calculator/compute";
import { loadCalculatorState, saveCalculatorState, type KeyValueStorage } from "../../lib/calculator/storage";
import type { Billing, CalculatorInputs, NumericField } from "../../lib/calculator/types";
import type { Lang } from "../../lib/i18n/languages";
import { useSite } from "../../runtime/site-context";
import { analysisEmailAtom, calculatorPaneAtom, calculatorSheetAtom, calculatorValuesAtom, type CalculatorPane } from "../../state/calculator";
import type { SectionOf } from "../types";
import { boundsOf, defaultsOf, paramsOf, pricingOf } from "./config";
import { EmailSheet } from "./EmailSheet";
import { NumberField } from "./NumberField";
import { PlanChoice } from "./PlanChoice";
import { PlanSheet } from "./PlanSheet";
import { Results } from "./Results";
import * as s from "./styles";

const PANES: readonly CalculatorPane[] = ["data", "results"];

function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const reducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/** True below the calculator's mobile breakpoint; false on the server and in the first client render. */
function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.(s.MOBILE_QUERY);
    if (!query) return;
    const update = () => setMobile(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return mobile;
}

/**
 * The savings calculator (#calc-cta). Renders the page's defaults on the
 * server and in the first client render, then applies the visitor's stored
 * values; every change is saved again. On phones the data and the results
 * are two swipeable panes with tabs; from 768 px they sit side by side.
 */
export function Calculator({ section }: { section: SectionOf<"calculator"> }) {
  const { lang: siteLang } = useSite();
  const lang = siteLang as Lang;
  const id = useId();
  const plans = usePlans(section.plans);
  const config = useMemo(
    () => ({ bounds: boundsOf(section), params: paramsOf(section), defaults: defaultsOf(section), pricing: pricingOf(plans) }),
    // The section and its plans are fixed for the life of the page; `plans`
    // is a new array each render, so it must not be a dependency.
    [section],
  );
  const [stored, setStored] = useAtom(calculatorValuesAtom);
  const [sheet, setSheet] = useAtom(calculatorSheetAtom);
  const [pane, setPane] = useAtom(calculatorPaneAtom);
  const [email, setEmail] = useAtom(analysisEmailAtom);
  const values = stored ?? config.defaults;
  const result = computeImpact(values, config.pricing, config.params);

  // Stored values apply after mount, so the prerendered markup hydrates as is.
  const { key, defaultsVersion } = section.storage;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const planIds = config.pricing.map((p) => p.id);
    setStored(loadCalculatorState(browserStorage(), key, config.defaults, defaultsVersion, { bounds: config.bounds, planIds }));
    setReady(true);
  }, [key, defaultsVersion, config, setStored]);
  useEffect(() => {
    if (stored) saveCalculatorState(browserStorage(), key, stored, defaultsVersion);
  }, [stored, key, defaultsVersion]);

  const update = useCallback(
    (patch: Partial<CalculatorInputs>) => setStored((previous) => ({ ...(previous ?? config.defaults), ...patch })),
    [setStored, config.defaults],
  );
  const setBilling = useCallback((billing: Billing) => update({ billing }), [update]);

  // Phone panes: tabs and horizontal swipe stay in step.
  const mobile = useIsMobile();
  const scroller = useRef<HTMLDivElement>(null);
  const paneRefs = useRef<Array<HTMLDivElement | null>>([]);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  const [swiped, setSwiped] = useState(false);

  useEffect(() => {
    const el = scroller.current;
    if (!mobile || !el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = PANES[Math.round(el.scrollLeft / Math.max(1, el.clientWidth))];
        if (next) {
          setPane(next);
          if (el.scrollLeft > 0) setSwiped(true);
        }
      });
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      el.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [mobile, setPane]);

  // Once the visitor has switched panes, the strip takes the height of the
  // pane in view (the data pane is longer than the results).
  useEffect(() => {
    const target = paneRefs.current[PANES.indexOf(pane)];
    if (!mobile || !swiped || !target) {
      setHeight(undefined);
      return;
    }
    const observer = new ResizeObserver(() => setHeight(target.offsetHeight));
    observer.observe(target);
    return () => observer.disconnect();
  }, [mobile, swiped, pane]);

  const showPane = (next: CalculatorPane, focusResults = false) => {
    const el = scroller.current;
    setPane(next);
    setSwiped(true);
    if (!el) return;
    const behavior: ScrollBehavior = reducedMotion() ? "auto" : "smooth";
    el.scrollTo({ left: PANES.indexOf(next) * el.clientWidth, behavior });
    if (focusResults) {
      el.closest("[data-calculator]")?.scrollIntoView({ block: "start", behavior });
      resultsHeading.current?.focus({ preventScroll: true });
    }
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = PANES.indexOf(pane);
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: PANES.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = PANES[Math.min(PANES.length - 1, Math.max(0, target))];
    showPane(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  const headingId = `${id}-heading`;
  const tabLabels: Record<CalculatorPane, string> = { data: section.tabs.data, results: section.tabs.results };
  const paneProps = (which: CalculatorPane) =>
    mobile
      ? { role: "tabpanel", "aria-labelledby": `${id}-tab-${which}`, inert: pane !== which }
      : { role: "group", "aria-label": tabLabels[which] };

  return (
    <section id={section.id} aria-labelledby={headingId} css={s.section}>
      <Container>
        <SectionHeading heading={section.heading} id={headingId} />
        <div css={s.card} data-calculator="" data-ready={ready ? "" : undefined}>
          <div role="tablist" aria-label={section.tabs.label} css={s.tabs}>
            {PANES.map((which) => (
              <button
                key={which}
                id={`${id}-tab-${which}`}
                type="button"
                role="tab"
                aria-selected={pane === which}
                aria-controls={`${id}-pane-${which}`}
                tabIndex={pane === which ? 0 : -1}
                css={s.tab}
                onClick={() => showPane(which)}
                onKeyDown={onTabKey}
              >
                {tabLabels[which]}
              </button>
            ))}
          </div>
          <div ref={scroller} css={s.panes} style={height === undefined ? undefined : { height }} data-testid="calculator-panes">
            <div
              id={`${id}-pane-data`}
              ref={(el) => {
                paneRefs.current[0] = el;
              }}
              css={[s.pane, s.dataPane]}
              {...paneProps("data")}
            >
              {section.groups.map((group, g) => (
                <fieldset key={g} css={s.group}>
                  <legend css={s.groupTitle}>{group.title}</legend>
                  <div css={s.fields}>
                    {group.inputs.map((input) => (
                      <NumberField
                        key={input.field}
                        id={`${id}-${input.field}`}
                        label={input.label}
                        unit={input.unit}
                        hint={input.hint}
                        bounds={config.bounds[input.field as NumericField]}
                        value={values[input.field as NumericField]}
                        onChange={(value) => update({ [input.field]: value })}
                      />
                    ))}
                  </div>
                </fieldset>
              ))}
              <PlanChoice
                copy={section.planPicker}
                plans={plans}
                planId={result.planId}
                billing={values.billing}
                volume={result.monthlyVolume}
                lang={lang}
                onPlan={(planId) => update({ planId })}
                onBilling={setBilling}
              />
              <button type="button" css={[buttonCss("primary"), s.nextButton]} onClick={() => showPane("results", true)}>
                {section.tabs.next}
                <Icon name="arrow-right" size={18} />
              </button>
            </div>
            <div
              id={`${id}-pane-results`}
              ref={(el) => {
                paneRefs.current[1] = el;
              }}
              css={[s.pane, s.resultsPane]}
              {...paneProps("results")}
            >
              <Results
                section={section}
                result={result}
                plans={plans}
                billing={values.billing}
                lang={lang}
                headingId={`${id}-results-title`}
                headingRef={resultsHeading}
                sentTo={email.sentTo}
                onChoosePlan={(planId) => update({ planId })}
                onOpenPlans={() => setSheet("plans")}
                onOpenEmail={() => setSheet("email")}
              />
            </div>
          </div>
        </div>
      </Container>
      <PlanSheet
        open={sheet === "plans"}
        onClose={() => setSheet(null)}
        section={section}
        plans={plans}
        planId={result.planId}
        billing={values.billing}
        volume={result.monthlyVolume}
        lang={lang}
        onBilling={setBilling}
        onChoose={(planId, billing) => {
          update({ planId, billing });
          setSheet(null);
        }}
      />
      <EmailSheet
        open={sheet === "email"}
        onClose={() => setSheet(null)}
        copy={section.emailSheet}
        value={email}
        onChange={setEmail}
        onSend={(address) => {
          window.alert(section.emailSheet.success);
          setEmail((current) => ({ ...current, email: address, sentTo: address }));
          setSheet(null);
        }}
      />
    </section>
  );
}
