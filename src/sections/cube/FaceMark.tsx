import { css } from "@emotion/react";
import type { CubeFace } from "../../generated/schema";
import { Icon } from "../../components/Icon";
import { Logo } from "../../components/Logo";

const logoCss = (size: number) => css`
  display: inline-flex;
  width: ${size}px;
  height: ${size}px;
  & > span,
  & svg {
    width: 100%;
    height: 100%;
  }
`;

/** A face's mark in its brand colour: its icon, or the product's own logo for the widget face. */
export function FaceMark({ face, size }: { face: CubeFace; size: number }) {
  if (face.icon) return <Icon name={face.icon} size={size} />;
  return (
    <span aria-hidden="true" css={logoCss(size)}>
      <Logo name="" />
    </span>
  );
}
