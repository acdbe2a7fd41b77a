import { css } from "@emotion/react";
import type { SectionOf } from "../types";
import { Icon } from "../../components/Icon";
import { headingGap, Section } from "../../components/Section";
import { SectionHeading } from "../../components/SectionHeading";
import { theme, fixedColors } from "../../theme/tokens";

// Mobile: one column with the line on the left. lg: the line in the middle,
// milestones alternating sides.
const list = css`
  position: relative;
  display: grid;
  gap: 24px;
  max-width: 1000px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  &::before {
    content: "";
    position: absolute;
    top: 8px;
    bottom: 8px;
    left: 21px;
    width: 2px;
    border-radius: 1px;
    background: linear-gradient(${theme.colors.accent}, ${theme.colors.yellow});
    opacity: 0.5;
  }
  ${theme.mq.lg} {
    gap: 8px;
    &::before {
      left: calc(50% - 1px);
    }
  }
`;
const item = css`
  position: relative;
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr);
  gap: 18px;
  align-items: start;
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) 44px minmax(0, 1fr);
    gap: 32px;
    & > .card {
      grid-column: 1;
      grid-row: 1;
      text-align: right;
    }
    & > .dot {
      grid-column: 2;
      grid-row: 1;
    }
    &:nth-of-type(even) > .card {
      grid-column: 3;
      text-align: left;
    }
  }
  .dot {
    position: relative;
    z-index: 1;
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: ${theme.colors.surface};
    border: 2px solid ${theme.colors.accent};
    color: ${theme.colors.accent};
    box-shadow: 0 0 0 6px ${theme.colors.bg};
  }
  &[data-highlight] .dot {
    background: ${theme.colors.yellow};
    border-color: ${theme.colors.yellow};
    color: ${fixedColors.onGold};
  }
  .card {
    padding: 20px 22px;
    border-radius: ${theme.radius.lg};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    box-shadow: ${theme.shadow.sm};
  }
  &[data-highlight] .card {
    border-color: color-mix(in srgb, ${theme.colors.accent} 45%, ${theme.colors.border});
    box-shadow: ${theme.shadow.md};
  }
  .date {
    display: block;
    font-size: 14px;
    font-weight: 800;
    letter-spacing: 0.02em;
    color: ${theme.colors.accent};
  }
  h3 {
    margin-top: 4px;
    font-size: 19px;
  }
  p {
    margin-top: 6px;
    color: ${theme.colors.textSoft};
    font-size: 15px;
  }
`;

/** Milestones in order along a line. */
export function Timeline({ section }: { section: SectionOf<"timeline"> }) {
  const headingId = section.heading ? `${section.id ?? "timeline"}-title` : undefined;
  return (
    <Section id={section.id} tone={section.tone ?? "plain"} labelledBy={headingId}>
      {section.heading && (
        <div css={headingGap}>
          <SectionHeading heading={section.heading} id={headingId} />
        </div>
      )}
      <ol css={list}>
        {section.events.map((event) => (
          <li key={`${event.date}-${event.title}`} css={item} data-highlight={event.highlight ? "" : undefined}>
            <span className="dot" aria-hidden="true">
              <Icon name={event.icon ?? "calendar"} size={20} />
            </span>
            <div className="card">
              <span className="date">{event.date}</span>
              <h3>{event.title}</h3>
              <p>{event.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
