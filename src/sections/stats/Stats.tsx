import { css } from "@emotion/react";
import type { SectionOf } from "../types";
import { Icon } from "../../components/Icon";
import { headingGap, Section } from "../../components/Section";
import { SectionHeading } from "../../components/SectionHeading";
import { theme, fixedColors, fixedAlpha } from "../../theme/tokens";

const grid = (count: number) => css`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  ${theme.mq.lg} {
    grid-template-columns: repeat(${count === 6 ? 3 : count}, minmax(0, 1fr));
    gap: 20px;
  }
`;
const card = css`
  display: grid;
  align-content: start;
  gap: 6px;
  padding: 28px 24px;
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadow.sm};
  .icon {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    margin-bottom: 10px;
    border-radius: 12px;
    background: ${theme.colors.yellowTint};
    color: ${theme.colors.yellowText};
  }
  .value {
    font-size: clamp(34px, 4vw, 44px);
    font-weight: 800;
    line-height: 1.05;
    letter-spacing: -0.04em;
    color: ${theme.colors.text};
  }
  .label {
    font-weight: 700;
  }
  .description {
    font-size: 14px;
    color: ${theme.colors.textSoft};
  }
  .bar {
    height: 8px;
    margin: 8px 0 4px;
    border-radius: 4px;
    background: ${theme.colors.bgSoft};
    border: 1px solid ${theme.colors.border};
    overflow: hidden;
  }
  .bar i {
    display: block;
    height: 100%;
    border-radius: 4px;
    background: linear-gradient(90deg, ${theme.colors.accent}, ${fixedColors.lilac});
  }
`;
const band = css`
  position: relative;
  overflow: hidden;
  padding: 40px 24px;
  border-radius: ${theme.radius.xl};
  background: linear-gradient(135deg, ${fixedColors.violetDeeper}, ${fixedColors.violetStrong} 60%, ${fixedColors.violet});
  color: ${fixedColors.white};
  ${theme.mq.md} {
    padding: 56px 48px;
  }
  h2 {
    color: ${fixedColors.white};
  }
  p {
    color: ${fixedAlpha("white", 0.82)};
  }
  & > div > span {
    color: ${fixedColors.goldLight};
  }
  ul {
    position: relative;
  }
  li {
    display: grid;
    align-content: start;
    gap: 4px;
    padding: 8px 0 8px 20px;
    border-left: 2px solid ${fixedAlpha("gold", 0.8)};
  }
  .value {
    font-size: clamp(36px, 4.6vw, 52px);
    font-weight: 800;
    line-height: 1.05;
    letter-spacing: -0.04em;
    color: ${fixedColors.white};
  }
  .label {
    font-weight: 700;
    color: ${fixedColors.white};
  }
  .description {
    font-size: 14px;
    color: ${fixedAlpha("white", 0.78)};
  }
  .icon,
  .bar {
    display: none;
  }
`;
const note = css`
  margin-top: 20px;
  font-size: 13px;
  color: ${theme.colors.textMuted};
  text-align: center;
`;

/** Figures as cards or as an accent band. */
export function Stats({ section }: { section: SectionOf<"stats"> }) {
  const headingId = section.heading ? `${section.id ?? "stats"}-title` : undefined;
  const isBand = section.variant === "band";
  const list = (
    <ul css={grid(section.stats.length)}>
      {section.stats.map((stat) => (
        <li key={stat.label} css={isBand ? undefined : card}>
          {stat.icon && (
            <span className="icon" aria-hidden="true">
              <Icon name={stat.icon} size={22} />
            </span>
          )}
          <span className="value">{stat.value}</span>
          {stat.percent !== undefined && (
            <span className="bar" aria-hidden="true">
              <i style={{ width: `${stat.percent}%` }} />
            </span>
          )}
          <span className="label">{stat.label}</span>
          {stat.description && <span className="description">{stat.description}</span>}
        </li>
      ))}
    </ul>
  );
  return (
    <Section id={section.id} tone={section.tone ?? "plain"} labelledBy={headingId}>
      {isBand ? (
        <div css={band}>
          {section.heading && <SectionHeading heading={section.heading} id={headingId} align="start" />}
          {list}
        </div>
      ) : (
        <>
          {section.heading && (
            <div css={headingGap}>
              <SectionHeading heading={section.heading} id={headingId} />
            </div>
          )}
          {list}
        </>
      )}
      {section.note && <p css={note}>{section.note}</p>}
    </Section>
  );
}
