import { useCallback, useId, useMemo, useRef } from "react";
import { useAtom } from "jotai";
import { buttonCss } from "../../components/Button";
import { Container } from "../../components/Container";
import { Icon } from "../../components/Icon";
import { SectionHeading } from "../../components/SectionHeading";
import { usePlans } from "../../components/usePlans";
import { computeImpact } from "./compute";
import type { Billing, NumericField } from "./types";
import type { Lang } from "../../core/i18n/languages";
import { useSite } from "../../site-data";
import { analysisEmailAtom, calculatorSheetAtom, type CalculatorPane } from "../../state/calculator";
import type { SectionOf } from "../types";
import { boundsOf, defaultsOf, paramsOf, pricingOf } from "./config";
import { EmailSheet } from "./EmailSheet";
import { NumberField } from "./NumberField";
import { PlanChoice } from "./PlanChoice";
import { PlanSheet } from "./PlanSheet";
import { Results } from "./Results";
import { useAnalysisSend } from "./useAnalysisSend";
import { analysisSummary } from "./summary";
import { useCalculatorValues } from "./useCalculatorValues";
import { PANES, usePanes } from "./usePanes";
import * as s from "./styles";

/**
 * The savings calculator (#calc-cta): the visitor's figures on one side, the
 * monthly impact on the other (two swipeable panes with tabs below 768 px),
 * the plan comparison and the 'email me the analysis' sheets. Every figure
 * comes from the section's JSON and the plans collection.
 */
export function Calculator({ section }: { section: SectionOf<"calculator"> }) {
  const lang = useSite().lang as Lang;
  const id = useId();
  const plans = usePlans(section.plans);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the section and its plans are fixed for the life of the page; `plans` is a new array each render, so it must not be a dependency
  const config = useMemo(() => {
    const pricing = pricingOf(plans);
    return {
      bounds: boundsOf(section),
      params: paramsOf(section),
      defaults: defaultsOf(section),
      pricing,
      planIds: pricing.map((p) => p.id),
    };
  }, [section]);
  const { values, update, ready } = useCalculatorValues({ storage: section.storage, ...config });
  const result = computeImpact(values, config.pricing, config.params);
  const setBilling = useCallback((billing: Billing) => update({ billing }), [update]);
  const [sheet, setSheet] = useAtom(calculatorSheetAtom);
  const [email, setEmail] = useAtom(analysisEmailAtom);
  const analysis = useAnalysisSend(section);

  const tabId = (which: CalculatorPane) => `${id}-tab-${which}`;
  const panes = usePanes(tabId);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const tabLabels: Record<CalculatorPane, string> = { data: section.tabs.data, results: section.tabs.results };
  // Phones get the tabs pattern; side by side, each pane is a named group.
  const paneProps = (which: CalculatorPane) => ({
    id: `${id}-pane-${which}`,
    ref: panes.paneRef(which),
    ...(panes.mobile
      ? { role: "tabpanel", "aria-labelledby": tabId(which), inert: panes.pane !== which }
      : { role: "group", "aria-label": tabLabels[which] }),
  });
  const headingId = `${id}-heading`;

  return (
    <section id={section.id} aria-labelledby={headingId} css={s.section}>
      <Container>
        <SectionHeading heading={section.heading} id={headingId} />
        <div css={s.card} data-calculator="" data-ready={ready ? "" : undefined}>
          {/* Tab roles only once the phone layout is known: the server's HTML
              (and the desktop layout, where these buttons are hidden) has no
              tab panels, and a tab without its panel is invalid HTML. */}
          {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label comes with the tablist role (both on phones only); the rule cannot see a conditional role */}
          <div
            role={panes.mobile ? "tablist" : undefined}
            aria-label={panes.mobile ? section.tabs.label : undefined}
            css={s.tabs}
          >
            {PANES.map((which) => (
              // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-selected comes with the tab role (phones only); the rule cannot see a conditional role
              <button
                key={which}
                id={tabId(which)}
                type="button"
                role={panes.mobile ? "tab" : undefined}
                aria-selected={panes.mobile ? panes.pane === which : undefined}
                aria-controls={panes.mobile ? `${id}-pane-${which}` : undefined}
                tabIndex={panes.mobile && panes.pane !== which ? -1 : undefined}
                css={s.tab}
                onClick={() => panes.show(which)}
                onKeyDown={panes.onTabKeyDown}
              >
                {tabLabels[which]}
              </button>
            ))}
          </div>
          <div
            ref={panes.scroller}
            css={s.panes}
            style={panes.height === undefined ? undefined : { height: panes.height }}
            data-testid="calculator-panes"
          >
            <div css={[s.pane, s.dataPane]} {...paneProps("data")}>
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
              <button
                type="button"
                css={[buttonCss("primary"), s.nextButton]}
                onClick={(event) => {
                  const card = event.currentTarget.closest("[data-calculator]");
                  panes.show("results", (behavior) => {
                    card?.scrollIntoView({ block: "start", behavior });
                    resultsHeading.current?.focus({ preventScroll: true });
                  });
                }}
              >
                {section.tabs.next}
                <Icon name="arrow-right" size={18} />
              </button>
            </div>
            <div css={[s.pane, s.resultsPane]} {...paneProps("results")}>
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
        form={analysis.form}
        sending={analysis.sending}
        failed={analysis.failed}
        onSend={async (address) => {
          const planName = plans.find((plan) => plan.id === result.planId)?.name ?? result.planId;
          const figures = analysisSummary(section, values, result, planName, lang);
          if (
            !(await analysis.send({
              email: address,
              privacy: email.privacy,
              marketing: email.marketing,
              analysis: figures,
            }))
          )
            return;
          window.alert(section.emailSheet.success);
          setEmail((current) => ({ ...current, email: address, sentTo: address }));
          setSheet(null);
        }}
      />
    </section>
  );
}
