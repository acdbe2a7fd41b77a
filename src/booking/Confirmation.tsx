// Shown once the demo is booked: when, calendar add-ons (Google, Outlook,
// .ics download) and a countdown after which the modal closes.
import { format } from "date-fns";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef, useState } from "react";
import { Icon } from "../components/Icon";
import type { BookingConfig } from "../generated/schema";
import {
  bookedEvent,
  buildIcs,
  googleCalendarUrl,
  icsFileName,
  outlookCalendarUrl,
  productId,
} from "../core/booking/calendar";
import type { TimeSlot } from "../core/booking/slots";
import { dateLocale, formatDayMonth } from "../core/format/date";
import { isLang } from "../core/i18n/languages";
import * as s from "./styles";
import type { ZoneCopy } from "../i18n/zone-copy";
import { calendarDateIn } from "../core/booking/zone";

interface Props {
  config: BookingConfig;
  lang: string;
  origin: string;
  product: string;
  eventId: string;
  meetUrl: string;
  slot: TimeSlot;
  /** The business's zone: the day and hour shown first, and the calendar event's zone. */
  timeZone: string;
  zones: ZoneCopy;
  /** False while the modal is closing: the countdown stops. */
  running: boolean;
  onDone(): void;
}

export function Confirmation({
  config,
  lang,
  origin,
  product,
  eventId,
  meetUrl,
  slot,
  timeZone,
  zones,
  running,
  onDone,
}: Props) {
  const { t } = useLingui();
  const { confirmation } = config;
  const [left, setLeft] = useState(confirmation.seconds);
  const heading = useRef<HTMLHeadingElement>(null);
  // The file and the links carry the instant in UTC; the description says it in the business's words too.
  const business = zones.business(slot.startISO);
  const note = t`Hora de la cita: ${business} (${timeZone})`;
  const event = useMemo(
    () => bookedEvent(config.event, slot.startISO, meetUrl, { timeZone, note }),
    [config.event, slot.startISO, meetUrl, timeZone, note],
  );
  const [icsUrl, setIcsUrl] = useState<string>();
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => heading.current?.focus(), []);

  // The .ics file as an object URL, revoked when the view goes (cleanup).
  useEffect(() => {
    const ics = buildIcs(event, {
      uid: `${eventId}@${new URL(origin).hostname}`,
      now: new Date(),
      prodId: productId(product),
    });
    const url = URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
    setIcsUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [event, eventId, origin, product]);

  useEffect(() => {
    if (!running) return;
    if (left <= 0) {
      done.current();
      return;
    }
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, running]);

  const language = isLang(lang) ? lang : "es";
  // The day in a zone: the business's first, the visitor's when their clock reads another hour.
  const dayIn = (zone: string) => {
    const at = calendarDateIn(event.startDate, zone);
    const day = `${format(at, "EEEE", { locale: dateLocale(language) })}, ${formatDayMonth(at, language)}`;
    return day.charAt(0).toLocaleUpperCase() + day.slice(1);
  };
  const yours = zones.visitor(slot.startISO);
  const fileName = icsFileName(config.event.fileName, product);
  // Never "0 segundos": at 0 the modal is already fading out.
  const countdown =
    left <= 1 && confirmation.countdownOne
      ? confirmation.countdownOne
      : confirmation.countdown.replace("{seconds}", String(Math.max(left, 1)));

  return (
    <div css={s.confirmation}>
      <div css={s.successBadge} aria-hidden="true">
        <Icon name="check" size={28} />
      </div>
      <h3 ref={heading} tabIndex={-1} css={s.confirmationTitle} id="booking-confirmed">
        {confirmation.title}
      </h3>
      <p css={s.when} data-testid="booking-when">
        <Icon name="calendar-check" size={18} />
        <span>
          {dayIn(timeZone)} · {business}
        </span>
      </p>
      {yours && (
        <p css={s.whenYours} data-testid="booking-when-yours">
          {dayIn(zones.visitorZone)} · {zones.yours(yours)}
        </p>
      )}
      {confirmation.text && <p css={s.confirmationText}>{confirmation.text}</p>}
      <div css={s.addons} role="group" aria-labelledby="booking-calendar-title">
        <p id="booking-calendar-title" css={s.addonsTitle}>
          {confirmation.calendarTitle}
        </p>
        <div css={s.addonButtons}>
          <a css={s.addon} href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
            <Icon name="brand-google" size={16} />
            {confirmation.google}
          </a>
          <a css={s.addon} href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
            <Icon name="calendar" size={16} />
            {confirmation.outlook}
          </a>
          <a css={s.addon} href={icsUrl} download={fileName} aria-disabled={icsUrl ? undefined : true}>
            <Icon name="download" size={16} />
            {confirmation.ics}
          </a>
        </div>
      </div>
      <p css={s.countdown} role="timer" aria-live="off">
        {countdown}
      </p>
    </div>
  );
}
