import type { IconName } from "../generated/schema";

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** An icon from the static sprite (public/icons.svg): no JS cost per icon. */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <use href={`/icons.svg#i-${name}`} />
    </svg>
  );
}
