import { css } from "@emotion/react";
import type { HTMLAttributes } from "react";
import { theme } from "../theme/tokens";

const base = css`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin-inline: auto;
  padding-inline: 20px;
  ${theme.mq.md} {
    padding-inline: 32px;
  }
`;

/**
 * Centres content at the site's max width with responsive side padding. A
 * `css` prop passed in overrides these styles. (A plain css-prop component,
 * not `@emotion/styled`: that package and its prop filter cost ~3.7 KB gzip
 * in every page's initial JavaScript.)
 */
export function Container(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={base} {...props} />;
}
