import { css } from "@emotion/react";
import { theme, fixedColors } from "../theme/tokens";

/** The brand mark (a table seen from above) and the brand name from the site document. */
export function Logo({ name }: { name: string }) {
  return (
    <span
      css={css`display: inline-flex; align-items: center; gap: 10px; font-weight: 800; font-size: 20px; letter-spacing: -0.03em; color: ${theme.colors.text};`}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill={fixedColors.violet} />
        <circle cx="16" cy="16" r="6.5" fill={fixedColors.white} />
        <circle cx="16" cy="6.8" r="2.2" fill={fixedColors.gold} />
        <circle cx="16" cy="25.2" r="2.2" fill={fixedColors.gold} />
        <circle cx="6.8" cy="16" r="2.2" fill={fixedColors.gold} />
        <circle cx="25.2" cy="16" r="2.2" fill={fixedColors.gold} />
      </svg>
      {name}
    </span>
  );
}
