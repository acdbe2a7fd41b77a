// A form checks what is typed before its code arrives. The form's island
// (React, formik, yup: ~140 KB) loads on the visitor's first reach for it
// (hydration-gate.ts); until it is there this plain script, loaded only on
// pages with a form, checks a field when it is left and the whole form on
// submit, with the declaration's own messages (messageFor: the same strings
// the island shows). A refused submit shows the first problem in the
// browser's bubble, on its field, and the press is not replayed; a valid one
// is left to early-clicks.ts, which replays it once the island is there.
// Nothing is written into the island's markup that its hydration compares
// (the elements and their text): the problems are each field's custom
// validity, and a refused submit one data attribute on the <form>, which the
// island takes over as its errors and summary (useFormController) and clears.
// The island checks every rule again (a phone's country plan, dates, files);
// this covers required fields, email, lengths and patterns.
import { EMAIL_PATTERN } from "../../core/email";
import { messageFor } from "../../core/forms/messages";
import {
  flattenFields,
  isBlank,
  type FieldValue,
  type FormField,
  type FormMessages,
  type FormSection,
} from "../../core/forms/types";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Set on a <form> whose submit these checks refused: the island shows its error summary when it takes over (and removes the mark). */
export const REFUSED_ATTRIBUTE = "data-precheck-refused";

/** The first problem of a field's value, in the declaration's words; undefined when it passes (the island's order: required, type, lengths, pattern). */
export function precheckMessage(field: FormField, value: FieldValue, messages: FormMessages): string | undefined {
  if (field.required && isBlank(value)) return messageFor(field, "required", messages);
  if (typeof value !== "string" || isBlank(value)) return undefined;
  const text = value.trim();
  if (field.type === "email" && !EMAIL_PATTERN.test(text)) return messageFor(field, "email", messages);
  const length = [...text].length;
  if ("minLength" in field && field.minLength && length < field.minLength)
    return messageFor(field, "minLength", messages, { min: field.minLength });
  if ("maxLength" in field && field.maxLength && length > field.maxLength)
    return messageFor(field, "maxLength", messages, { max: field.maxLength });
  if ("pattern" in field && field.pattern && !new RegExp(field.pattern, "u").test(text))
    return messageFor(field, "pattern", messages);
  return undefined;
}

const controlOf = (form: HTMLFormElement, name: string): Control | undefined => {
  const el = form.elements.namedItem(name);
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement
    ? el
    : undefined;
};

const controlValue = (control: Control): FieldValue =>
  control instanceof HTMLInputElement && control.type === "checkbox" ? control.checked : control.value;

/** Checks `field` and records the result as its control's custom validity; the message, if any. */
function check(
  form: HTMLFormElement,
  field: FormField,
  messages: FormMessages,
): { control: Control; message?: string } | undefined {
  const control = field.type === "file" ? undefined : controlOf(form, field.name);
  if (!control) return undefined;
  const message = precheckMessage(field, controlValue(control), messages);
  control.setCustomValidity(message ?? "");
  return { control, message };
}

/**
 * Starts checking the forms of `sections` (the page data's list) until each
 * one's island has taken it over (its <form> is marked data-ready then,
 * Form.tsx). Returns a function that stops.
 */
export function precheckForms(
  sections: ReadonlyArray<{ type: string; id?: string }>,
  target: Window = window,
): () => void {
  const formAt = (el: EventTarget | null): { form: HTMLFormElement; section: FormSection } | undefined => {
    const form = el instanceof Element ? el.closest("form") : null;
    const id = form?.closest("section")?.id;
    const section = id ? sections.find((s) => s.type === "form" && s.id === id) : undefined;
    return form && section && !form.hasAttribute("data-ready") ? { form, section: section as FormSection } : undefined;
  };

  // Leaving a filled field checks it (an empty one does not nag, as in the island).
  const onLeave = (event: Event) => {
    const found = formAt(event.target);
    const name = (event.target as Partial<Control>).name;
    const field = found && flattenFields(found.section.fields).find((f) => f.name === name);
    if (!found || !field) return;
    const control = controlOf(found.form, field.name);
    if (control && !isBlank(controlValue(control))) check(found.form, field, found.section.messages);
  };
  // Editing a field clears its problem.
  const onEdit = (event: Event) => {
    if (formAt(event.target) && "setCustomValidity" in (event.target as object))
      (event.target as Control).setCustomValidity("");
  };
  // Before early-clicks.ts (a listener on the window's capture runs before the document's).
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="submit"]') : null;
    const found = button && formAt(button);
    if (!found) return;
    const results = flattenFields(found.section.fields).map((field) =>
      check(found.form, field, found.section.messages),
    );
    const first = results.find((r) => r?.message);
    if (!first) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    found.form.setAttribute(REFUSED_ATTRIBUTE, "");
    first.control.focus();
    first.control.reportValidity();
  };

  target.addEventListener("focusout", onLeave, true);
  target.addEventListener("input", onEdit, true);
  target.addEventListener("click", onClick, true);
  return () => {
    target.removeEventListener("focusout", onLeave, true);
    target.removeEventListener("input", onEdit, true);
    target.removeEventListener("click", onClick, true);
  };
}
