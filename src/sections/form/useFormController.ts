import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useFormik } from "formik";
import { useToast } from "../../components/toast";
import { goTo, usePage, useSite } from "../../site-data";
import { buildYupSchema, isGateOpen, missingRequired, validateValues } from "../../core/forms/build-schema";
import { FormActionError, fillToast, runFormAction, scheduleSuccess } from "../../core/forms/actions";
import { clearDraft, loadDraft, saveDraft } from "../../core/forms/draft";
import { retryKeys } from "../../core/forms/idempotency";
import {
  flattenFields,
  initialValues,
  isBlank,
  type FieldValue,
  type FormAction,
  type FormField,
  type FormSection,
  type FormValues,
} from "../../core/forms/types";
import { inputId } from "./FieldControl";
import { REFUSED_ATTRIBUTE } from "./precheck";
import { withPrefix } from "../../core/i18n/paths";

export type FormStatus = "idle" | "submitting" | "waiting" | "sent";

/**
 * The values in a form's fields that differ from an empty form: what the
 * visitor typed, ticked or chose in the prerendered markup before React
 * took it over (files cannot be carried over and are chosen again).
 */
export function valuesInForm(form: HTMLFormElement | null, fields: readonly FormField[]): Partial<FormValues> {
  const out: Partial<FormValues> = {};
  if (!form) return out;
  for (const field of fields) {
    if (field.type === "file") continue;
    const control = form.elements.namedItem(field.name);
    if (control instanceof HTMLInputElement && control.type === "checkbox") {
      if (control.checked) out[field.name] = true;
    } else if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
    ) {
      if (control.value !== "") out[field.name] = control.value;
    }
  }
  return out;
}

/**
 * The fields the plain-script checks (precheck.ts) found a problem in before
 * the island came (a field left, a submit refused): their names, for the
 * island to show its own errors there; the marks are cleared.
 */
export function takeOverPrechecked(
  form: HTMLFormElement | null,
  fields: readonly FormField[],
): { flagged: string[]; refused: boolean } {
  const refused = Boolean(form?.hasAttribute(REFUSED_ATTRIBUTE));
  form?.removeAttribute(REFUSED_ATTRIBUTE);
  const flagged: string[] = [];
  for (const field of fields) {
    const control = form?.elements.namedItem(field.name);
    if (
      !(
        control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement
      ) ||
      !control.validity.customError
    )
      continue;
    flagged.push(field.name);
    control.setCustomValidity("");
  }
  return { flagged, refused };
}

/** The hidden input only bots fill (the server's HONEYPOT). */
export const HONEYPOT_FIELD = "_hp";

/**
 * Everything a declared form does, for a thin component: formik holds the
 * values, the yup schema is built from the declaration, what is typed is
 * kept in session storage, and submitting runs the declared action then
 * plays its success steps (toast, panel, reset, redirect).
 */
