import { SmartLink, type SmartLinkProps } from "./SmartLink";

/**
 * 'Volver atrás': a link to its fallback `href`. Markup only: after a page of
 * this site the page's script makes a plain click go back instead
 * (src/chrome/back-links.ts), so a section with one needs no React.
 */
export function BackLink(props: SmartLinkProps) {
  return <SmartLink {...props} data-back="" />;
}
