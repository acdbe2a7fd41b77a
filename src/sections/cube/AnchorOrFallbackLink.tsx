import type { MouseEvent, ReactNode } from "react";
import { useContext } from "react";
import { PageContext, goTo, useSite } from "../../site-data";
import { buttonCss } from "../../components/Button";
import { SmartLink } from "../../components/SmartLink";
import { scrollBehavior } from "../../core/motion";
import { withPrefix } from "../../core/i18n/paths";

/** True when some section (or an item inside one) of the page carries `id`. */
function pageHasAnchor(value: unknown, id: string): boolean {
  if (Array.isArray(value)) return value.some((v) => pageHasAnchor(v, id));
  if (!value || typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  return record.id === id || Object.values(record).some((v) => typeof v === "object" && pageHasAnchor(v, id));
}

interface Props {
  href: string;
  fallbackHref?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A button-link to an anchor on this page that goes to `fallbackHref`
 * instead when the page has no such element (spec: 'Agendar demo ahora'
 * scrolls to #booking-demo, else navigates to /agendar-demo). The server
 * picks the href from the page document; a click re-checks the live page.
 */
export function AnchorOrFallbackLink({ href, fallbackHref, children, className }: Props) {
  const page = useContext(PageContext);
  const { prefix } = useSite();
  const anchor = href.startsWith("#") ? href.slice(1) : null;
  const onPage = !anchor || !fallbackHref || pageHasAnchor(page?.doc.sections, anchor);
  const target = onPage ? href : (fallbackHref ?? href);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      !anchor ||
      !fallbackHref ||
      event.defaultPrevented ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.button !== 0
    )
      return;
    const element = document.getElementById(anchor);
    if (element && target !== href) {
      event.preventDefault();
      element.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    } else if (!element && target === href) {
      event.preventDefault();
      goTo(fallbackHref.startsWith("/") ? withPrefix(prefix, fallbackHref) : fallbackHref);
    }
  };

  return (
    <SmartLink href={target} css={buttonCss("primary")} className={className} onClick={onClick}>
      {children}
    </SmartLink>
  );
}