export function useFormController(section: FormSection) {
  const { prefix, lang, site } = useSite();
  const page = usePage();
  const { toast } = useToast();

  const fields = useMemo(() => flattenFields(section.fields), [section.fields]);
  const schema = useMemo(() => buildYupSchema(fields, section.messages, { lang }), [fields, section.messages, lang]);
  const empty = useMemo(() => initialValues(fields), [fields]);
  const draftKey = `${page.path}#${section.id}`;

  const [status, setStatus] = useState<FormStatus>("idle");
  const [busyAlternative, setBusyAlternative] = useState<number | null>(null);
  const [panel, setPanel] = useState<{ title: string; text?: string; minHeight?: number } | null>(null);
  const [summaryRequest, setSummaryRequest] = useState(0);
  const [restored, setRestored] = useState(false);
  const cancelPending = useRef<(() => void) | null>(null);
  // A retry after a failure (the server may have stored it before the answer was lost) reuses its key.
  const [keys] = useState(retryKeys);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFormAfterPanel = useRef(false);
  const summaryFocus = useRef(true);

  const formik = useFormik<FormValues>({
    initialValues: empty,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: () => undefined,
  });
  const { values, errors, setFieldValue, setFieldError, setErrors, setValues, resetForm } = formik;

  // Restore a draft after mount (never during render: the HTML must match),
  // then take over what was typed into the prerendered fields before the form
  // hydrated (it hydrates on the visitor's first interaction: hydration-gate.ts),
  // and the problems its plain-script checks found meanwhile (precheck.ts).
  // A field filled and left meanwhile is checked as leaving it would have been.
  useEffect(() => {
    const draft = loadDraft(draftKey, fields);
    const typed = valuesInForm(formRef.current, fields);
    const restoredValues = { ...empty, ...draft, ...typed } as FormValues;
    if (Object.keys(draft).length > 0 || Object.keys(typed).length > 0) void setValues(restoredValues, false);
    // A field left, or a submit refused, before the island came (precheck.ts) keeps its error, even the one the refusal focused.
    const prechecked = takeOverPrechecked(formRef.current, fields);
    const left = [
      ...new Set([
        ...Object.keys(typed).filter((name) => formRef.current?.elements.namedItem(name) !== document.activeElement),
        ...prechecked.flagged,
      ]),
    ];
    if (left.length > 0) {
      const found = validateValues(schema, restoredValues);
      const errorsOfLeft = Object.fromEntries(left.filter((name) => found[name]).map((name) => [name, found[name]]));
      if (Object.keys(errorsOfLeft).length > 0) setErrors(errorsOfLeft);
      // A refused submit shows the summary a submit shows; the focus stays in the field the visitor went back to.
      if (prechecked.refused && Object.keys(errorsOfLeft).length > 0) {
        summaryFocus.current = !formRef.current?.contains(document.activeElement);
        setSummaryRequest((n) => n + 1);
      }
    }
    setRestored(true);
  }, [draftKey, fields, empty, setValues, setErrors, schema]);

  useEffect(() => {
    if (restored) saveDraft(draftKey, fields, values);
  }, [restored, draftKey, fields, values]);

  useEffect(() => () => cancelPending.current?.(), []);

  useEffect(() => {
    if (summaryRequest > 0 && summaryFocus.current) summaryRef.current?.focus();
    summaryFocus.current = true;
  }, [summaryRequest]);

  useEffect(() => {
    if (panel) panelRef.current?.focus({ preventScroll: true });
    else if (focusFormAfterPanel.current) {
      focusFormAfterPanel.current = false;
      formRef.current?.focus({ preventScroll: true });
    }
  }, [panel]);

  const fieldErrors = errors as Record<string, string | undefined>;

  const onChange = useCallback(
    (name: string, value: FieldValue) => {
      void setFieldValue(name, value, false);
      // A chosen file is checked at once (type, size): the visitor just
      // picked it and should not find out at the end.
      if (value !== null && typeof value === "object") {
        setFieldError(name, validateValues(schema, { ...values, [name]: value })[name]);
        return;
      }
      // Editing a field clears its error (spec §4). An input event that leaves the value as the form
      // holds it is no edit: what was typed before the island came is handed to it once more after it
      // hydrates (early-input.ts), and must not clear the error the plain-script check found in it.
      if (fieldErrors[name] && value !== values[name]) setFieldError(name, undefined);
    },
    [setFieldValue, setFieldError, fieldErrors, schema, values],
  );

  // Leaving a filled field checks it; leaving an empty one does not nag.
  const onBlur = useCallback(
    (name: string) => {
      if (isBlank(values[name])) return;
      const error = validateValues(schema, values)[name];
      if (error) setFieldError(name, error);
    },
    [schema, values, setFieldError],
  );

  const to = (href: string) => (href.startsWith("/") ? withPrefix(prefix, href) : href);

  const succeed = (action: FormAction, submitted: FormValues) => {
    clearDraft(draftKey);
    const waiting = Boolean(action.redirect) && !action.successPanel;
    cancelPending.current?.();
    cancelPending.current = scheduleSuccess(action, submitted, {
      toast: (t) => toast({ ...t, variant: "success" }),
      showPanel: (p) => {
        const height = formRef.current?.offsetHeight;
        setPanel({ ...p, ...(height ? { minHeight: height } : {}) });
        setStatus("sent");
      },
      hidePanel: () => {
        focusFormAfterPanel.current = true;
        setPanel(null);
        setStatus("idle");
      },
      reset: () => resetForm({ values: empty }),
      redirect: (href) => goTo(to(href)),
    });
    if (!action.successPanel && !waiting) setStatus("idle");
    else if (waiting) setStatus("waiting");
  };

  const fail = (action: FormAction, error: unknown) => {
    console.warn(`Form "${section.id}" action failed:`, error);
    setStatus("idle");
    const serverErrors = error instanceof FormActionError ? error.fieldErrors : undefined;
    if (serverErrors && Object.keys(serverErrors).length > 0) {
      setErrors(serverErrors);
      setSummaryRequest((n) => n + 1);
    }
    const limited =
      error instanceof FormActionError && error.status === 429 && action.kind === "post"
        ? action.rateLimitToast
        : undefined;
    const shown = limited ?? action.errorToast;
    if (shown) toast({ ...fillToast(shown, values), variant: "destructive" });
  };

  /** The declared action, sent with the API's origin, an idempotency key and the honeypot. */
  const run = (action: FormAction, submitted: FormValues) => {
    const trap = formRef.current?.elements.namedItem(HONEYPOT_FIELD);
    const trapValue = trap instanceof HTMLInputElement ? trap.value : "";
    const sent = trapValue ? { ...submitted, [HONEYPOT_FIELD]: trapValue } : submitted;
    return runFormAction(action, sent, { apiBase: site.leads?.apiBase, idempotencyKey: keys.for(submitted) });
  };

  const busy = status !== "idle" || busyAlternative !== null;
  const gateOpen = !section.disableSubmitUntilValid || isGateOpen(schema, fields, values, section.submitGate);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const found = validateValues(schema, values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      if (section.requiredNotice && missingRequired(fields, values).length > 0)
        toast({
          title: section.requiredNotice.title,
          description: section.requiredNotice.description,
          variant: "destructive",
        });
      setSummaryRequest((n) => n + 1);
      return;
    }
    setErrors({});
    const submitted = values;
    setStatus("submitting");
    try {
      await run(section.action, submitted);
      keys.settle();
      succeed(section.action, submitted);
    } catch (error) {
      fail(section.action, error);
    }
  };

  const runAlternative = async (index: number) => {
    const alternative = section.alternatives?.[index];
    if (!alternative || busy) return;
    setBusyAlternative(index);
    try {
      await run(alternative.action, values);
      keys.settle();
      succeed(alternative.action, values);
      if (!alternative.action.redirect) setBusyAlternative(null);
    } catch (error) {
      setBusyAlternative(null);
      fail(alternative.action, error);
    }
  };

  /** Errors in field order, for the summary. */
  const errorList = fields
    .filter((field) => fieldErrors[field.name])
    .map((field) => ({
      name: field.name,
      label: field.label,
      message: fieldErrors[field.name] as string,
      href: `#${inputId(section.id, field.name)}`,
    }));

  return {
    restored,
    fields,
    values,
    errors: fieldErrors,
    errorList,
    status,
    busy,
    busyAlternative,
    gateOpen,
    panel,
    onChange,
    onBlur,
    submit,
    runAlternative,
    summaryRef,
    formRef,
    panelRef,
    showSummary: summaryRequest > 0 && errorList.length > 0,
  };
}
