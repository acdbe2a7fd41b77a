// The form's checks before its island arrives: the declaration's messages,
// a refused submit that is not replayed, a valid one left alone, and the
// island taking the problems over.
import { afterEach, describe, expect, it } from "vitest";
import type { SectionOf } from "../types";
import { precheckForms, precheckMessage, REFUSED_ATTRIBUTE } from "./precheck";
import { takeOverPrechecked } from "./useFormController";

const section: SectionOf<"form"> = {
  type: "form",
  id: "alta",
  fields: [
    { type: "text", name: "name", label: "Nombre", required: true, minLength: 2 },
    { type: "email", name: "email", label: "Email", required: true },
    {
      type: "text",
      name: "code",
      label: "Código",
      pattern: "^[A-Z]{3}$",
      messages: { pattern: "Tres letras mayúsculas." },
    },
    { type: "checkbox", name: "terms", label: "Acepto", required: true },
  ],
  submit: { label: "Crear cuenta", busyLabel: "Creando..." },
  action: { kind: "simulate", delayMs: 10 },
  messages: {
    required: "Este campo es obligatorio.",
    email: "Email inválido",
    minLength: "Al menos {min} caracteres.",
  },
};
const [name, email, code] = section.fields as Array<Extract<(typeof section.fields)[number], { name: string }>>;

describe("precheckMessage", () => {
  it("gives the declaration's message of the first rule a value breaks, and nothing for a valid or empty optional value", () => {
    expect(precheckMessage(email as never, "", section.messages)).toBe("Este campo es obligatorio.");
    expect(precheckMessage(email as never, "lola@", section.messages)).toBe("Email inválido");
    expect(precheckMessage(email as never, " lola@casa.es ", section.messages)).toBeUndefined();
    expect(precheckMessage(name as never, "L", section.messages)).toBe("Al menos 2 caracteres.");
    expect(precheckMessage(code as never, "abc", section.messages)).toBe("Tres letras mayúsculas.");
    expect(precheckMessage(code as never, "", section.messages)).toBeUndefined();
  });
});

describe("precheckForms", () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = "";
  });
  const mount = () => {
    document.body.innerHTML = `<div data-island="section-0"><section id="alta"><form novalidate>
      <input name="name" /><input name="email" type="email" /><input name="code" /><input name="terms" type="checkbox" />
      <button type="submit">Crear cuenta</button></form></section></div>`;
    stop = precheckForms([section]);
    const form = document.querySelector("form")!;
    const field = (n: string) => form.elements.namedItem(n) as HTMLInputElement;
    const submit = () => {
      const click = new MouseEvent("click", { bubbles: true, cancelable: true });
      // What runs after the check (early-clicks.ts on the document) is reached only when the check lets it through.
      let reached = false;
      const after = () => (reached = true);
      document.addEventListener("click", after, true);
      form.querySelector("button")!.dispatchEvent(click);
      document.removeEventListener("click", after, true);
      return { prevented: click.defaultPrevented, reached };
    };
    return { form, field, submit };
  };

  it("refuses a submit with problems before the island is there: each field's message, the first one focused, not replayed", () => {
    const { form, field, submit } = mount();
    field("name").value = "Lola";
    field("email").value = "lola@";
    expect(submit()).toEqual({ prevented: true, reached: false });
    expect(field("email").validationMessage).toBe("Email inválido");
    expect(field("terms").validationMessage).toBe("Este campo es obligatorio.");
    expect(field("name").validationMessage).toBe("");
    expect(document.activeElement).toBe(field("email"));
    expect(form.hasAttribute(REFUSED_ATTRIBUTE)).toBe(true);
    // Editing a field clears its problem.
    field("email").value = "lola@casa.es";
    field("email").dispatchEvent(new Event("input", { bubbles: true }));
    expect(field("email").validationMessage).toBe("");
    // The island takes the rest over, and the marks go.
    expect(takeOverPrechecked(form, section.fields as never)).toEqual({ flagged: ["terms"], refused: true });
    expect(field("terms").validationMessage).toBe("");
    expect(form.hasAttribute(REFUSED_ATTRIBUTE)).toBe(false);
  });

  it("lets a valid submit through (early-clicks.ts replays it once the island is there), checks a field left filled, and stops once the island has the form", () => {
    const { form, field, submit } = mount();
    field("email").value = "lola";
    field("email").dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    expect(field("email").validationMessage).toBe("Email inválido");
    field("name").value = "Lola";
    field("email").value = "lola@casa.es";
    field("terms").checked = true;
    expect(submit()).toEqual({ prevented: false, reached: true });
    field("email").value = "";
    form.setAttribute("data-ready", "");
    expect(submit()).toEqual({ prevented: false, reached: true });
  });
});
