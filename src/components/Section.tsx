import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { Container } from "./Container";
import { theme } from "../theme/tokens";

export type SectionTone = "plain" | "soft";

const pad = css`
  padding: 64px 0;
  ${theme.mq.md} {
    padding: 96px 0;
  }
`;
const tones: Record<SectionTone, ReturnType<typeof css>> = {
  plain: css`background: ${theme.colors.bg};`,
  soft: css`
    background: ${theme.colors.bgSoft};
    border-block: 1px solid ${theme.colors.border};
  `,
};

/** The vertical rhythm every content section shares: padding, background tone and the centred container. */
export function Section({
  id,
  tone = "plain",
  labelledBy,
  children,
  className,
}: {
  id?: string;
  tone?: SectionTone;
  labelledBy?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} css={[pad, tones[tone]]} className={className}>
      <Container>{children}</Container>
    </section>
  );
}

/**
 * Keeps 48px under a centred SectionHeading. Its own bottom margin is lost
 * (its `margin` shorthand reads as four values when centred); this wrapper's
 * margin collapses with the heading's, so it stays right once that is fixed.
 */
export const headingGap = css`
  margin-bottom: 48px;
`;
