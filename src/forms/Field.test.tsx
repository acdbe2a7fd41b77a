import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field } from "./Field";

const input = (name: RegExp | string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

describe("Field (the form layer's frame)", () => {
  it("labels its control: the label names the input by id", () => {
    render(
      <Field id="f-email" label="Email">
        {(wiring) => <input {...wiring} />}
      </Field>,
    );
    const email = input("Email");
    expect(email.id).toBe("f-email");
    expect(email.getAttribute("aria-invalid")).toBeNull();
    expect(email.getAttribute("aria-describedby")).toBeNull();
  });

  it("describes the control by its help, then by its error, and marks it invalid only with an error", () => {
    const { rerender } = render(
      <Field id="f-email" label="Email" help="Te escribimos aquí.">
        {(wiring) => <input {...wiring} />}
      </Field>,
    );
    expect(input("Email").getAttribute("aria-describedby")).toBe("f-email-help");
    expect(input("Email").getAttribute("aria-invalid")).toBeNull();

    rerender(
      <Field id="f-email" label="Email" help="Te escribimos aquí." error="Email inválido">
        {(wiring) => <input {...wiring} />}
      </Field>,
    );
    expect(input("Email").getAttribute("aria-describedby")).toBe("f-email-help f-email-error");
    expect(input("Email").getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("f-email-error")?.textContent).toBe("Email inválido");
    expect(screen.getByRole("textbox", { description: "Te escribimos aquí. Email inválido" })).toBe(input("Email"));

    rerender(
      <Field id="f-email" label="Email">
        {(wiring) => <input {...wiring} />}
      </Field>,
    );
    expect(document.getElementById("f-email-error")).toBeNull();
    expect(input("Email").getAttribute("aria-invalid")).toBeNull();
  });

  it("puts an optional field's note inside the label, and a required field's star outside it, hidden", () => {
    render(
      <>
        <Field id="f-phone" label="Teléfono" note="(opcional)">
          {(wiring) => <input {...wiring} />}
        </Field>
        <Field id="f-name" label="Nombre" required>
          {(wiring) => <input {...wiring} />}
        </Field>
      </>,
    );
    expect(input("Teléfono (opcional)").id).toBe("f-phone");
    const name = input("Nombre");
    expect(name.labels?.[0]?.textContent).toBe("Nombre");
    const star = name.labels?.[0]?.nextElementSibling;
    expect(star?.textContent).toBe("*");
    expect(star?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.queryByText("*", { selector: "label *" })).toBeNull();
  });

  it("lays a checkbox out before its label, and a group of choices in a fieldset described by its error", () => {
    render(
      <>
        <Field id="f-privacy" label="Acepto la política" layout="check" error="Debes aceptar la política de privacidad">
          {(wiring) => <input type="checkbox" {...wiring} />}
        </Field>
        <Field id="f-time" label="Hora" labelAs="legend" error="Elige una hora">
          <label>
            <input type="radio" name="time" value="09:00" /> 09:00
          </label>
        </Field>
      </>,
    );
    const privacy = screen.getByRole("checkbox", { name: "Acepto la política" }) as HTMLInputElement;
    expect(privacy.getAttribute("aria-describedby")).toBe("f-privacy-error");
    expect(privacy.compareDocumentPosition(privacy.labels![0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const group = screen.getByRole("group", { name: "Hora" });
    expect(group.tagName).toBe("FIELDSET");
    expect(group.getAttribute("aria-describedby")).toBe("f-time-error");
    expect(document.getElementById("f-time-error")?.textContent).toBe("Elige una hora");
  });

  it("names a composite control by a caption (labelAs caption), with the caption's id", () => {
    render(
      <Field id="f-cv" label="CV" labelAs="caption" required>
        <div role="button" aria-labelledby="f-cv-label" tabIndex={0} />
      </Field>,
    );
    expect(screen.getByRole("button", { name: "CV" })).toBeTruthy();
    expect(document.querySelector("label")).toBeNull();
  });
});
