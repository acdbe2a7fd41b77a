import { minDayScript } from "./min-day-script";
import { useEffect, useId, useMemo, useRef, useState, type InputHTMLAttributes, type Ref } from "react";
import { useFormik } from "formik";
import type { SectionOf } from "../types";
import { Section } from "../../components/Section";
import { SectionHeading } from "../../components/SectionHeading";
import { Icon } from "../../components/Icon";
import { buttonCss } from "../../components/Button";
import { DemoRefusedError, DemoSlotTakenError, runDemoAction, takenTimes, type DemoConfirmation } from "./action";
import { firstBookableDay, numericDay, pastSlots } from "./dates";
import type { Lang } from "../../core/i18n/languages";
import { useSite } from "../../site-data";
import { retryKeys } from "../../core/forms/idempotency";
import { businessZone, instantOf, systemZone } from "../../core/booking/zone";
import { useZoneCopy } from "../../i18n/zone-copy";
import { demoSchema } from "./validation";
import { Field } from "../../forms/Field";
import { Confirmation } from "./Confirmation";
import {
  asideCss,
  cardCss,
  chipsCss,
  controlWrapCss,
  failCss,
  formCss,
  highlightsCss,
  inputCss,
  layoutCss,
  noteCss,
  rowCss,
  spinnerCss,
  submitCss,
  tileCss,
  yoursCss,
  zoneNoteCss,
} from "./styles";

const empty = { name: "", email: "", phone: "", restaurant: "", date: "", time: "" };
type Values = typeof empty;
type FieldStatus = "idle" | "valid" | "invalid";

