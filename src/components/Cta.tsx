import type { CallToAction } from "../generated/schema";
import { buttonCss } from "./Button";
import { Icon } from "./Icon";
import { SmartLink } from "./SmartLink";
import { BackLink } from "./BackLink";

/**
 * Renders a call to action from page JSON: a link, or an action with a link
 * as its no-JS fallback. "openBooking" is markup too (data-open-booking): the
 * page's script opens the booking modal (src/chrome/booking-openers.ts), so a
 * section with such a button needs no React of its own.
 */
export function Cta({ cta, className }: { cta: CallToAction; className?: string }) {
  const content = (
    <>
      {cta.label}
      {cta.icon && <Icon name={cta.icon} size={18} />}
    </>
  );
  const style = buttonCss(cta.style ?? "primary");
  // Primary calls to action hide the floating 'Demo gratis' button while in view.
  const marker = (cta.style ?? "primary") === "primary" ? { "data-primary-cta": "" } : {};
  if (cta.action === "back") {
    return (
      <BackLink href={cta.href ?? "/"} css={style} className={className} {...marker}>
        {content}
      </BackLink>
    );
  }
  const opens = cta.action === "openBooking" ? { "data-open-booking": "" } : {};
  if (!cta.href) {
    return (
      <button type="button" css={style} className={className} {...opens} {...marker}>
        {content}
      </button>
    );
  }
  return (
    <SmartLink href={cta.href} css={style} className={className} {...opens} {...marker}>
      {content}
    </SmartLink>
  );
}
