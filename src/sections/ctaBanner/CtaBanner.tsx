import { css } from "@emotion/react";
import type { SectionOf } from "../types";
import { Container } from "../../components/Container";
import { Cta } from "../../components/Cta";
import { theme, fixedColors, fixedAlpha } from "../../theme/tokens";

const wrap = css`
  padding: 64px 0;
  ${theme.mq.md} {
    padding: 96px 0;
  }
`;
const band = css`
  position: relative;
  overflow: hidden;
  isolation: isolate;
  padding: 48px 24px;
  border-radius: ${theme.radius.xl};
  background: linear-gradient(135deg, ${fixedColors.violetDeep} 0%, ${fixedColors.violet} 55%, ${fixedColors.violetLight} 100%);
  color: ${fixedColors.white};
  text-align: center;
  box-shadow: 0 30px 60px -30px ${fixedAlpha("violetShadow", 0.6)};
  ${theme.mq.md} {
    padding: 72px 48px;
  }
  html[data-theme="dark"] & {
    background: linear-gradient(135deg, ${fixedColors.violetDeeper} 0%, ${fixedColors.violetStrong} 55%, ${fixedColors.violetBright} 100%);
    box-shadow: 0 0 0 1px ${fixedAlpha("white", 0.08)};
  }
  &::before,
  &::after {
    content: "";
    position: absolute;
    z-index: -1;
    border-radius: 50%;
  }
  &::before {
    width: 320px;
    height: 320px;
    right: -90px;
    top: -140px;
    background: radial-gradient(circle, ${fixedAlpha("gold", 0.55)}, transparent 65%);
  }
  &::after {
    width: 420px;
    height: 420px;
    left: -160px;
    bottom: -260px;
    border: 1px solid ${fixedAlpha("white", 0.18)};
    box-shadow: 0 0 0 60px ${fixedAlpha("white", 0.04)}, 0 0 0 120px ${fixedAlpha("white", 0.03)};
  }
  h2 {
    max-width: 760px;
    margin: 0 auto;
    font-size: clamp(28px, 4.4vw, 46px);
    font-weight: 800;
    letter-spacing: -0.03em;
  }
  .eyebrow {
    display: inline-block;
    margin-bottom: 16px;
    padding: 6px 14px;
    border-radius: ${theme.radius.pill};
    background: ${fixedAlpha("white", 0.14)};
    font-size: 13px;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  .text {
    max-width: 620px;
    margin: 16px auto 0;
    font-size: clamp(16px, 1.8vw, 19px);
    color: ${fixedAlpha("white", 0.86)};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 12px;
    margin-top: 32px;
  }
  .actions > * {
    flex: 1 1 100%;
    ${theme.mq.sm} {
      flex: 0 0 auto;
    }
  }
  .actions > :first-child {
    background: ${fixedColors.white};
    color: ${fixedColors.violetDeep};
    border-color: ${fixedColors.white};
    box-shadow: 0 10px 24px -10px ${fixedAlpha("black", 0.45)};
    &:hover {
      background: ${fixedColors.goldCream};
      color: ${fixedColors.violetDeeper};
    }
  }
  .actions > :nth-child(2) {
    background: transparent;
    color: ${fixedColors.white};
    border-color: ${fixedAlpha("white", 0.55)};
    box-shadow: none;
    &:hover {
      background: ${fixedAlpha("white", 0.12)};
      border-color: ${fixedColors.white};
      color: ${fixedColors.white};
    }
  }
  .actions :focus-visible {
    outline-color: ${fixedColors.gold};
  }
  .note {
    margin-top: 20px;
    font-size: 14px;
    color: ${fixedAlpha("white", 0.78)};
  }
`;

/** A closing call to action band. */
export function CtaBanner({ section }: { section: SectionOf<"ctaBanner"> }) {
  const headingId = `${section.id ?? "cta"}-title`;
  return (
    <section id={section.id} aria-labelledby={headingId} css={wrap}>
      <Container>
        <div css={band}>
          {section.eyebrow && <p className="eyebrow">{section.eyebrow}</p>}
          <h2 id={headingId}>{section.title}</h2>
          {section.text && <p className="text">{section.text}</p>}
          <div className="actions">
            {section.actions.map((cta, i) => (
              <Cta key={i} cta={cta} />
            ))}
          </div>
          {section.note && <p className="note">{section.note}</p>}
        </div>
      </Container>
    </section>
  );
}
