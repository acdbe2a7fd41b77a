import { css } from "@emotion/react";
import type { CubeFace } from "../../generated/schema";
import { Icon } from "../../components/Icon";
import { theme } from "../../theme/tokens";
import { FaceMark } from "./FaceMark";
import { badgeCss } from "./styles";

const wrap = css`
  display: grid;
  gap: 14px;
`;
const head = css`
  display: flex;
  align-items: center;
  gap: 14px;
`;
const tile = css`
  flex: none;
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: 14px;
  color: var(--brand);
  background: color-mix(in srgb, var(--brand) 12%, ${theme.colors.surface});
  border: 1px solid color-mix(in srgb, var(--brand) 28%, ${theme.colors.border});
`;
const label = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.colors.textMuted};
`;
const title = css`
  font-size: 21px;
  font-weight: 800;
  letter-spacing: -0.02em;
`;
const text = css`
  color: ${theme.colors.textSoft};
  font-size: 15.5px;
`;
const list = css`
  display: grid;
  gap: 8px;
  margin: 2px 0 0;
  padding: 0;
  list-style: none;
  font-size: 15px;
  font-weight: 500;
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: ${theme.colors.success};
  }
`;

/** What a face says: the same content in the desktop panel and in the modal card. */
export function FaceContent({ face, titleId }: { face: CubeFace; titleId: string }) {
  return (
    <div css={wrap}>
      <div css={head}>
        <span css={tile}>
          <FaceMark face={face} size={28} />
        </span>
        <div>
          <p css={label}>
            {face.label}
            {face.badge && <span css={badgeCss}>{face.badge}</span>}
          </p>
          <h3 id={titleId} css={title}>
            {face.title}
          </h3>
        </div>
      </div>
      <p css={text}>{face.text}</p>
      {face.points && face.points.length > 0 && (
        <ul css={list}>
          {face.points.map((point) => (
            <li key={point}>
              <Icon name="check-circle" size={17} />
              {point}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
