// The floating 'Demo gratis' button: small screens only (hidden from the xl
// breakpoint), hidden while a primary call to action is at least half visible
// and while the modal is open. Added by script and fixed, so the prerendered
// page has nothing that appears or shifts.
import { css } from "@emotion/react";
import { Icon } from "../components/Icon";
import { theme } from "../theme/tokens";

/**
 * The button's markup, in a <template>: nothing of it is on the prerendered
 * page (without JavaScript it could not open anything), and
 * src/chrome/floating-demo.ts puts a copy on the page and runs it.
 */
export function FloatingDemoButton({ label }: { label: string }) {
  return (
    <template data-floating-demo-template="">
      <button type="button" css={fab} data-floating-demo="" data-hidden="" aria-hidden="true" inert tabIndex={-1}>
        <Icon name="calendar" size={18} />
        {label}
      </button>
    </template>
  );
}

const fab = css`
  position: fixed;
  right: max(16px, env(safe-area-inset-right));
  bottom: max(16px, env(safe-area-inset-bottom));
  z-index: 900;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 48px;
  padding: 12px 20px 12px 16px;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.accentText};
  font: inherit;
  font-size: 15px;
  font-weight: 650;
  box-shadow:
    0 10px 24px -8px color-mix(in srgb, ${theme.colors.accent} 70%, transparent),
    0 2px 6px rgb(var(--c-shadow) / 0.18);
  cursor: pointer;
  /* No visibility transition on the way in: the button is focusable at once
     (focus returns to it when the modal closes), even with reduced motion. */
  transition:
    opacity 0.2s ease,
    transform 0.25s cubic-bezier(0.2, 0.8, 0.2, 1),
    background-color 0.15s ease;
  &:hover {
    background: ${theme.colors.accentStrong};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 3px;
  }
  &[data-hidden] {
    opacity: 0;
    visibility: hidden;
    transform: translateY(12px) scale(0.96);
    pointer-events: none;
    transition:
      opacity 0.2s ease,
      transform 0.2s ease,
      visibility 0s linear 0.2s;
  }
  ${theme.mq.xl} {
    display: none;
  }
`;
