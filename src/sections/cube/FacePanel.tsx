import type { CSSProperties, PointerEventHandler, Ref } from "react";
import type { CubeFace } from "../../generated/schema";
import { FaceContent } from "./FaceContent";
import { FaceMark } from "./FaceMark";
import { markRowCss, panelCss, placeholderCss, slotCss } from "./styles";

interface Props {
  minWidth: number;
  faces: readonly CubeFace[];
  face: CubeFace | null;
  closing: boolean;
  closeMs: number;
  hint: string;
  panelId: string;
  slotRef: Ref<HTMLDivElement>;
  onPointerEnter: PointerEventHandler;
  onPointerLeave: PointerEventHandler;
}

/**
 * The desktop side panel. Its slot is always there (with a hint and the six
 * marks while idle), so opening a panel never moves the page.
 */
export function FacePanel({
  minWidth,
  faces,
  face,
  closing,
  closeMs,
  hint,
  panelId,
  slotRef,
  onPointerEnter,
  onPointerLeave,
}: Props) {
  return (
    <div ref={slotRef} css={slotCss(minWidth)} aria-live="polite">
      <div css={placeholderCss} data-hidden={!!face} aria-hidden={!!face}>
        <div css={markRowCss} aria-hidden="true">
          {faces.map((f) => (
            <span key={f.id} style={{ "--brand": f.color } as CSSProperties}>
              <FaceMark face={f} size={20} />
            </span>
          ))}
        </div>
        <p>{hint}</p>
      </div>
      {face && (
        <div
          key={face.id}
          id={panelId}
          css={panelCss}
          data-state={closing ? "closing" : "open"}
          data-testid="cube-panel"
          style={{ "--brand": face.color, "--close-ms": `${closeMs}ms` } as CSSProperties}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
        >
          <FaceContent face={face} titleId={`${panelId}-title`} />
        </div>
      )}
    </div>
  );
}
