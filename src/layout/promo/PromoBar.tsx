import { useEffect, useRef, useState } from "react";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Container } from "../../components/Container";
import { Icon } from "../../components/Icon";
import { SmartLink } from "../../components/SmartLink";
import { isUrgent, pad2, type Remaining } from "../../lib/promo/countdown";
import { useSite } from "../../site-data";
import { usePromo, useScrolledPast } from "./usePromo";
import * as s from "./styles";

export function Countdown({ left }: { left: Remaining | null }) {
  const { t } = useLingui();
  const l = left ?? { days: 0, hours: 0, minutes: 0, seconds: 0 };
  const [d, h, m, sec] = [pad2(l.days), pad2(l.hours), pad2(l.minutes), pad2(l.seconds)];
  return (
    <span css={s.timer} role="timer" aria-label={t`Termina en ${plural(l.days, { one: "# día", other: "# días" })}, ${plural(l.hours, { one: "# hora", other: "# horas" })}, ${plural(l.minutes, { one: "# minuto", other: "# minutos" })} y ${plural(l.seconds, { one: "# segundo", other: "# segundos" })}`}>
      <span aria-hidden="true">{t`Termina en`}</span>
      <span aria-hidden="true">
        <b>{d}</b>
        {t`d`}
      </span>
      <span aria-hidden="true">
        <b>{h}</b>
        {t`h`}
      </span>
      <span aria-hidden="true">
        <b>{m}</b>
        {t`m`}
      </span>
      <span aria-hidden="true">
        <b>{sec}</b>
        {t`s`}
      </span>
    </span>
  );
}

/** What the bar shows without a promo: where to find us. Always rendered, so the bar's height never changes. */
function ContactLine() {
  const { site } = useSite();
  const { contact } = site;
  return (
    <Container>
      <span css={s.hideSmall}>
        <Icon name="map-pin" size={15} />
        {contact.city}
      </span>
      <span css={s.utilityGroup}>
        <SmartLink href="@phone">
          <Icon name="phone" size={15} />
          {contact.phone}
        </SmartLink>
        <SmartLink href="@email" css={s.hideSmall}>
          <Icon name="mail" size={15} />
          {contact.email}
        </SmartLink>
        <SmartLink href="@whatsapp">
          <Icon name="brand-whatsapp" size={15} />
          WhatsApp
        </SmartLink>
      </span>
    </Container>
  );
}

/**
 * The bar above the header. Its height is fixed and the same in the static
 * HTML and in the browser; the promo (countdown to an end date stored on the
 * first visit) fades in over the contact line once the browser knows it
 * applies, and fades out when dismissed or over. So showing or hiding it
 * never shifts the layout (CLS 0).
 */
export function PromoBar() {
  const { t } = useLingui();
  const { site } = useSite();
  const promo = site.promo;
  const { active, status, left, dismiss } = usePromo(promo);
  const slot = useRef<HTMLDivElement>(null);
  const away = useScrolledPast(() => slot.current?.offsetHeight ?? 0);
  const [glow, setGlow] = useState(false);
  const glowMs = promo?.glowMs ?? 2000;

  useEffect(() => {
    if (!active || glowMs <= 0) return;
    setGlow(true);
    const timer = window.setTimeout(() => setGlow(false), glowMs);
    return () => window.clearTimeout(timer);
  }, [active, glowMs]);

  const urgent = left !== null && isUrgent(left, promo?.urgentMinutes ?? 10);
  return (
    <div ref={slot} css={s.slot} data-promo={status} data-away={away} data-urgent={urgent}>
      {/* A landmark of its own: shown whenever the promo is not, it must not be content outside every landmark. */}
      <aside css={[s.layer, s.utility]} aria-label={t`Contacto`}>
        <ContactLine />
      </aside>
      {promo && (
        <aside css={[s.layer, s.promo]} aria-label={t`Oferta`} aria-hidden={!active}>
          <Container>
            <div css={s.offer}>
              <p css={s.text}>
                <Icon name="badge-percent" size={16} />
                <span>{promo.text}</span>
              </p>
              <Countdown left={left} />
            </div>
            <div css={s.buttons}>
              {promo.cta && (
                <SmartLink href={promo.cta.href ?? "/"} css={s.whatsapp} tabIndex={active ? undefined : -1}>
                  {promo.cta.label}
                </SmartLink>
              )}
              <SmartLink href="@whatsapp" css={s.whatsapp} data-glow={glow} aria-label={promo.whatsappLabel ?? "WhatsApp"} tabIndex={active ? undefined : -1}>
                <Icon name="brand-whatsapp" size={16} />
                {promo.whatsappLabel && <span className="label">{promo.whatsappLabel}</span>}
              </SmartLink>
              <button
                type="button"
                css={s.close}
                onClick={() => {
                  dismiss();
                  // The button disappears: hand focus to the first header link rather than to nowhere.
                  document.querySelector<HTMLElement>("header a[href]")?.focus();
                }} aria-label={t`Cerrar oferta`} tabIndex={active ? undefined : -1}>
                <Icon name="x" size={18} />
              </button>
            </div>
          </Container>
        </aside>
      )}
    </div>
  );
}
