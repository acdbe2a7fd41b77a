import { css } from "@emotion/react";
import type { SectionHeading as Heading } from "../generated/schema";
import { theme } from "../theme/tokens";

const wrap = (align: "center" | "start") => css`
  display: grid;
  gap: 14px;
  max-width: 720px;
  margin: ${align === "center" ? "0 auto" : "0"} 0 48px;
  text-align: ${align};
  ${align === "center" ? "margin-inline: auto;" : ""}
`;

export const eyebrowCss = css`
  display: inline-block;
  justify-self: inherit;
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.accent};
`;

export const h2Css = css`
  font-size: clamp(28px, 4.2vw, 44px);
  font-weight: 800;
`;

export const leadCss = css`
  font-size: clamp(16px, 1.6vw, 19px);
  color: ${theme.colors.textSoft};
`;

/** The eyebrow + h2 + lead that open most sections. */
export function SectionHeading({
  heading,
  id,
  align = "center",
}: {
  heading: Heading;
  id?: string;
  align?: "center" | "start";
}) {
  return (
    <div css={wrap(align)}>
      {heading.eyebrow && <span css={eyebrowCss}>{heading.eyebrow}</span>}
      <h2 id={id} css={h2Css}>
        {heading.title}
      </h2>
      {heading.lead && <p css={leadCss}>{heading.lead}</p>}
    </div>
  );
}
