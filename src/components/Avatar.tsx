import { css } from "@emotion/react";
import { theme, fixedColors } from "../theme/tokens";

// Deterministic tones (same name → same colours on server and client).
const TONES = [
  [fixedColors.violetStrong, fixedColors.violetLight, fixedColors.white],
  [fixedColors.gold, fixedColors.goldPale, fixedColors.onGold],
  [fixedColors.teal, fixedColors.tealLight, fixedColors.white],
  [fixedColors.rose, fixedColors.roseLight, fixedColors.white],
  [fixedColors.blue, fixedColors.blueLight, fixedColors.white],
  [fixedColors.ink, fixedColors.inkSoft, fixedColors.goldLight],
] as const;

const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");

/** A drawn portrait: the person's initials on a gradient disc (no photos from other hosts). */
export function Avatar({
  name,
  size = 48,
  src,
  className,
}: {
  name: string;
  size?: number;
  src?: string;
  className?: string;
}) {
  const [from, to, ink] = TONES[hash(name) % TONES.length]!;
  const box = css`
    flex: none;
    width: ${size}px;
    height: ${size}px;
    border-radius: 50%;
    box-shadow: 0 0 0 3px ${theme.colors.surface};
  `;
  if (src)
    return (
      <img src={src} alt="" width={size} height={size} css={[box, css`object-fit: cover;`]} className={className} />
    );
  return (
    <span
      aria-hidden="true"
      css={[
        box,
        css`
          display: inline-grid;
          place-items: center;
          background: linear-gradient(135deg, ${from}, ${to});
          color: ${ink};
          font-weight: 700;
          font-size: ${Math.round(size * 0.36)}px;
          letter-spacing: 0.02em;
          line-height: 1;
          user-select: none;
        `,
      ]}
      className={className}
    >
      {initialsOf(name)}
    </span>
  );
}
