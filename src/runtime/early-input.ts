// A radio pressed, a box ticked, an option chosen or text typed in an island
// before it hydrates changes the prerendered control natively: "Mensual"
// shows as checked. React then hydrates around it, keeps the control as it
// finds it and its own state as it rendered it: the prices stay annual, and
// the next render may even put the old value back. So each such control is
// remembered and, once React owns it, handed to React as the visitor's own
// change (the event React listens for, with React seeing a new value): the
// island applies it as if it had been there all along. Kept rather than
// blocked: the control answers at once (a radio checks, text appears), and
// what depends on it follows as soon as the island can act.
import { browserScheduler, hydratedByReact, whenOwned, type Scheduler } from "./when-owned";
import { ISLAND_SELECTOR } from "../core/island-names";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A field whose value can be handed over (a chosen file cannot be set by script: it is chosen again). */
const isField = (el: unknown): el is Field =>
  (el instanceof HTMLInputElement && el.type !== "file") ||
  el instanceof HTMLSelectElement ||
  el instanceof HTMLTextAreaElement;
const isCheckable = (el: Field): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio");

/** A field's state as one string: its text, whether it is checked, or the options chosen. */
export function stateOf(field: Field): string {
  if (field instanceof HTMLSelectElement) return [...field.selectedOptions].map((option) => option.index).join(",");
  return isCheckable(field) ? String(field.checked) : field.value;
}

/** The state the prerender (and so React's first render) wrote. */
export function renderedStateOf(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    const marked = [...field.options].filter((option) => option.defaultSelected).map((option) => option.index);
    // With no option marked, a single select shows its first.
    return (
      marked.length === 0 && !field.multiple && field.options.length > 0
        ? [0]
        : field.multiple
          ? marked
          : marked.slice(-1)
    ).join(",");
  }
  return isCheckable(field) ? String(field.defaultChecked) : field.defaultValue;
}

/** React keeps the value it last saw on the element's own `value` property; the prototype's setter bypasses it. */
function setUnseen(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
}

/**
 * Hands `wanted` (what the visitor left in `field`, stateOf) to React, which
 * owns the field now and may have rendered its old state back, as React would
 * have seen it happen: a click on a checkbox or radio, `change` on a select,
 * `input` on text. React fires onChange only for a value it has not seen
 * (hydration noted the one it found): it is first shown `rendered`.
 */
export function handToReact(field: Field, wanted: string, rendered: string): void {
  if (wanted === rendered) return;
  if (field instanceof HTMLSelectElement) {
    const chosen = new Set(wanted.split(","));
    for (const option of field.options) option.selected = chosen.has(String(option.index));
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (isCheckable(field)) {
    field.checked = wanted !== "true";
    field.click();
    return;
  }
  const focused = field.ownerDocument.activeElement === field;
  const selection = focused ? selectionOf(field) : undefined;
  field.value = rendered;
  setUnseen(field, wanted);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  // The visitor may still be typing: the caret stays where it was.
  if (selection) field.setSelectionRange(selection[0], selection[1]);
}

/** Where the caret is, for the fields that have one (email and number fields have none to read). */
function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | undefined {
  try {
    return field.selectionStart === null || field.selectionEnd === null
      ? undefined
      : [field.selectionStart, field.selectionEnd];
  } catch {
    return undefined;
  }
}

/** The other radios of `radio`'s group. */
function groupOf(radio: HTMLInputElement, among: Iterable<Field>): Field[] {
  return [...among].filter(
    (other) =>
      other !== radio &&
      other instanceof HTMLInputElement &&
      other.type === "radio" &&
      other.name === radio.name &&
      other.form === radio.form,
  );
}

/**
 * Remembers what the visitor leaves in the form fields of islands React does
 * not own yet, anywhere in `root`, and hands each to React once it does.
 * Returns a function that stops.
 */
export function keepEarlyInput(
  root: Document | Element = document,
  scheduler: Scheduler = browserScheduler,
): () => void {
  // Each field's prerendered state and what the visitor left in it.
  const pending = new Map<Field, { rendered: string; wanted: string }>();
  const onChange = (event: Event) => {
    const field = event.target;
    if (!isField(field) || hydratedByReact(field) || !field.closest(ISLAND_SELECTOR)) return;
    // A radio checked unchecks the one before it: only the last one pressed counts.
    if (isCheckable(field) && field.type === "radio")
      for (const other of groupOf(field, pending.keys())) pending.delete(other);
    const known = pending.get(field);
    if (known) {
      known.wanted = stateOf(field);
      return;
    }
    pending.set(field, { rendered: renderedStateOf(field), wanted: stateOf(field) });
    const forget = () => void pending.delete(field);
    whenOwned(
      field,
      () => {
        const kept = pending.get(field);
        forget();
        if (kept) handToReact(field, kept.wanted, kept.rendered);
      },
      forget,
      scheduler,
      // However late the island comes (a slow network), the choice shown is the one it must apply.
      Infinity,
    );
  };
  root.addEventListener("input", onChange, true);
  root.addEventListener("change", onChange, true);
  return () => {
    root.removeEventListener("input", onChange, true);
    root.removeEventListener("change", onChange, true);
  };
}
