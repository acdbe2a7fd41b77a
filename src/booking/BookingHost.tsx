// Site-level host of the demo booking modal and its floating button. The
// modal's code is fetched the first time the booking atom opens.
import { css, keyframes } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { lazy, Suspense, useEffect, useState } from "react";
import { useSite } from "../runtime/site-context";
import { bookingModalAtom } from "../state/booking-modal";
import { theme } from "../theme/tokens";
import { FloatingDemoButton } from "./FloatingDemoButton";

const BookingModal = lazy(() => import("./BookingModal"));

export function BookingHost() {
  const { site } = useSite();
  const { open } = useAtomValue(bookingModalAtom);
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (open) setRequested(true);
  }, [open]);
  const config = site.booking;
  if (!config) return null;
  return (
    <>
      <FloatingDemoButton label={config.floatingButton.label} />
      {requested && (
        <Suspense fallback={open ? <Loading /> : null}>
          <BookingModal config={config} />
        </Suspense>
      )}
    </>
  );
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
const spin = keyframes`to { transform: rotate(360deg); }`;
const veil = css`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  background: rgb(13 11 26 / 0.3);
  animation: ${appear} 0.2s ease 0.3s both;
`;
const dot = css`
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 3px solid ${theme.colors.accentTint};
  border-top-color: ${theme.colors.accent};
  animation: ${spin} 0.8s linear infinite;
`;
