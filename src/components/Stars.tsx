import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { theme } from "../theme/tokens";

const STAR = "M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.2L12 17.1 6.4 20l1.1-6.2L2.9 9.4l6.3-.9z";

/** A star rating out of five, read as one phrase by screen readers. */
export function Stars({ rating, size = 18, className }: { rating: number; size?: number; className?: string }) {
  const { t } = useLingui();
  return (
    <span
      role="img"
      aria-label={t`${rating} de 5 estrellas`}
      css={css`display: inline-flex; gap: 2px;`}
      className={className}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
          <path d={STAR} fill={n <= rating ? theme.colors.yellow : theme.colors.border} />
        </svg>
      ))}
    </span>
  );
}
