import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useSite } from "../site-data";
import { resolveSiteHref } from "../site-data";
import { withPrefix } from "../core/i18n/paths";

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  href: string;
  children: ReactNode;
}

/**
 * One link component for every href the schema allows: internal routes get
 * the language prefix (a page load of prerendered HTML), anchors scroll,
 * external links open in a new tab without handing over window.opener.
 */
export function SmartLink({ href: raw, children, ...rest }: SmartLinkProps) {
  const { prefix, site } = useSite();
  const href = resolveSiteHref(raw, site);
  if (href.startsWith("/")) {
    const to = withPrefix(prefix, href);
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  if (/^https?:/.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
