import { css } from "@emotion/react";
import type { SectionOf } from "../types";
import { Icon } from "../../components/Icon";
import { headingGap, Section } from "../../components/Section";
import { SectionHeading } from "../../components/SectionHeading";
import { useFeature } from "../../components/useFeature";
import { theme, fixedColors } from "../../theme/tokens";

const columns = css`
  display: grid;
  gap: 24px;
  ${theme.mq.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 32px;
  }
`;
const panel = (accent: boolean) => css`
  padding: 28px 24px;
  border-radius: ${theme.radius.xl};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  ${theme.mq.md} {
    padding: 36px;
  }
  h3 {
    display: flex;
    align-items: center;
    gap: 12px;
    font-size: 22px;
    margin-bottom: 24px;
  }
  h3 span {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 12px;
    background: ${accent ? theme.colors.accent : theme.colors.yellow};
    color: ${accent ? theme.colors.accentText : fixedColors.onGold};
  }
  ul {
    display: grid;
    gap: 14px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    color: ${theme.colors.textSoft};
  }
  li svg {
    flex: none;
    margin-top: 2px;
    color: ${accent ? theme.colors.accent : theme.colors.yellowText};
  }
`;

/** A feature's key benefits and main functions, side by side. */
export function FeatureDetails({ section }: { section: SectionOf<"featureDetails"> }) {
  const feature = useFeature();
  if (!feature) return null;
  const headingId = `${section.id ?? "detalles"}-title`;
  return (
    <Section id={section.id} tone={section.tone ?? "soft"} labelledBy={headingId}>
      <div css={headingGap}>
        <SectionHeading heading={section.heading} id={headingId} />
      </div>
      <div css={columns}>
        <div css={panel(true)}>
          <h3>
            <span aria-hidden="true">
              <Icon name="sparkles" size={20} />
            </span>
            {section.benefitsTitle}
          </h3>
          <ul>
            {feature.details.benefits.map((b) => (
              <li key={b}>
                <Icon name="check-circle" size={20} />
                {b}
              </li>
            ))}
          </ul>
        </div>
        <div css={panel(false)}>
          <h3>
            <span aria-hidden="true">
              <Icon name="list-checks" size={20} />
            </span>
            {section.functionsTitle}
          </h3>
          <ul>
            {feature.details.functions.map((f) => (
              <li key={f}>
                <Icon name="check" size={20} />
                {f}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
