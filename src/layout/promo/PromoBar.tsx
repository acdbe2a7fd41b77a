import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Container } from "../../components/Container";
import { Icon } from "../../components/Icon";
import { SmartLink } from "../../components/SmartLink";
import { pad2, type Remaining } from "../../core/promo/countdown";
import {
  PROMO_AWAY,
  PROMO_BAR,
  PROMO_DAYS,
  PROMO_DISMISS,
  PROMO_FOCUSABLE,
  PROMO_GLOW,
  PROMO_GLOW_MS,
  PROMO_OFFER,
  PROMO_STATE,
  PROMO_UNIT,
  PROMO_URGENT,
  PROMO_URGENT_MINUTES,
} from "./attributes";
import { useSite } from "../../site-data";
import * as s from "./styles";

export function Countdown({ left }: { left: Remaining | null }) {
  const { t } = useLingui();
  const l = left ?? { days: 0, hours: 0, minutes: 0, seconds: 0 };
  const [d, h, m, sec] = [pad2(l.days), pad2(l.hours), pad2(l.minutes), pad2(l.seconds)];
  return (
    <span
      css={s.timer}
      role="timer"
      aria-label={t`Termina en ${plural(l.days, { one: "# día", other: "# días" })}, ${plural(l.hours, { one: "# hora", other: "# horas" })}, ${plural(l.minutes, { one: "# minuto", other: "# minutos" })} y ${plural(l.seconds, { one: "# segundo", other: "# segundos" })}`}
    >
      <span aria-hidden="true">{t`Termina en`}</span>
      <span aria-hidden="true">
        <b {...{ [PROMO_UNIT]: "days" }}>{d}</b>
        {t`d`}
      </span>
      <span aria-hidden="true">
        <b {...{ [PROMO_UNIT]: "hours" }}>{h}</b>
        {t`h`}
      </span>
      <span aria-hidden="true">
        <b {...{ [PROMO_UNIT]: "minutes" }}>{m}</b>
        {t`m`}
      </span>
      <span aria-hidden="true">
        <b {...{ [PROMO_UNIT]: "seconds" }}>{sec}</b>
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
 * never shifts the layout (CLS 0). Markup only, prerendered "pending" with
 * the offer hidden: ./promo.ts decides, counts down and dismisses.
 */
export function PromoBar() {
  const { t } = useLingui();
  const { site } = useSite();
  const promo = site.promo;
  return (
    <div
      css={s.slot}
      {...{
        [PROMO_BAR]: "",
        [PROMO_STATE]: "pending",
        [PROMO_AWAY]: "false",
        [PROMO_URGENT]: "false",
        [PROMO_DAYS]: promo?.days ?? 7,
        [PROMO_URGENT_MINUTES]: promo?.urgentMinutes ?? 10,
        [PROMO_GLOW_MS]: promo?.glowMs ?? 2000,
      }}
    >
      {/* A landmark of its own: shown whenever the promo is not, it must not be content outside every landmark. */}
      <aside css={[s.layer, s.utility]} aria-label={t`Contacto`}>
        <ContactLine />
      </aside>
      {promo && (
        <aside css={[s.layer, s.promo]} aria-label={t`Oferta`} aria-hidden="true" {...{ [PROMO_OFFER]: "" }}>
          <Container>
            <div css={s.offer}>
              <p css={s.text}>
                <Icon name="badge-percent" size={16} />
                <span>{promo.text}</span>
              </p>
              <Countdown left={null} />
            </div>
            <div css={s.buttons}>
              {promo.cta && (
                <SmartLink href={promo.cta.href ?? "/"} css={s.whatsapp} tabIndex={-1} {...{ [PROMO_FOCUSABLE]: "" }}>
                  {promo.cta.label}
                </SmartLink>
              )}
              <SmartLink
                href="@whatsapp"
                css={s.whatsapp}
                {...{ [PROMO_GLOW]: "false" }}
                aria-label={promo.whatsappLabel ?? "WhatsApp"}
                tabIndex={-1}
                {...{ [PROMO_FOCUSABLE]: "" }}
              >
                <Icon name="brand-whatsapp" size={16} />
                {promo.whatsappLabel && <span className="label">{promo.whatsappLabel}</span>}
              </SmartLink>
              <button
                type="button"
                css={s.close}
                aria-label={t`Cerrar oferta`}
                tabIndex={-1}
                {...{ [PROMO_FOCUSABLE]: "", [PROMO_DISMISS]: "" }}
              >
                <Icon name="x" size={18} />
              </button>
            </div>
          </Container>
        </aside>
      )}
    </div>
  );
}
