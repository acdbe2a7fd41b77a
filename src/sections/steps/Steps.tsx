import { css } from "@emotion/react";
import type { SectionOf } from "../types";
import { Section, headingGap } from "../../components/Section";
import { SectionHeading } from "../../components/SectionHeading";
import { Cta } from "../../components/Cta";
import { Icon } from "../../components/Icon";
import * as s from "./styles";

/** A numbered sequence of steps (how it works, how to join). */
export function Steps({ section }: { section: SectionOf<"steps"> }) {
  const headingId = section.heading ? `${section.id ?? "pasos"}-title` : undefined;
  const numbered = section.numbered ?? true;
  return (
    <Section id={section.id} tone={section.tone ?? "plain"} labelledBy={headingId}>
      {section.heading && (
        <div css={headingGap}>
          <SectionHeading heading={section.heading} id={headingId} />
        </div>
      )}
      <ol css={[s.list, css`--count: ${section.steps.length};`]}>
        {section.steps.map((step, index) => (
          <li key={step.title} css={s.step}>
            <div css={s.marker}>
              {numbered ? (
                <span css={s.number} aria-hidden="true">
                  {index + 1}
                </span>
              ) : null}
              {step.icon && (
                <span css={s.icon(numbered)} aria-hidden="true">
                  <Icon name={step.icon} size={22} />
                </span>
              )}
            </div>
            <h3 css={s.title}>{step.title}</h3>
            <p css={s.text}>{step.text}</p>
          </li>
        ))}
      </ol>
      {section.actions && section.actions.length > 0 && (
        <div css={s.actions}>
          {section.actions.map((cta, i) => (
            <Cta key={i} cta={cta} />
          ))}
        </div>
      )}
    </Section>
  );
}
