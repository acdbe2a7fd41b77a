import { css } from "@emotion/react";
import type { SectionOf } from "../types";
import { Cta } from "../../components/Cta";
import { Icon } from "../../components/Icon";
import { Section } from "../../components/Section";
import { SectionHeading } from "../../components/SectionHeading";
import { theme } from "../../theme/tokens";

const layout = css`
  display: grid;
  gap: 8px;
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: 72px;
    align-items: start;
  }
`;
const aside = css`
  ${theme.mq.lg} {
    position: sticky;
    top: 112px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    margin: -16px 0 40px;
  }
`;
const list = css`
  display: grid;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    display: flex;
    gap: 14px;
    align-items: flex-start;
    padding: 20px;
    border-radius: ${theme.radius.lg};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    transition: border-color 0.2s ease, transform 0.2s ease;
  }
  li:hover {
    border-color: color-mix(in srgb, ${theme.colors.accent} 40%, ${theme.colors.border});
    transform: translateY(-2px);
  }
  .tick {
    flex: none;
    display: grid;
    place-items: center;
    width: 34px;
    height: 34px;
    border-radius: 10px;
    background: ${theme.colors.accentTint};
    color: ${theme.colors.accent};
  }
  strong {
    display: block;
    font-size: 16px;
    line-height: 1.35;
  }
  p {
    margin-top: 4px;
    font-size: 15px;
    color: ${theme.colors.textSoft};
    line-height: 1.5;
  }
`;

/** Benefits with check marks beside a heading. */
export function Checklist({ section }: { section: SectionOf<"checklist"> }) {
  const headingId = `${section.id ?? "checklist"}-title`;
  return (
    <Section id={section.id} tone={section.tone ?? "plain"} labelledBy={headingId}>
      <div css={layout}>
        <div css={aside}>
          <SectionHeading heading={section.heading} id={headingId} align="start" />
          {section.actions && (
            <div className="actions">
              {section.actions.map((cta, i) => (
                <Cta key={i} cta={cta} />
              ))}
            </div>
          )}
        </div>
        <ul css={list}>
          {section.items.map((item) => (
            <li key={item.title}>
              <span className="tick" aria-hidden="true">
                <Icon name={item.icon ?? "check"} size={18} />
              </span>
              <div>
                <strong>{item.title}</strong>
                {item.text && <p>{item.text}</p>}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
