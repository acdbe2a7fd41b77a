// The demo booking modal (loaded on first open). Two steps, or one when
// `singleStep`: date and time, then contact details, then the confirmation.
import { useLingui } from "@lingui/react/macro";
import { useAtom } from "jotai";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Icon } from "../components/Icon";
import { Modal } from "../components/Modal";
import type { BookingConfig } from "../generated/schema";
import { sessionKey as keyFor } from "../core/booking/session";
import { useSite } from "../site-data";
import { resolveSiteHref } from "../site-data";
import { bookingModalAtom } from "../state/booking-modal";
import { Confirmation } from "./Confirmation";
import { ContactStep } from "./ContactStep";
import { DatePicker, type DatePickerHandle } from "./DatePicker";
import { createBookingProvider, createSlotProvider } from "./providers";
import { SlotPicker } from "./SlotPicker";
import { forgetSession, useBookingFlow } from "./useBookingFlow";
import { useSlots } from "./useSlots";
import * as s from "./styles";
import { withPrefix } from "../core/i18n/paths";
import { businessZone, systemZone } from "../core/booking/zone";
import { useZoneCopy } from "../i18n/zone-copy";

/** Focus moves into the form this long after opening (spec §9). */
export const FOCUS_DELAY_MS = 100;

export default function BookingModal({ config }: { config: BookingConfig }) {
  const [{ open, opener }, setModal] = useAtom(bookingModalAtom);
  const { site } = useSite();
  const key = keyFor(site.brand.name);
  const confirmed = useRef(false);
  // Each opening gets a fresh flow: reopening during the exit animation of a
  // confirmed booking must not show that confirmation again.
  const [opening, setOpening] = useState({ open, count: 0 });
  if (opening.open !== open) setOpening({ open, count: open ? opening.count + 1 : opening.count });

  const close = () => {
    // Cleanup after a confirmed booking: the next opening starts afresh.
    if (confirmed.current) forgetSession(key);
    confirmed.current = false;
    setModal({ open: false, opener });
  };

  return (
    <Modal
      open={open}
      onClose={close}
      labelledBy="booking-title"
      describedBy={config.subtitle ? "booking-subtitle" : undefined}
      variant="sheet"
      width="540px"
      closeOnOutsideClick={false}
      initialFocus={() =>
        document.getElementById("booking-name") ??
        document.querySelector<HTMLElement>('[data-booking-dates] [tabindex="0"]')
      }
      initialFocusDelay={FOCUS_DELAY_MS}
      returnFocus={opener}
    >
      <BookingFlowView
        key={opening.count}
        config={config}
        sessionKey={key}
        open={open}
        onClose={close}
        onConfirmed={() => (confirmed.current = true)}
      />
    </Modal>
  );
}

interface ViewProps {
  config: BookingConfig;
  sessionKey: string;
  open: boolean;
  onClose(): void;
  onConfirmed(): void;
}

