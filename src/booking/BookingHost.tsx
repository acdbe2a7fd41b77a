// Site-level host of the demo booking modal (an island of the shell). The
// modal's code is fetched the first time the booking atom opens; opening and
// closing are announced to the page (the floating button, src/chrome, hides
// while the modal is open).
import { css, keyframes } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { useAtom } from "jotai";
import { Component, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from "react";
import { useSite } from "../site-data";
import { bookingModalAtom } from "../state/booking-modal";
import { theme, fixedAlpha } from "../theme/tokens";
import { spinner } from "../theme/primitives";
import { BOOKING_MODAL_EVENT } from "../chrome/floating-demo";

const loadModal = () => lazy(() => import("./BookingModal"));

export function BookingHost() {
  const { site } = useSite();
  const [{ open }, setModal] = useAtom(bookingModalAtom);
  const [requested, setRequested] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // A rejected lazy() stays rejected: a new attempt needs a new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger: each new attempt makes a new lazy()
  const BookingModal = useMemo(loadModal, [attempt]);
  useEffect(() => {
    if (open) setRequested(true);
    window.dispatchEvent(new CustomEvent(BOOKING_MODAL_EVENT, { detail: { open } }));
  }, [open]);
  const config = site.booking;
  if (!config) return null;
  return (
    <>
      {requested && (
        <LoadFailure
          key={attempt}
          onError={() => {
            // The chunk did not arrive (offline, new deploy): close, and try again on the next opening.
            setModal({ open: false, opener: null });
            setRequested(false);
            setAttempt((n) => n + 1);
          }}
        >
          <Suspense fallback={open ? <Loading /> : null}>
            <BookingModal config={config} />
          </Suspense>
        </LoadFailure>
      )}
    </>
  );
}

/** Keeps a failed chunk load from taking the page down. */
class LoadFailure extends Component<{ children: ReactNode; onError(): void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error("[booking] the booking modal could not be loaded", error);
    this.props.onError();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Shown only if the chunk takes longer than a moment to arrive. */
function Loading() {
  const { t } = useLingui();
  return (
    <div css={veil} role="status" aria-label={t`Cargando…`}>
      <span css={dot} />
    </div>
  );
}

const appear = keyframes`from { opacity: 0; }`;
const veil = css`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  background: ${fixedAlpha("night", 0.3)};
  animation: ${appear} 0.2s ease 0.3s both;
`;
const dot = spinner({
  size: 32,
  stroke: 3,
  seconds: 0.8,
  ring: { track: theme.colors.accentTint, arc: theme.colors.accent },
});
