import { css } from "@emotion/react";
import type { SectionOf } from "../types";
import { Container } from "../../components/Container";
import { Cta } from "../../components/Cta";
import { theme } from "../../theme/tokens";

const wrap = css`
  padding: 96px 0 120px;
  text-align: center;
  ${theme.mq.md} {
    padding: 140px 0 160px;
  }
`;
const code = css`
  font-size: clamp(72px, 16vw, 140px);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
  background: linear-gradient(135deg, ${theme.colors.accent}, ${theme.colors.yellow});
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

/**
 * A centred message with actions (not-found pages, empty states). Markup
 * only: the page's script logs the address when `logPath` asks for it
 * (src/chrome/not-found-log.ts) and makes 'Volver atrás' go back
 * (src/chrome/back-links.ts), so a not-found page runs no React.
 */
export function Notice({ section }: { section: SectionOf<"notice"> }) {
  return (
    <section id={section.id} css={wrap} data-log-not-found={section.logPath ? "" : undefined}>
      <Container css={css`display: grid; gap: 20px; justify-items: center;`}>
        {section.code && (
          <p css={code} aria-hidden="true">
            {section.code}
          </p>
        )}
        <h1 css={css`font-size: clamp(28px, 4.4vw, 44px); font-weight: 800;`}>{section.title}</h1>
        {section.text && (
          <p css={css`max-width: 520px; font-size: 18px; color: ${theme.colors.textSoft};`}>{section.text}</p>
        )}
        {section.actions && (
          <div css={css`display: flex; flex-wrap: wrap; gap: 12px; justify-content: center; margin-top: 12px;`}>
            {section.actions.map((cta, i) => (
              <Cta key={i} cta={cta} />
            ))}
          </div>
        )}
      </Container>
    </section>
  );
}
