import type { ButtonHTMLAttributes, CSSProperties, Ref } from "react";
import type { CubeFace } from "../../generated/schema";
import { FACE_TRANSFORM } from "./orientation";
import { FaceMark } from "./FaceMark";
import { badgeCss, cubeCss, faceBadgeCss, faceCss, faceLabelCss, faceMarkCss, sceneCss } from "./styles";

interface Props {
  faces: readonly CubeFace[];
  cubeRef: Ref<HTMLDivElement>;
  label: string;
  /** Props of each face's button (handlers, tabIndex, aria state, ref). */
  faceProps: (
    face: CubeFace,
    index: number,
  ) => ButtonHTMLAttributes<HTMLButtonElement> & { ref: Ref<HTMLButtonElement> };
  activeId: string | null;
}

/** The 3D cube: six buttons on the sides of a preserve-3d box. */
export function CubeModel({ faces, cubeRef, label, faceProps, activeId }: Props) {
  return (
    <div css={sceneCss}>
      <div ref={cubeRef} css={cubeCss} role="group" aria-label={label}>
        {faces.map((face, index) => (
          <button
            key={face.id}
            type="button"
            css={faceCss}
            data-position={face.position}
            data-face={face.id}
            data-active={activeId === face.id}
            style={{ "--brand": face.color, transform: FACE_TRANSFORM[face.position] } as CSSProperties}
            {...faceProps(face, index)}
          >
            <span css={faceMarkCss}>
              <FaceMark face={face} size={64} />
            </span>
            <span css={faceLabelCss}>{face.label}</span>
            {face.badge && <span css={[badgeCss, faceBadgeCss]}>{face.badge}</span>}
          </button>
        ))}
      </div>
    </div>
  );
}
