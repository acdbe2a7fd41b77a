import { css } from "@emotion/react";
import type { SectionOf } from "../types";
import { Accordion } from "../../components/Accordion";
import { Section, headingGap } from "../../components/Section";
import { SectionHeading } from "../../components/SectionHeading";
import { SmartLink } from "../../components/SmartLink";
import { theme } from "../../theme/tokens";

const wrap = css`
  max-width: 820px;
  margin-inline: auto;
`;
const points = css`
  margin: 10px 0 0;
  padding-left: 20px;
  display: grid;
  gap: 4px;
`;
const more = css`
  margin-top: 28px;
  text-align: center;
  color: ${theme.colors.textSoft};
  a {
    color: ${theme.colors.accent};
    font-weight: 600;
  }
`;

/** Frequently asked questions: an accordion, one answer open at a time. */
export function Faq({ section }: { section: SectionOf<"faq"> }) {
  const headingId = section.heading ? `${section.id ?? "faq"}-title` : undefined;
  return (
    <Section id={section.id} labelledBy={headingId}>
      {section.heading && (
        <div css={headingGap}>
          <SectionHeading heading={section.heading} id={headingId} />
        </div>
      )}
      <div css={wrap}>
        <Accordion
          headingLevel={section.heading ? 3 : 2}
          defaultOpen={section.openFirst ? ["0"] : []}
          items={section.items.map((item, index) => ({
            key: String(index),
            header: item.question,
            content: (
              <>
                <p>{item.answer}</p>
                {item.points && item.points.length > 0 && (
                  <ul css={points}>
                    {item.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                )}
              </>
            ),
          }))}
        />
        {section.more && (
          <p css={more}>
            {section.more.text} <SmartLink href={section.more.link.href}>{section.more.link.label}</SmartLink>
          </p>
        )}
      </div>
    </Section>
  );
}
