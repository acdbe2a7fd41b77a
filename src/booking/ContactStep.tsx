// Step 2: name, email, phone with its country, restaurant, consents.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { BookingContactErrors, BookingFieldError } from "../core/booking/booking";
import { formatPhone } from "../core/booking/phone";
import { CountryPanel, CountryToggle } from "./CountryPicker";
import { Field } from "../forms/Field";
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
    phoneInvalid: t`Teléfono inválido`,
    nameTooLong: t`El nombre es demasiado largo`,
    restaurantTooLong: t`El nombre del restaurante es demasiado largo`,
    privacyRequired: t`Debes aceptar la política de privacidad`,
  };
  const errorOf = (field: keyof BookingContactErrors) => (errors[field] ? messages[errors[field]] : undefined);
  const panelId = "booking-country";
  const closeCountry = (focus: "toggle" | "phone") => {
    setCountryOpen(false);
    requestAnimationFrame(() =>
      document.getElementById(focus === "phone" ? "booking-phone" : `${panelId}-toggle`)?.focus(),
    );
  };

  return (
    <div css={s.fields}>
      {flow.refusal && (
        <p role="alert" css={s.taken} data-testid="booking-refused">
          {flow.refusal}
        </p>
      )}
      <Field id="booking-name" label={t`Nombre`} error={errorOf("name")}>
        {(wiring) => (
          <input
            {...wiring}
            css={s.input}
            autoComplete="name"
            aria-required="true"
            value={session.name}
            onChange={(e) => flow.setField("name", e.target.value)}
          />
        )}
      </Field>
      <Field id="booking-email" label={t`Email`} error={errorOf("email")}>
        {(wiring) => (
          <input
            {...wiring}
            css={s.input}
            type="email"
            inputMode="email"
            autoComplete="email"
            aria-required="true"
            value={session.email}
            onChange={(e) => flow.setField("email", e.target.value)}
          />
        )}
      </Field>
      <Field id="booking-phone" label={t`Teléfono`} error={errorOf("phone")}>
        {(wiring) => (
          <>
            {/* The country button sits in the phone's row; its list opens under the row. */}
            <div css={s.inputRow}>
              <CountryToggle
                code={session.selectedCountry}
                expanded={countryOpen}
                panelId={panelId}
                onToggle={() => setCountryOpen((o) => !o)}
              />
              <input
                {...wiring}
                css={s.input}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                aria-required="true"
                value={session.phone}
                onChange={(e) => flow.setField("phone", formatPhone(session.selectedCountry, e.target.value))}
              />
            </div>
            {countryOpen && (
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
            )}
          </>
        )}
      </Field>
      <Field id="booking-restaurant" label={t`Restaurante`} note={t`(opcional)`} error={errorOf("restaurant")}>
        {(wiring) => (
          <input
            {...wiring}
            css={s.input}
            autoComplete="organization"
            value={session.restaurant}
            onChange={(e) => flow.setField("restaurant", e.target.value)}
          />
        )}
      </Field>
      <div css={s.consents}>
        <Field
          id="booking-privacy"
          layout="check"
          label={
            <Trans>
              Acepto la{" "}
              <a href={privacyHref} target="_blank" rel="noopener noreferrer" css={s.inlineLink}>
                política de privacidad
              </a>
            </Trans>
          }
          error={errors.acceptedPrivacy && messages[errors.acceptedPrivacy]}
        >
          {(wiring) => (
            <input
              {...wiring}
              type="checkbox"
              checked={session.acceptedPrivacy}
              onChange={(e) => flow.setField("acceptedPrivacy", e.target.checked)}
            />
          )}
        </Field>
        <Field
          id="booking-marketing"
          layout="check"
          label={t`Quiero recibir novedades y consejos por email (opcional)`}
        >
          {(wiring) => (
            <input
              {...wiring}
              type="checkbox"
              checked={session.acceptedMarketing}
              onChange={(e) => flow.setField("acceptedMarketing", e.target.checked)}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