/** Inline demo booking (spec §2 "Demo-booking section", §4 "Inline demo form", §5). */
export function DemoBooking({ section }: { section: SectionOf<"demoBooking"> }) {
  const { fields } = section;
  const uid = `demo${useId().replace(/[^\w-]/g, "")}`;
  const headingId = `${section.id ?? "demo"}-title`;
  const { lang: siteLang, site } = useSite();
  const lang = siteLang as Lang;
  const apiBase = site.leads?.apiBase;
  // The demo's days and times are the business's (booking.timeZone), as the server reads them.
  const timeZone = businessZone(site.booking);
  // The visitor's clock is only known in the browser (never during render: hydration must match).
  // It ticks every minute so a slot that starts while the page is open becomes unavailable.
  const [now, setNow] = useState<Date | null>(null);
  // The visitor's zone, also known only in the browser: until then the times read as the business's (the prerendered page).
  const [visitorZone, setVisitorZone] = useState(timeZone);
  useEffect(() => setVisitorZone(systemZone()), []);
  const zones = useZoneCopy(timeZone, visitorZone);
  const [confirmed, setConfirmed] = useState<(DemoConfirmation & { dateText: string }) | null>(null);
  const [failed, setFailed] = useState<false | "error" | "taken" | { reason: string }>(false);
  // Times of the chosen day already booked on the server (a 'post' action only).
  const [taken, setTaken] = useState<{ date: string; times: ReadonlySet<string> }>({ date: "", times: new Set() });
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const focusAfterReset = useRef(false);
  // A retry of the same values (after a lost answer) is the same booking: it reuses its key.
  const [keys] = useState(retryKeys);

  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  const schema = useMemo(() => demoSchema(section, now, timeZone), [section, now, timeZone]);

  const formik = useFormik<Values>({
    initialValues: empty,
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailed(false);
      try {
        // The language's date format (date-fns locales) is only needed once booked: it loads alongside the request.
        const [confirmation, format] = await Promise.all([
          runDemoAction(section.action, values, { apiBase, idempotencyKey: keys.for(values) }),
          import("./booked-day").then((m) => m.formatBookedDay).catch(() => numericDay),
        ]);
        setConfirmed({ ...confirmation, dateText: format(confirmation.date, lang) });
      } catch (error) {
        if (error instanceof DemoSlotTakenError) {
          // Someone else just took it: grey it out and ask for another time.
          setTaken((t) => ({
            date: values.date,
            times: new Set([...(t.date === values.date ? t.times : []), values.time]),
          }));
          void formik.setFieldValue("time", "", false);
          setFailed("taken");
          return;
        }
        if (error instanceof DemoRefusedError) {
          // Too many bookings or tries: the server's own words, in the visitor's language.
          setFailed({ reason: error.reason });
          return;
        }
        console.warn("Demo booking failed; the form keeps what was typed.", error);
        setFailed("error");
      }
    },
  });
  const { values, touched, isSubmitting } = formik;
  const valid = schema.isValidSync(values);
  const firstDay = now ? firstBookableDay(section.slots, now, timeZone) : undefined;
  // A slot's instant on the chosen day (or the first bookable one), to read it in the visitor's zone.
  const instantAt = (slot: string) => {
    const day = values.date || firstDay;
    return day ? instantOf(day, slot, timeZone)?.toISOString() : undefined;
  };
  // The booked time as the confirmation says it: in both zones when the visitor's reads another hour.
  const bothZones = (day: string, time: string) => {
    const at = instantOf(day, time, timeZone)?.toISOString();
    return at && zones.visitor(at) ? zones.both(at) : time;
  };
  const chosenAt = values.time ? instantAt(values.time) : undefined;
  const zoneDiffers = section.slots.some((slot) => {
    const at = instantAt(slot);
    return at !== undefined && zones.visitor(at) !== null;
  });
  useEffect(() => {
    if (section.action.kind !== "post" || !values.date) return;
    const controller = new AbortController();
    const date = values.date;
    void takenTimes(section.action, date, { apiBase, signal: controller.signal }).then((times) => {
      if (!controller.signal.aborted) setTaken({ date, times: new Set(times) });
    });
    return () => controller.abort();
  }, [section.action, values.date, apiBase]);
  // Today's slots that already started cannot be chosen (spec: no demo in the past), nor times booked by others.
  const gone = useMemo(() => {
    const past = pastSlots(section.slots, values.date, now, timeZone);
    return taken.date === values.date ? new Set([...past, ...taken.times]) : past;
  }, [section.slots, values.date, now, taken, timeZone]);
  const { setFieldValue } = formik;
  useEffect(() => {
    if (values.time && gone.has(values.time)) void setFieldValue("time", "");
  }, [gone, values.time, setFieldValue]);

  useEffect(() => {
    if (confirmed) confirmRef.current?.focus();
  }, [confirmed]);
  useEffect(() => {
    if (!confirmed && focusAfterReset.current) {
      focusAfterReset.current = false;
      firstFieldRef.current?.focus();
    }
  }, [confirmed]);

  // Field messages come from the same rules, synchronously, so colours never flicker while typing.
  const errorOf = (name: keyof Values): string | undefined => {
    try {
      schema.validateSyncAt(name, values);
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  };
  const errors: Partial<Record<keyof Values, string>> = Object.fromEntries(
    (Object.keys(empty) as Array<keyof Values>).map((name) => [name, errorOf(name)]),
  );
  /** Red once a field was left (or a submit tried) with a problem; green as soon as it holds a valid value. */
  const status = (name: keyof Values): FieldStatus => {
    if (errors[name] && (touched[name] || formik.submitCount > 0)) return "invalid";
    if (values[name].trim() !== "" && !errors[name]) return "valid";
    return "idle";
  };
  /** The message under a field: only once it shows red. */
  const shownError = (name: keyof Values) => (status(name) === "invalid" ? errors[name] : undefined);
  const optional = section.optionalLabel ? `(${section.optionalLabel})` : undefined;
  const inputProps = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    disabled: isSubmitting,
  });

  const again = () => {
    formik.resetForm();
    setConfirmed(null);
    focusAfterReset.current = true;
  };

  return (
    <Section id={section.id} labelledBy={headingId}>
      <div css={layoutCss}>
        <div css={asideCss}>
          <SectionHeading heading={section.heading} id={headingId} align="start" />
          {section.highlights && section.highlights.length > 0 && (
            <ul css={highlightsCss}>
              {section.highlights.map((item) => (
                <li key={item.title}>
                  <span css={tileCss}>
                    <Icon name={item.icon} size={22} />
                  </span>
                  <div>
                    <strong>{item.title}</strong>
                    {item.text && <p>{item.text}</p>}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div css={cardCss}>
          <form
            css={formCss}
            noValidate
            onSubmit={formik.handleSubmit}
            aria-labelledby={headingId}
            data-cta-zone=""
            data-hidden={!!confirmed}
            inert={!!confirmed}
          >
            <div css={rowCss}>
              <Field id={`${uid}-name`} label={fields.name.label} error={shownError("name")}>
                {(wiring) => (
                  <DemoInput
                    {...wiring}
                    {...inputProps("name")}
                    ref={firstFieldRef}
                    placeholder={fields.name.placeholder}
                    autoComplete="name"
                    required
                    status={status("name")}
                  />
                )}
              </Field>
              <Field id={`${uid}-email`} label={fields.email.label} error={shownError("email")}>
                {(wiring) => (
                  <DemoInput
                    {...wiring}
                    {...inputProps("email")}
                    type="email"
                    inputMode="email"
                    placeholder={fields.email.placeholder}
                    autoComplete="email"
                    required
                    status={status("email")}
                  />
                )}
              </Field>
            </div>
            <div css={rowCss}>
              <Field id={`${uid}-phone`} label={fields.phone.label} note={optional} error={shownError("phone")}>
                {(wiring) => (
                  <DemoInput
                    {...wiring}
                    {...inputProps("phone")}
                    type="tel"
                    placeholder={fields.phone.placeholder}
                    autoComplete="tel"
                    status={status("phone")}
                  />
                )}
              </Field>
              <Field
                id={`${uid}-restaurant`}
                label={fields.restaurant.label}
                note={optional}
                error={shownError("restaurant")}
              >
                {(wiring) => (
                  <DemoInput
                    {...wiring}
                    {...inputProps("restaurant")}
                    placeholder={fields.restaurant.placeholder}
                    autoComplete="organization"
                    status={status("restaurant")}
                  />
                )}
              </Field>
            </div>
            <Field id={`${uid}-date`} label={fields.date.label} error={shownError("date")}>
              {(wiring) => (
                <DemoInput
                  {...wiring}
                  {...inputProps("date")}
                  type="date"
                  min={firstDay}
                  required
                  status={status("date")}
                />
              )}
            </Field>
            {/* Today as the field's earliest day until the form's code arrives (min-day-script.ts); not site copy. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own script text; the one value in it is JSON-quoted */}
            <script dangerouslySetInnerHTML={{ __html: minDayScript(timeZone) }} />
            <Field
              id={`${uid}-time`}
              label={fields.time.label}
              labelAs="legend"
              error={shownError("time")}
              disabled={isSubmitting}
            >
              <div css={chipsCss}>
                {section.slots.map((slot) => {
                  const at = instantAt(slot);
                  const yours = at ? zones.visitor(at) : null;
                  return (
                    <label key={slot} data-past={gone.has(slot) || undefined}>
                      <input
                        type="radio"
                        name="time"
                        value={slot}
                        checked={values.time === slot}
                        disabled={gone.has(slot)}
                        onChange={formik.handleChange}
                        onBlur={formik.handleBlur}
                      />
                      <span>
                        {slot}
                        {yours && (
                          <small css={yoursCss} aria-hidden="true">
                            {yours.time}
                            {yours.dayShift !== 0 && <sup>{zones.shift(yours)}</sup>}
                          </small>
                        )}
                      </span>
                    </label>
                  );
                })}
              </div>
              {/* Whose time these are, when the visitor's zone reads other hours (issue 36): the legend, then the chosen time in both. */}
              {zoneDiffers && (
                <p css={zoneNoteCss} aria-live="polite">
                  {chosenAt ? zones.both(chosenAt) : zones.legend}
                </p>
              )}
            </Field>

            {failed && (
              <p css={failCss} role="alert">
                <Icon name="alert-triangle" size={18} />
                {typeof failed === "object"
                  ? failed.reason
                  : failed === "taken"
                    ? (section.submit.taken ?? section.submit.error)
                    : section.submit.error}
              </p>
            )}
            <button
              type="submit"
              css={[buttonCss("primary"), submitCss]}
              disabled={!valid && !isSubmitting}
              aria-disabled={isSubmitting || undefined}
              onClick={(event) => {
                if (isSubmitting) event.preventDefault();
              }}
            >
              {isSubmitting ? (
                <>
                  <span css={spinnerCss} aria-hidden="true" />
                  {section.submit.pending}
                </>
              ) : (
                <>
                  {section.submit.label}
                  <Icon name="arrow-right" size={18} />
                </>
              )}
            </button>
            <p className="visually-hidden" role="status">
              {isSubmitting ? section.submit.pending : ""}
            </p>
            {section.submit.note && <p css={noteCss}>{section.submit.note}</p>}
          </form>
          {confirmed && (
            <Confirmation
              ref={confirmRef}
              title={section.confirmation.title}
              text={section.confirmation.text}
              note={section.confirmation.note}
              date={confirmed.dateText}
              time={bothZones(confirmed.date, confirmed.time)}
              again={section.confirmation.again}
              onAgain={again}
            />
          )}
        </div>
      </div>
    </Section>
  );
}

/** The demo form's input: green with a check once valid (spec §5), red when invalid (the frame's aria-invalid). */
function DemoInput({
  status,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { status: FieldStatus; ref?: Ref<HTMLInputElement> }) {
  return (
    <div css={controlWrapCss}>
      <input css={inputCss} data-status={status} {...input} />
      {status === "valid" && input.type !== "date" && <Icon name="check" size={18} />}
    </div>
  );
}
