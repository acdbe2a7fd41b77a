// Step 2: name, email, phone with its country, restaurant, consents.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { BookingContactErrors, BookingFieldError } from "../lib/booking/booking";
import { formatPhone } from "../lib/booking/phone";
import { CountryPanel, CountryToggle } from "./CountryPicker";
import { FieldError, TextField } from "./TextField";
import type { BookingFlow } from "./useBookingFlow";
import * as s from "./styles";

interface Props {
  flow: BookingFlow;
  privacyHref: string;
}

export function ContactStep({ flow, privacyHref }: Props) {
  const { t } = useLingui();
  const [countryOpen, setCountryOpen] = useState(false);
  const { session, errors } = flow;
  const messages: Record<BookingFieldError, string> = {
    nameRequired: t`El nombre es obligatorio`,
    emailRequired: t`El email es obligatorio`,
    emailInvalid: t`Email inválido`,
    phoneRequired: t`El teléfono es obligatorio`,
    privacyRequired: t`Debes aceptar la política de privacidad`,
  };
  const errorOf = (field: keyof BookingContactErrors) => (errors[field] ? messages[errors[field]] : undefined);
  const panelId = "booking-country";
  const closeCountry = (focus: "toggle" | "phone") => {
    setCountryOpen(false);
    requestAnimationFrame(() => document.getElementById(focus === "phone" ? "booking-phone" : `${panelId}-toggle`)?.focus());
  };

  return (
    <div css={s.fields}>
      <TextField
        id="booking-name"
        label={t`Nombre`}
        autoComplete="name"
        aria-required="true"
        value={session.name}
        error={errorOf("name")}
        onChange={(e) => flow.setField("name", e.target.value)}
      />
      <TextField
        id="booking-email"
        label={t`Email`}
        type="email"
        inputMode="email"
        autoComplete="email"
        aria-required="true"
        value={session.email}
        error={errorOf("email")}
        onChange={(e) => flow.setField("email", e.target.value)}
      />
      <TextField
        id="booking-phone"
        label={t`Teléfono`}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        aria-required="true"
        value={session.phone}
        error={errorOf("phone")}
        onChange={(e) => flow.setField("phone", formatPhone(session.selectedCountry, e.target.value))}
        before={<CountryToggle code={session.selectedCountry} expanded={countryOpen} panelId={panelId} onToggle={() => setCountryOpen((o) => !o)} />}
        after={
          countryOpen && (
            <CountryPanel
              id={panelId}
              value={session.selectedCountry}
              onDismiss={() => closeCountry("toggle")}
              onSelect={(country) => {
                flow.setCountry(country.code);
                if (session.phone) flow.setField("phone", formatPhone(country.code, session.phone));
                closeCountry("phone");
              }}
            />
          )
        }
      />
      <TextField
        id="booking-restaurant"
        label={t`Restaurante`}
        note={t`(opcional)`}
        autoComplete="organization"
        value={session.restaurant}
        onChange={(e) => flow.setField("restaurant", e.target.value)}
      />
      <div css={s.consents}>
        <div>
          <label css={s.check}>
            <input
              id="booking-privacy"
              type="checkbox"
              checked={session.acceptedPrivacy}
              aria-invalid={errors.acceptedPrivacy ? true : undefined}
              aria-describedby={errors.acceptedPrivacy ? "booking-privacy-error" : undefined}
              onChange={(e) => flow.setField("acceptedPrivacy", e.target.checked)}
            />
            <span>
              <Trans>
                Acepto la{" "}
                <a href={privacyHref} target="_blank" rel="noopener noreferrer" css={s.inlineLink}>
                  política de privacidad
                </a>
              </Trans>
            </span>
          </label>
          {errors.acceptedPrivacy && <FieldError id="booking-privacy-error">{messages[errors.acceptedPrivacy]}</FieldError>}
        </div>
        <label css={s.check}>
          <input type="checkbox" checked={session.acceptedMarketing} onChange={(e) => flow.setField("acceptedMarketing", e.target.checked)} />
          <span>{t`Quiero recibir novedades y consejos por email (opcional)`}</span>
        </label>
      </div>
    </div>
  );
}
