import {
  useCallback,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from "react";
import { useLingui } from "@lingui/react/macro";
import type { SectionOf } from "../types";
import type { CubeFace } from "../../generated/schema";
import { Section } from "../../components/Section";
import { SectionHeading } from "../../components/SectionHeading";
import { Icon } from "../../components/Icon";
import { cubeReducer, initialCubeState, shownFace, type OpenedBy } from "./state";
import { CubeModel } from "./CubeModel";
import { FacePanel } from "./FacePanel";
import { FaceDialog } from "./FaceDialog";
import { LeaderLine, placeLeaderLine } from "./LeaderLine";
import { AnchorOrFallbackLink } from "./AnchorOrFallbackLink";
import { useCubeRotation } from "./useCubeRotation";
import { useReducedMotion, useViewportMode } from "./useViewportMode";
import { parseStrike } from "./strike";
import {
  headingGapCss,
  badgeCss,
  bannerCss,
  bannerTextCss,
  floorCss,
  orbitCss,
  ringCss,
  stageCss,
  tagsCss,
  touchHintCss,
} from "./styles";

/** Grace time to move the pointer from a face to its panel. */
const LEAVE_GRACE_MS = 200;

/** The integration cube section (spec §2 "Integration cube", §4 "Cube"). */
export function Cube({ section }: { section: SectionOf<"cube"> }) {
  const { t } = useLingui();
  const { faces, layout, motion } = section;
  const uid = `cube${useId().replace(/[^\w-]/g, "")}`;
  const headingId = `${section.id ?? "cube"}-title`;
  const mode = useViewportMode(layout.desktopMinWidth, layout.drawerMaxWidth);
  const reducedMotion = useReducedMotion();
  const [state, dispatch] = useReducer(cubeReducer, initialCubeState);
  const [tabbable, setTabbable] = useState(faces[0]?.id);

  const stageRef = useRef<HTMLDivElement>(null);
  const cubeRef = useRef<HTMLDivElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const lineRef = useRef<SVGSVGElement>(null);
  const faceEls = useRef(new Map<string, HTMLButtonElement>());
  const pointerPressed = useRef(false);
  const returningFocus = useRef(false);
  const leaveTimer = useRef<number | undefined>(undefined);
  // After a scroll closes the panel, the browser's synthetic hover (the page moved under a
  // still pointer) must not reopen it: hover opens again once the pointer really moves.
  const hoverBlocked = useRef(false);

  const shownId = shownFace(state);
  const shown = faces.find((f) => f.id === shownId) ?? null;
  const activeFace = faces.find((f) => f.id === state.active) ?? null;
  const closeMs = reducedMotion
    ? 0
    : mode === "panel"
      ? motion.closeMs.panel
      : mode === "drawer"
        ? motion.closeMs.drawer
        : motion.closeMs.card;

  const open = useCallback((face: string, by: OpenedBy) => {
    window.clearTimeout(leaveTimer.current);
    dispatch({ type: "open", face, by });
  }, []);
  const close = useCallback(() => {
    window.clearTimeout(leaveTimer.current);
    dispatch({ type: "close" });
  }, []);

  // Keep the leader line on its face (also while the cube turns to it).
  const measure = useCallback(() => {
    const stage = stageRef.current;
    const slot = slotRef.current;
    const svg = lineRef.current;
    const face = shownId ? faceEls.current.get(shownId) : undefined;
    if (stage && slot && svg && face && mode === "panel") placeLeaderLine(stage, face, slot, svg);
  }, [shownId, mode]);
  const measureRef = useRef(measure);
  measureRef.current = measure;

  useCubeRotation(cubeRef, stageRef, {
    turnSeconds: motion.turnSeconds,
    paused: state.active !== null,
    target: state.openedBy === "focus" && activeFace ? activeFace.position : null,
    reducedMotion,
    onFrame: () => measureRef.current(),
  });

  useEffect(() => {
    if (!state.active || mode !== "panel") return;
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [state.active, mode, measure]);

  // Closing animation, then the panel or dialog leaves. The animation starts
  // with the next frame, not at this commit: on a busy phone the rest of the
  // task (focus return, layout) can take tens of ms, and a timer started here
  // cut the animation's end off by as much.
  useEffect(() => {
    if (!state.closing) return;
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => dispatch({ type: "closed" }), closeMs);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [state.closing, closeMs]);

  // A modal closed: focus goes back to its face at once (without reopening it). The
  // dialog's focus trap was switched off earlier in this same commit (child effects run first).
  useEffect(() => {
    if (!state.closing || mode === "panel") return;
    const face = faceEls.current.get(state.closing);
    returningFocus.current = true;
    face?.focus({ preventScroll: true });
    returningFocus.current = false;
  }, [state.closing, mode]);

  // Desktop panel: scrolling, leaving the window or pressing elsewhere closes it.
  useEffect(() => {
    if (!state.active || mode !== "panel") return;
    const onPointerDown = (event: PointerEvent) => {
      if (!stageRef.current?.contains(event.target as Node)) close();
    };
    // A panel opened by keyboard focus stays with its face (the browser may scroll to show the
    // focused face); it closes on blur. Pointer-opened panels close as soon as the page scrolls.
    const onScroll = () => {
      if (state.openedBy === "focus") return;
      hoverBlocked.current = true;
      close();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("blur", close);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("blur", close);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [state.active, state.openedBy, mode, close]);

  // Crossing a breakpoint resets: a panel does not turn into a dialog.
  const lastMode = useRef(mode);
  useEffect(() => {
    if (lastMode.current && lastMode.current !== mode) {
      dispatch({ type: "close" });
      dispatch({ type: "closed" });
    }
    lastMode.current = mode;
  }, [mode]);

  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  useEffect(() => {
    if (mode !== "panel") return;
    const onMove = (event: PointerEvent) => {
      if (event.movementX || event.movementY) hoverBlocked.current = false;
    };
    document.addEventListener("pointermove", onMove, { passive: true });
    return () => document.removeEventListener("pointermove", onMove);
  }, [mode]);

  const scheduleLeave = (event: ReactPointerEvent) => {
    if (mode !== "panel" || event.pointerType === "touch") return;
    window.clearTimeout(leaveTimer.current);
    leaveTimer.current = window.setTimeout(close, LEAVE_GRACE_MS);
  };
  const hover = (event: ReactPointerEvent, id: string) => {
    if (mode !== "panel" || event.pointerType === "touch" || hoverBlocked.current) return;
    window.clearTimeout(leaveTimer.current);
    if (state.active !== id) open(id, "hover");
  };
  // Reaching the panel keeps it open, and brings it back if it had started to close.
  const keepOpen = (event: ReactPointerEvent) => {
    if (event.pointerType === "touch") return;
    window.clearTimeout(leaveTimer.current);
    if (!state.active && state.closing) open(state.closing, "hover");
  };

  const onFaceKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>, index: number) => {
    const step: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let next: number | null = null;
    if (event.key in step) next = (index + step[event.key] + faces.length) % faces.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = faces.length - 1;
    else if (event.key === "Escape" && state.active && mode === "panel") {
      event.preventDefault();
      close();
      return;
    }
    if (next === null) return;
    event.preventDefault();
    faceEls.current.get(faces[next].id)?.focus();
  };

  const panelId = `${uid}-panel`;
  const dialogId = `${uid}-dialog`;
  const faceProps = (face: CubeFace, index: number) => ({
    ref: (el: HTMLButtonElement | null) => {
      if (el) faceEls.current.set(face.id, el);
      else faceEls.current.delete(face.id);
    },
    tabIndex: face.id === tabbable ? 0 : -1,
    "aria-expanded": mode === "panel" ? state.active === face.id : undefined,
    "aria-controls": mode === "panel" && state.active === face.id ? panelId : undefined,
    "aria-haspopup": mode === "card" || mode === "drawer" ? ("dialog" as const) : undefined,
    onPointerEnter: (event: ReactPointerEvent) => hover(event, face.id),
    onPointerMove: (event: ReactPointerEvent) => hover(event, face.id),
    onPointerLeave: scheduleLeave,
    onPointerDown: () => {
      pointerPressed.current = true;
    },
    onFocus: () => {
      setTabbable(face.id);
      if (!mode) return;
      // Keyboard focus opens the face; a press opens it on click, and focus given back by a closing dialog does not.
      if (returningFocus.current) return;
      if (pointerPressed.current) {
        pointerPressed.current = false;
        return;
      }
      open(face.id, "focus");
    },
    onBlur: (event: ReactFocusEvent<HTMLButtonElement>) => {
      const next = event.relatedTarget as HTMLElement | null;
      if (mode === "panel" && state.active === face.id && !next?.closest("[data-face]")) close();
    },
    onClick: () => {
      pointerPressed.current = false;
      if (mode && state.active !== face.id) open(face.id, "tap");
    },
    onKeyDown: (event: ReactKeyboardEvent<HTMLButtonElement>) => onFaceKeyDown(event, index),
  });

  const hint = section.hints;
  return (
    <Section id={section.id} labelledBy={headingId} tone="soft">
      <div css={headingGapCss}>
        <SectionHeading heading={section.heading} id={headingId} />
      </div>
      <div ref={stageRef} css={stageCss(layout.desktopMinWidth, layout.panel)} data-testid="cube-stage">
        <div css={{ display: "grid", justifyItems: "center" }}>
          <div css={orbitCss}>
            <span css={ringCss} aria-hidden="true" />
            <span css={floorCss} aria-hidden="true" />
            <CubeModel
              faces={faces}
              cubeRef={cubeRef}
              label={t`Canales del cubo de integraciones`}
              faceProps={faceProps}
              activeId={state.active}
            />
          </div>
          <p css={touchHintCss(layout.desktopMinWidth)}>
            <Icon name="smartphone" size={16} />
            {hint.touch}
          </p>
        </div>
        <FacePanel
          minWidth={layout.desktopMinWidth}
          faces={faces}
          face={mode === "panel" ? shown : null}
          closing={!state.active}
          closeMs={closeMs}
          hint={hint.pointer}
          panelId={panelId}
          slotRef={slotRef}
          onPointerEnter={keepOpen}
          onPointerLeave={scheduleLeave}
        />
        {mode === "panel" && shown && (
          <LeaderLine key={shown.id} svgRef={lineRef} closing={!state.active} closeMs={closeMs} />
        )}
      </div>
      {(mode === "card" || mode === "drawer") && shown && (
        <FaceDialog
          key={shown.id}
          face={shown}
          variant={mode}
          open={!!state.active}
          closeMs={closeMs}
          dialogId={dialogId}
          onClose={close}
        />
      )}
      <div css={bannerCss}>
        <p css={bannerTextCss}>
          {parseStrike(section.banner.text).map((part, i) =>
            part.struck ? <s key={i}>{part.text}</s> : <span key={i}>{part.text}</span>,
          )}
          {section.banner.tag && <span css={badgeCss}>{section.banner.tag}</span>}
        </p>
        <AnchorOrFallbackLink href={section.cta.href} fallbackHref={section.cta.fallbackHref}>
          {section.cta.label}
          <Icon name="arrow-right" size={18} />
        </AnchorOrFallbackLink>
      </div>
      {section.tags && section.tags.length > 0 && (
        <ul css={tagsCss}>
          {section.tags.map((tag) => (
            <li key={tag}>
              <Icon name="check-circle" size={17} />
              {tag}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
