import { css } from "@emotion/react";
import type { SectionOf } from "../types";
import { Container } from "../../components/Container";
import { Cta } from "../../components/Cta";
import { theme } from "../../theme/tokens";

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
  background: linear-gradient(135deg, #3b1fb8 0%, #6c47ff 55%, #8b6dff 100%);
  color: #fff;
  text-align: center;
  box-shadow: 0 30px 60px -30px rgb(76 45 220 / 0.6);
  ${theme.mq.md} {
    padding: 72px 48px;
  }
  html[data-theme="dark"] & {
    background: linear-gradient(135deg, #2a1585 0%, #5433e0 55%, #7a5cff 100%);
    box-shadow: 0 0 0 1px rgb(255 255 255 / 0.08);
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
    background: radial-gradient(circle, rgb(255 201 64 / 0.55), transparent 65%);
  }
  &::after {
    width: 420px;
    height: 420px;
    left: -160px;
    bottom: -260px;
    border: 1px solid rgb(255 255 255 / 0.18);
    box-shadow: 0 0 0 60px rgb(255 255 255 / 0.04), 0 0 0 120px rgb(255 255 255 / 0.03);
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
    background: rgb(255 255 255 / 0.14);
    font-size: 13px;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  .text {
    max-width: 620px;
    margin: 16px auto 0;
    font-size: clamp(16px, 1.8vw, 19px);
    color: rgb(255 255 255 / 0.86);
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
    background: #fff;
    color: #3b1fb8;
    border-color: #fff;
    box-shadow: 0 10px 24px -10px rgb(0 0 0 / 0.45);
    &:hover {
      background: ${"#fff7db"};
      color: #2a1585;
    }
  }
  .actions > :nth-child(2) {
    background: transparent;
    color: #fff;
    border-color: rgb(255 255 255 / 0.55);
    box-shadow: none;
    &:hover {
      background: rgb(255 255 255 / 0.12);
      border-color: #fff;
      color: #fff;
    }
  }
  .actions :focus-visible {
    outline-color: ${"#ffc940"};
  }
  .note {
    margin-top: 20px;
    font-size: 14px;
    color: rgb(255 255 255 / 0.78);
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
