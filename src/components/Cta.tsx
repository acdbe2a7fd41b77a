import type { MouseEvent } from "react";
import type { CallToAction } from "../generated/schema";
import { buttonCss } from "./Button";
import { Icon } from "./Icon";
import { SmartLink } from "./SmartLink";
import { BackLink } from "./BackLink";
import { useOpenBooking } from "../state/booking-modal";

/** Renders a call to action from page JSON: a link, or an action with a link as its no-JS fallback. */
export function Cta({ cta, className }: { cta: CallToAction; className?: string }) {
  const openBooking = useOpenBooking();
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
  const onClick =
    cta.action === "openBooking"
      ? (event: MouseEvent<HTMLElement>) => {
          event.preventDefault();
          openBooking(event.currentTarget);
        }
      : undefined;
  if (!cta.href) {
    return (
      <button type="button" css={style} className={className} onClick={onClick} {...marker}>
        {content}
      </button>
    );
  }
  return (
    <SmartLink href={cta.href} css={style} className={className} onClick={onClick} {...marker}>
      {content}
    </SmartLink>
  );
}
