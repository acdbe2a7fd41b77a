import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SiteContext, type SiteDocument } from "../../site-data";
import type { AnalysisEmailState } from "../../state/calculator";
import type { CalculatorSectionData } from "./config";
import { analysisEmailForm } from "./email-form";
import { EmailForm } from "./EmailForm";

const copy: CalculatorSectionData["emailSheet"] = {
  open: "Enviar análisis por email",
  title: "Enviar análisis por email",
  lead: "Te enviamos estos números.",
  emailLabel: "Tu email",
  emailPlaceholder: "tu@restaurante.com",
  invalidEmail: "Introduce un email válido (ej. hola@mesalia.com).",
  help: "Introduce un email válido y acepta la Política de Privacidad.",
  privacy: "He leído y acepto la {policy}.",
  policyLink: { label: "Política de Privacidad", href: "/politica-de-privacidad" },
  privacyError: "Debes aceptar la política para poder enviar el análisis por email.",
  marketing: "Quiero recibir novedades (opcional).",
  submit: "Enviar análisis",
  success: "¡Perfecto! Te enviaremos estos números a tu email.",
  sent: "Análisis enviado a {address}",
};
const site = { app: { login: "", register: "" }, contact: {} } as unknown as SiteDocument;

const form = analysisEmailForm({ id: "calc-cta", emailSheet: copy, results: { title: "Tu impacto estimado" } });

function Harness({
  onSend,
  sending,
  failed,
}: {
  onSend: (email: string) => void;
  sending?: boolean;
  failed?: boolean;
}) {
  const [value, setValue] = useState<AnalysisEmailState>({ email: "", privacy: false, marketing: false, sentTo: null });
  return (
    <SiteContext.Provider value={{ site, data: {}, lang: "es", prefix: "" }}>
      <EmailForm
        copy={{ ...copy, sendError: "No hemos podido enviar el análisis." }}
        form={form}
        value={value}
        onChange={setValue}
        onSend={onSend}
        sending={sending}
        failed={failed}
      />
    </SiteContext.Provider>
  );
}

const setup = () => {
  const onSend = vi.fn();
  render(<Harness onSend={onSend} />);
  return {
    onSend,
    email: screen.getByLabelText("Tu email") as HTMLInputElement,
    privacy: screen.getByRole("checkbox", { name: /He leído y acepto la Política de Privacidad/ }) as HTMLInputElement,
    marketing: screen.getByRole("checkbox", { name: /novedades/ }) as HTMLInputElement,
    send: screen.getByRole("button", { name: /Enviar análisis/ }) as HTMLButtonElement,
  };
};
const text = (t: string) => screen.queryByText(t);

describe("EmailForm (analysis email, spec §4/§5)", () => {
  it("starts disabled with the help line and no error", () => {
    const { send, email } = setup();
    expect(send.disabled).toBe(true);
    expect(text(copy.help)).not.toBeNull();
    expect(text(copy.invalidEmail)).toBeNull();
    expect(text(copy.privacyError)).toBeNull();
    expect(email.getAttribute("aria-invalid")).toBe("false");
  });

  it("flags a non-empty invalid email with the spec's message, and clears it once valid", () => {
    const { email } = setup();
    fireEvent.change(email, { target: { value: "ana@restaurante" } });
    expect(text(copy.invalidEmail)).not.toBeNull();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBeTruthy();
    fireEvent.change(email, { target: { value: "ana@restaurante.es" } });
    expect(text(copy.invalidEmail)).toBeNull();
    expect(email.getAttribute("aria-invalid")).toBe("false");
  });

  it("asks for the privacy consent once the email is valid, and stays disabled without it", () => {
    const { email, send } = setup();
    fireEvent.change(email, { target: { value: "ana@restaurante.es" } });
    expect(text(copy.privacyError)).not.toBeNull();
    expect(send.disabled).toBe(true);
    expect(text(copy.help)).not.toBeNull();
  });

  it("shows the privacy message when the box is unticked again", () => {
    const { privacy } = setup();
    fireEvent.click(privacy);
    expect(text(copy.privacyError)).toBeNull();
    fireEvent.click(privacy);
    expect(text(copy.privacyError)).not.toBeNull();
  });

  it("enables sending only with a valid email and the privacy box; marketing is optional", () => {
    const { email, privacy, marketing, send } = setup();
    fireEvent.click(privacy);
    expect(send.disabled).toBe(true); // no email yet
    fireEvent.change(email, { target: { value: "ana@" } });
    expect(send.disabled).toBe(true);
    fireEvent.change(email, { target: { value: "ana@restaurante.es" } });
    expect(send.disabled).toBe(false);
    expect(text(copy.help)).toBeNull();
    expect(text(copy.privacyError)).toBeNull();
    expect(marketing.checked).toBe(false);
    fireEvent.click(privacy);
    expect(send.disabled).toBe(true);
  });

  it("sends the trimmed email on submit", () => {
    const { email, privacy, send, onSend } = setup();
    fireEvent.change(email, { target: { value: "  ana@restaurante.es " } });
    fireEvent.click(privacy);
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledWith("ana@restaurante.es");
  });

  it("does not send when submitted while invalid (Enter in the field)", () => {
    const { email, onSend } = setup();
    fireEvent.change(email, { target: { value: "ana@restaurante.es" } });
    fireEvent.submit(email.closest("form")!);
    expect(onSend).not.toHaveBeenCalled();
  });

  it("says the send failed under the button, keeping what was typed; while sending the button waits", () => {
    const { rerender } = render(<Harness onSend={vi.fn()} failed />);
    expect(screen.getByRole("alert").textContent).toContain("No hemos podido enviar el análisis.");
    rerender(<Harness onSend={vi.fn()} sending />);
    expect(screen.queryByRole("alert")).toBeNull();
    expect((screen.getByRole("button", { name: /Enviar análisis/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("checks with the same declaration the server uses: the email required and well-formed, the privacy box ticked, the figures sent along", () => {
    const names = form.fields.map((f) => ("name" in f ? f.name : ""));
    expect(names).toEqual(["email", "privacy", "marketing", "analysis"]);
    expect(form.id).toBe("calc-cta-email");
  });

  it("links the privacy policy inside the consent", () => {
    setup();
    expect(screen.getByRole("link", { name: "Política de Privacidad" }).getAttribute("href")).toBe(
      "/politica-de-privacidad",
    );
  });
});
