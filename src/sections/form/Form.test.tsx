import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Providers } from "../../../tests/unit/render-helpers";
import { Toaster } from "../../components/toast";
import { draftKey } from "../../core/forms/draft";
import type { SectionOf } from "../types";
import { Form } from "./Form";
import { handToReact } from "../../runtime/early-input";

const section: SectionOf<"form"> = {
  type: "form",
  id: "contacto",
  heading: { title: "Escríbenos" },
  fields: [
    { type: "text", name: "name", label: "Nombre", required: true },
    { type: "email", name: "email", label: "Email", required: true, help: "Nunca lo compartimos." },
    { type: "password", name: "secret", label: "Clave" },
    { type: "textarea", name: "message", label: "Mensaje", required: true },
  ],
  submit: { label: "Enviar", busyLabel: "Enviando..." },
  disableSubmitUntilValid: true,
  requiredNotice: { title: "Campos requeridos", description: "Por favor completa todos los campos obligatorios." },
  action: {
    kind: "simulate",
    delayMs: 30,
    successToast: { title: "Gracias, {name}" },
    successPanel: { title: "¡Enviado!", durationMs: 80 },
    reset: true,
  },
  messages: { required: "Obligatorio.", email: "Email no válido." },
  summaryTitle: "Revisa:",
};

const renderForm = () =>
  render(
    <Providers>
      <Form section={section} />
      <Toaster />
    </Providers>,
  );
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

afterEach(() => sessionStorage.clear());

describe("Form section", () => {
  it("marks what is wrong on submit: errors, focused summary, the 'Campos requeridos' toast; editing clears an error", async () => {
    renderForm();
    await waitFor(() => expect(document.querySelector("form[data-ready]")).not.toBeNull());
    const submit = screen.getByRole("button", { name: "Enviar" });
    expect(submit.getAttribute("aria-disabled")).toBe("true");
    fireEvent.submit(submit.closest("form")!);
    expect(input("Nombre").getAttribute("aria-invalid")).toBe("true");
    expect(input("Email").getAttribute("aria-describedby")).toBe("contacto-email-help contacto-email-error");
    expect(document.getElementById("contacto-email-error")?.textContent).toBe("Obligatorio.");
    await waitFor(() => expect(document.activeElement?.textContent).toContain("Revisa:"));
    expect(screen.getByText("Campos requeridos")).toBeTruthy();
    type("Nombre", "Ana");
    expect(input("Nombre").getAttribute("aria-invalid")).toBeNull();
    type("Email", "ana@x");
    fireEvent.blur(input("Email"));
    expect(document.getElementById("contacto-email-error")?.textContent).toBe("Email no válido.");
  });

  it("an input event that leaves a field's value as it is (typing from before hydration, handed over again) keeps its error", async () => {
    renderForm();
    await waitFor(() => expect(document.querySelector("form[data-ready]")).not.toBeNull());
    type("Email", "ana@x");
    fireEvent.submit(input("Email").closest("form")!);
    expect(document.getElementById("contacto-email-error")?.textContent).toBe("Email no válido.");
    // What early-input.ts does once the island owns the field: the same text, as an input event React sees.
    act(() => handToReact(input("Email"), "ana@x", ""));
    expect(input("Email").value).toBe("ana@x");
    expect(document.getElementById("contacto-email-error")?.textContent).toBe("Email no válido.");
    // A real edit still clears it.
    type("Email", "ana@x.e");
    expect(document.getElementById("contacto-email-error")).toBeNull();
  });

  it("sends, shows the panel, then comes back empty; the success toast names the sender", async () => {
    renderForm();
    await waitFor(() => expect(document.querySelector("form[data-ready]")).not.toBeNull());
    type("Nombre", "Ana");
    type("Email", "ana@x.es");
    type("Mensaje", "Hola");
    const submit = screen.getByRole("button", { name: "Enviar" });
    expect(submit.getAttribute("aria-disabled")).toBeNull();
    fireEvent.click(submit);
    expect(screen.getByRole("button", { name: "Enviando..." }).getAttribute("aria-disabled")).toBe("true");
    await waitFor(() => expect(screen.getByText("¡Enviado!")).toBeTruthy());
    expect(screen.getAllByText("Gracias, Ana").length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByText("¡Enviado!")).toBeNull());
    expect(input("Nombre").value).toBe("");
    expect(sessionStorage.getItem(draftKey("/#contacto"))).toBeNull();
  });

  it("restores a draft after mount (never the password) and keeps typing in it", async () => {
    sessionStorage.setItem(draftKey("/#contacto"), JSON.stringify({ name: "Ana", message: "Borrador", secret: "no" }));
    renderForm();
    await waitFor(() => expect(input("Nombre").value).toBe("Ana"));
    expect(input("Mensaje").value).toBe("Borrador");
    expect(input("Clave").value).toBe("");
    type("Clave", "supersecreta");
    await act(async () => undefined);
    expect(sessionStorage.getItem(draftKey("/#contacto"))).not.toContain("supersecreta");
  });
});
