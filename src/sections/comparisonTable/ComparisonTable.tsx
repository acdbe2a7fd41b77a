import { css } from "@emotion/react";
import type { SectionOf } from "../types";
import { Icon } from "../../components/Icon";
import { Section } from "../../components/Section";
import { eyebrowCss, h2Css, leadCss } from "../../components/SectionHeading";
import { theme } from "../../theme/tokens";

const head = css`
  display: grid;
  gap: 14px;
  max-width: 720px;
  margin: 0 auto 40px;
  text-align: center;
`;
const wrap = css`
  max-width: 980px;
  margin: 0 auto;
  border-radius: ${theme.radius.xl};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.md};
  overflow: hidden;
`;
const table = css`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: 14px;
  ${theme.mq.md} {
    font-size: 16px;
  }
  th,
  td {
    hyphens: auto;
    overflow-wrap: normal;
    padding: 14px 12px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${theme.colors.border};
    ${theme.mq.md} {
      padding: 18px 24px;
    }
  }
  tbody tr:last-of-type > * {
    border-bottom: 0;
  }
  thead th {
    font-size: 13px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${theme.colors.textMuted};
    background: ${theme.colors.bgSoft};
    ${theme.mq.md} {
      font-size: 14px;
    }
  }
  thead th:last-of-type {
    color: ${theme.colors.accentText};
    background: ${theme.colors.accent};
  }
  col:first-of-type {
    width: 30%;
  }
  tbody th {
    font-weight: 700;
    color: ${theme.colors.text};
  }
  td {
    color: ${theme.colors.textSoft};
  }
  td:last-of-type {
    background: color-mix(in srgb, ${theme.colors.accent} 6%, transparent);
    color: ${theme.colors.text};
    font-weight: 500;
  }
  td span {
    display: flex;
    gap: 8px;
    align-items: flex-start;
  }
  td svg {
    flex: none;
    margin-top: 2px;
  }
  [data-verdict="good"] svg {
    color: ${theme.colors.success};
  }
  [data-verdict="bad"] svg {
    color: ${theme.colors.danger};
  }
  [data-verdict="neutral"] svg {
    color: ${theme.colors.textMuted};
  }
  @media (max-width: 479.98px) {
    td svg {
      display: none;
    }
  }
  @media (max-width: 379.98px) {
    font-size: 13px;
    th,
    td {
      padding: 12px 8px;
    }
    thead th {
      font-size: 11px;
      letter-spacing: 0;
    }
  }
`;

const ICONS = { good: "check-circle", bad: "circle-x", neutral: "minus" } as const;

/** Two options compared criterion by criterion, as a real table (caption, column and row headers). */
export function ComparisonTable({ section }: { section: SectionOf<"comparisonTable"> }) {
  const headingId = `${section.id ?? "comparativa"}-title`;
  const { heading } = section;
  return (
    <Section id={section.id} tone={section.tone ?? "plain"} labelledBy={headingId}>
      <div css={head}>
        {heading.eyebrow && <span css={eyebrowCss}>{heading.eyebrow}</span>}
        <h2 id={headingId} css={h2Css}>
          {heading.title}
        </h2>
        {heading.lead && <p css={leadCss}>{heading.lead}</p>}
      </div>
      <div css={wrap}>
        <table css={table} aria-labelledby={headingId}>
          <colgroup>
            <col />
            <col />
            <col />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{section.criterionLabel}</th>
              {section.options.map((o) => (
                <th scope="col" key={o}>
                  {o}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.criterion}>
                <th scope="row">{row.criterion}</th>
                {row.values.map((cell, i) => (
                  <td key={i} data-verdict={cell.verdict}>
                    <span>
                      <Icon name={ICONS[cell.verdict]} size={18} />
                      {cell.text}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
