import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Link } from "react-router-dom";
import { useSite } from "../site-data";
import { resolveSiteHref } from "../site-data";

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  href: string;
  children: ReactNode;
  /** Reload the whole page instead of a client-side route change. */
  fullNavigation?: boolean;
}

/**
 * One link component for every href the schema allows: internal routes go
 * through the router (with the language prefix), anchors scroll, external
 * links open in a new tab without handing over window.opener.
 */
export function SmartLink({ href: raw, children, fullNavigation, ...rest }: SmartLinkProps) {
  const { prefix, site } = useSite();
  const href = resolveSiteHref(raw, site);
  if (href.startsWith("/")) {
    const to = prefix && href === "/" ? prefix : `${prefix}${href}`;
    if (fullNavigation) return <a href={to} {...rest}>{children}</a>;
    return (
      <Link to={to} {...rest}>
        {children}
      </Link>
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
