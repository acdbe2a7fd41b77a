import { css } from "@emotion/react";
import type { SectionOf } from "../types";
import { Icon } from "../../components/Icon";
import { Section } from "../../components/Section";
import { eyebrowCss, h2Css } from "../../components/SectionHeading";
import { useFeature } from "../../components/useFeature";
import { theme } from "../../theme/tokens";

const layout = css`
  display: grid;
  gap: 40px;
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 72px;
    align-items: center;
  }
`;
const statement = css`
  display: grid;
  gap: 16px;
  p {
    font-size: 18px;
    color: ${theme.colors.textSoft};
  }
`;
const cards = css`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${theme.mq.lg} {
    grid-template-columns: none;
  }
`;
const card = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 18px;
  align-items: center;
  padding: 22px 24px;
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadow.sm};
  transition: transform 0.2s ease, box-shadow 0.2s ease, border-color 0.2s ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${theme.shadow.md};
    border-color: color-mix(in srgb, ${theme.colors.accent} 40%, ${theme.colors.border});
  }
  ${theme.mq.md} {
    grid-template-columns: none;
  }
  ${theme.mq.lg} {
    grid-template-columns: auto 1fr;
  }
  .icon {
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 52px;
    height: 52px;
    border-radius: 14px;
    background: ${theme.colors.accentTint};
    color: ${theme.colors.accent};
    ${theme.mq.md} {
      grid-row: auto;
      margin-bottom: 8px;
    }
    ${theme.mq.lg} {
      grid-row: span 2;
      margin-bottom: 0;
    }
  }
  strong {
    font-size: clamp(28px, 3.4vw, 36px);
    font-weight: 800;
    line-height: 1.1;
    letter-spacing: -0.03em;
    color: ${theme.colors.text};
  }
  span:last-child {
    color: ${theme.colors.textSoft};
    font-size: 15px;
    line-height: 1.45;
  }
`;

/** The problem a feature solves, next to three metric cards. */
export function FeatureProblem({ section }: { section: SectionOf<"featureProblem"> }) {
  const feature = useFeature();
  if (!feature) return null;
  const headingId = `${section.id ?? "problema"}-title`;
  return (
    <Section id={section.id} tone={section.tone ?? "plain"} labelledBy={headingId}>
      <div css={layout}>
        <div css={statement}>
          {section.eyebrow && <span css={eyebrowCss}>{section.eyebrow}</span>}
          <h2 id={headingId} css={h2Css}>
            {feature.problem.title}
          </h2>
          <p>{feature.problem.text}</p>
        </div>
        <div>
          {section.metricsTitle && <h3 className="visually-hidden">{section.metricsTitle}</h3>}
          <ul css={cards}>
            {feature.metrics.map((m) => (
              <li key={m.label} css={card}>
                <span className="icon" aria-hidden="true">
                  <Icon name={m.icon} size={24} />
                </span>
                <strong>{m.metric}</strong>
                <span>{m.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
