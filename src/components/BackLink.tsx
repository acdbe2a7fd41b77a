import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { SmartLink, type SmartLinkProps } from "./SmartLink";

/**
 * 'Volver atrás': a link to its fallback `href`, so it works without
 * JavaScript and for a visitor who landed here from elsewhere (going back
 * would leave the site, or do nothing). After a navigation inside the site
 * a plain click goes back instead. React Router marks the entry a visit
 * starts on with the key "default".
 */
export function BackLink({ onClick, ...props }: SmartLinkProps) {
  const { key } = useLocation();
  const navigate = useNavigate();
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !plainClick || key === "default") return;
    event.preventDefault();
    void navigate(-1);
  };
  return <SmartLink {...props} onClick={back} />;
}
