import { css } from "@emotion/react";
import { useContext } from "react";
import type { SectionOf } from "../types";
import { Container } from "../../components/Container";
import { Cta } from "../../components/Cta";
import { Icon } from "../../components/Icon";
import type { StoriesCollection } from "../../generated/schema";
import { splitHighlight } from "../../core/format/highlight";
import { PageContext } from "../../site-data";
import { theme, fixedColors } from "../../theme/tokens";

const hero = css`
  position: relative;
  overflow: hidden;
  padding: 56px 0 72px;
  text-align: center;
  background:
    radial-gradient(50% 70% at 50% 0%, color-mix(in srgb, ${theme.colors.accent} 16%, transparent), transparent 70%),
    radial-gradient(30% 40% at 100% 100%, color-mix(in srgb, ${theme.colors.yellow} 14%, transparent), transparent 70%),
    ${theme.colors.bg};
  ${theme.mq.md} {
    padding: 88px 0 104px;
  }
`;
const eyebrow = css`
  display: inline-block;
  padding: 6px 14px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.accentTint};
  color: ${theme.colors.accentStrong};
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
const title = css`
  max-width: 900px;
  margin: 20px auto 0;
  font-size: clamp(36px, 6vw, 64px);
  font-weight: 800;
  letter-spacing: -0.035em;
  line-height: 1.04;
  .mark {
    background: linear-gradient(100deg, ${theme.colors.accent}, ${fixedColors.lilac} 60%, ${theme.colors.accent});
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
    html[data-theme="dark"] & {
      background-image: linear-gradient(100deg, ${fixedColors.lavender}, ${fixedColors.goldLight});
    }
  }
`;
const lead = css`
  max-width: 640px;
  margin: 20px auto 0;
  font-size: clamp(17px, 1.9vw, 20px);
  color: ${theme.colors.textSoft};
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 32px;
`;
const figures = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  max-width: 1040px;
  margin: 48px auto 0;
  padding: 0;
  list-style: none;
  ${theme.mq.md} {
    grid-template-columns: repeat(var(--n), minmax(0, 1fr));
    gap: 20px;
    margin-top: 64px;
  }
  li {
    display: grid;
    justify-items: center;
    align-content: start;
    gap: 6px;
    padding: 22px 12px;
    border-radius: ${theme.radius.lg};
    background: color-mix(in srgb, ${theme.colors.surface} 80%, transparent);
    border: 1px solid ${theme.colors.border};
    box-shadow: ${theme.shadow.sm};
    backdrop-filter: blur(8px);
    ${theme.mq.md} {
      padding: 28px 16px;
    }
  }
  .icon {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    margin-bottom: 4px;
    border-radius: 12px;
    background: ${theme.colors.accentTint};
    color: ${theme.colors.accent};
  }
  li:nth-of-type(even) .icon {
    background: ${theme.colors.yellowTint};
    color: ${theme.colors.yellowText};
  }
  .value {
    font-size: clamp(28px, 4vw, 42px);
    font-weight: 800;
    letter-spacing: -0.04em;
    line-height: 1.05;
  }
  .label {
    font-size: 14px;
    line-height: 1.35;
    color: ${theme.colors.textSoft};
  }
`;

/** Success-stories hero: the title and the summary figures from pages/_data/stories.json. */
export function StoriesHero({ section }: { section: SectionOf<"storiesHero"> }) {
  const summary = (useContext(PageContext)?.data.stories as StoriesCollection | undefined)?.summary;
  const [before, marked, after] = splitHighlight(section.title, section.highlight);
  const headingId = `${section.id ?? "historias"}-title`;
  return (
    <section id={section.id} aria-labelledby={headingId} css={hero}>
      <Container>
        {section.eyebrow && <p css={eyebrow}>{section.eyebrow}</p>}
        <h1 id={headingId} css={title}>
          {before}
          {marked && <span className="mark">{marked}</span>}
          {after}
        </h1>
        {section.lead && <p css={lead}>{section.lead}</p>}
        {section.actions && (
          <div css={actions}>
            {section.actions.map((cta, i) => (
              <Cta key={i} cta={cta} />
            ))}
          </div>
        )}
        {summary && (
          <ul css={[figures, css`--n: ${section.figures.length};`]}>
            {section.figures.map((figure) => (
              <li key={figure.key}>
                {figure.icon && (
                  <span className="icon" aria-hidden="true">
                    <Icon name={figure.icon} size={20} />
                  </span>
                )}
                <span className="value">{summary[figure.key]}</span>
                <span className="label">{figure.label}</span>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
