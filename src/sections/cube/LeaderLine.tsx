import type { CSSProperties, Ref } from "react";
import { lineCss } from "./styles";

/** The line from the active face to the desktop panel; its geometry is written by `placeLeaderLine`. */
export function LeaderLine({
  svgRef,
  closing,
  closeMs,
}: {
  svgRef: Ref<SVGSVGElement>;
  closing: boolean;
  closeMs: number;
}) {
  return (
    <svg
      ref={svgRef}
      css={lineCss}
      data-state={closing ? "closing" : "open"}
      data-ready="false"
      aria-hidden="true"
      style={{ "--close-ms": `${closeMs}ms` } as CSSProperties}
    >
      <path pathLength={1} />
      <circle r={5.5} />
      <circle r={4.5} />
    </svg>
  );
}

/** Draws the line from the centre of `face` to the left edge of `slot`, in `stage` coordinates. */
export function placeLeaderLine(stage: HTMLElement, face: HTMLElement, slot: HTMLElement, svg: SVGSVGElement) {
  const s = stage.getBoundingClientRect();
  const f = face.getBoundingClientRect();
  const p = slot.getBoundingClientRect();
  if (!f.width || !p.width) return;
  const x1 = f.left + f.width / 2 - s.left;
  const y1 = f.top + f.height / 2 - s.top;
  const x2 = p.left - s.left - 8;
  const y2 = p.top + p.height / 2 - s.top;
  const mid = x1 + (x2 - x1) * 0.55;
  svg
    .querySelector("path")
    ?.setAttribute(
      "d",
      `M${x1.toFixed(1)} ${y1.toFixed(1)} C${mid.toFixed(1)} ${y1.toFixed(1)} ${mid.toFixed(1)} ${y2.toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)}`,
    );
  const [start, end] = svg.querySelectorAll("circle");
  start?.setAttribute("cx", x1.toFixed(1));
  start?.setAttribute("cy", y1.toFixed(1));
  end?.setAttribute("cx", x2.toFixed(1));
  end?.setAttribute("cy", y2.toFixed(1));
  svg.dataset.ready = "true";
}