function BookingFlowView({ config, sessionKey, open, onClose, onConfirmed }: ViewProps) {
  const { t } = useLingui();
  const { site, lang, prefix } = useSite();
  // The business's zone decides the days and hours; the visitor's (the browser's, read once:
  // the modal is only ever rendered in the browser) only adds their own time beside them.
  const timeZone = businessZone(config);
  const [visitorZone] = useState(systemZone);
  const zones = useZoneCopy(timeZone, visitorZone);
  const providers = useMemo(
    () => ({
      slots: createSlotProvider(config.providers.slots, site.leads?.apiBase, timeZone),
      booking: createBookingProvider(config.providers.booking, site.leads?.apiBase),
    }),
    [config.providers, site.leads?.apiBase, timeZone],
  );
  const flow = useBookingFlow(sessionKey, providers.booking, timeZone);
  const { session, status, confirmation } = flow;
  const [now] = useState(() => new Date());
  const slots = useSlots(providers.slots, session.selectedDate, flow.taken);
  const dates = useRef<DatePickerHandle>(null);
  const single = config.singleStep === true;
  const step = single ? 1 : session.currentStep;
  const total = single ? 1 : 2;
  const showSchedule = single || step === 1;
  const showContact = single || step === 2;
  const lastStep = useRef(step);

  useEffect(() => {
    if (status === "confirmed") onConfirmed();
  }, [status, onConfirmed]);

  // A restored or chosen slot that the day no longer offers is dropped.
  useEffect(() => {
    if (
      showSchedule &&
      slots.status === "ready" &&
      session.selectedSlot &&
      !slots.slots.some((x) => x.startISO === session.selectedSlot?.startISO)
    ) {
      flow.selectSlot(null);
    }
  });

  // Moving between steps moves focus to the new step's first control.
  useEffect(() => {
    if (lastStep.current === step) return;
    lastStep.current = step;
    if (step === 2) document.getElementById("booking-name")?.focus();
    else dates.current?.focus();
  }, [step]);

  const privacyHref = (() => {
    const href = resolveSiteHref(config.privacyHref, site);
    return href.startsWith("/") ? withPrefix(prefix, href) : href;
  })();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!showContact) return;
    const invalid = await flow.submit();
    if (invalid === "slot") dates.current?.focus();
    else if (invalid)
      document.getElementById(invalid === "acceptedPrivacy" ? "booking-privacy" : `booking-${invalid}`)?.focus();
  };

  const progress = status === "confirmed" ? 100 : Math.round((step / total) * 100);
  const stepConfig = step === 2 ? config.steps.contact : config.steps.schedule;
  const submitting = status === "submitting";

  return (
    <div css={s.shell}>
      <div css={s.header}>
        <div css={s.headerText}>
          <h2 id="booking-title" css={s.title}>
            {config.title}
          </h2>
          {config.subtitle && (
            <p id="booking-subtitle" css={s.subtitle}>
              {config.subtitle}
            </p>
          )}
        </div>
        <button type="button" css={s.closeButton} aria-label={t`Cerrar`} onClick={onClose}>
          <Icon name="x" size={20} />
        </button>
      </div>
      <div css={s.progressRow}>
        <div
          css={s.progressTrack}
          role="progressbar"
          aria-label={t`Progreso de la reserva`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={status === "confirmed" ? t`Completado` : t`Paso ${step} de ${total}`}
        >
          <span css={s.progressFill} style={{ transform: `scaleX(${progress / 100})` }} />
        </div>
        <span css={s.progressText} aria-hidden="true">
          {status === "confirmed" ? "100%" : `${step}/${total}`}
        </span>
      </div>

      {status === "confirmed" && confirmation ? (
        <div css={s.body}>
          <Confirmation
            config={config}
            lang={lang}
            origin={site.origin}
            product={site.brand.name}
            eventId={confirmation.eventId}
            meetUrl={confirmation.meetUrl}
            slot={confirmation.slot}
            timeZone={timeZone}
            zones={zones}
            running={open}
            onDone={onClose}
          />
        </div>
      ) : (
        <form css={s.form} noValidate onSubmit={onSubmit} aria-labelledby="booking-step-title">
          <div css={s.body}>
            <div css={s.stepHead}>
              <h3 id="booking-step-title" css={s.stepTitle}>
                {single ? config.steps.schedule.title : stepConfig.title}
              </h3>
              {(single ? config.steps.schedule.subtitle : stepConfig.subtitle) && (
                <p css={s.stepSubtitle}>{single ? config.steps.schedule.subtitle : stepConfig.subtitle}</p>
              )}
            </div>
            {showSchedule && (
              <div css={s.schedule}>
                <div data-booking-dates>
                  <DatePicker
                    ref={dates}
                    lang={lang}
                    now={now}
                    timeZone={timeZone}
                    value={session.selectedDate}
                    onChange={flow.selectDate}
                    labelledBy="booking-step-title"
                  />
                </div>
                <div css={s.slots}>
                  <div css={s.slotsHead}>
                    <h4 id="booking-slots-title" css={s.slotsTitle}>
                      {t`Horas disponibles`}
                    </h4>
                    <span css={s.timezone} data-testid="slot-zone">
                      {zones.businessHours}
                    </span>
                  </div>
                  {flow.taken > 0 && !session.selectedSlot && config.takenMessage && (
                    <p role="alert" css={s.taken} data-testid="booking-taken">
                      {config.takenMessage}
                    </p>
                  )}
                  <SlotPicker
                    state={slots}
                    value={session.selectedSlot}
                    onChange={flow.selectSlot}
                    labelledBy="booking-slots-title"
                    zones={zones}
                  />
                </div>
              </div>
            )}
            {single && (
              <div css={s.stepHead}>
                <h3 css={s.stepTitle}>{config.steps.contact.title}</h3>
                {config.steps.contact.subtitle && <p css={s.stepSubtitle}>{config.steps.contact.subtitle}</p>}
              </div>
            )}
            {showContact && <ContactStep flow={flow} privacyHref={privacyHref} />}
          </div>
          <div css={s.footer}>
            {showContact && !single && (
              <button type="button" css={s.secondaryButton} onClick={() => flow.goTo(1)} disabled={submitting}>
                <Icon name="arrow-left" size={18} />
                {config.buttons.back}
              </button>
            )}
            {/* Distinct keys: React would otherwise turn the clicked 'Siguiente' into the
                submit button during its own click, and the browser would then submit
                step 2 at once (with a restored or kept contact, booking unasked). */}
            {showContact ? (
              <button key="submit" type="submit" css={s.primaryButton} aria-disabled={submitting || undefined}>
                {submitting && <span css={s.spinner} aria-hidden="true" />}
                {submitting ? config.buttons.submitting : config.buttons.submit}
              </button>
            ) : (
              <button
                key="next"
                type="button"
                css={s.primaryButton}
                disabled={!session.selectedDate || !session.selectedSlot}
                onClick={() => flow.goTo(2)}
              >
                {config.buttons.next}
                <Icon name="arrow-right" size={18} />
              </button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
