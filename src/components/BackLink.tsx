import type { MouseEvent } from "react";
import { SmartLink, type SmartLinkProps } from "./SmartLink";

/** Whether the visitor came to this page from another page of the site, so going back stays on it. */
export function cameFromThisSite(referrer = document.referrer, origin = window.location.origin, historyLength = window.history.length): boolean {
  if (historyLength < 2 || !referrer) return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

/**
 * 'Volver atrás': a link to its fallback `href`, so it works without
 * JavaScript and for a visitor who landed here from elsewhere (going back
 * would leave the site, or do nothing). After a page of the site a plain
 * click goes back instead.
 */
export function BackLink({ onClick, ...props }: SmartLinkProps) {
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !plainClick || !cameFromThisSite()) return;
    event.preventDefault();
    window.history.back();
  };
  return <SmartLink {...props} onClick={back} />;
}
