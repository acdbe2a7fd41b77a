import { fireEvent, render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../i18n/i18n";
import type { NumericBounds } from "./types";
import { NumberField } from "./NumberField";

function Harness({ initial, bounds }: { initial: number; bounds: NumericBounds }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nProvider i18n={createI18n("es")}>
      <NumberField
        id="days"
        label="Días de apertura a la semana"
        unit="días"
        bounds={bounds}
        value={value}
        onChange={setValue}
      />
      <output data-testid="committed">{value}</output>
    </I18nProvider>
  );
}

const setup = (initial = 5, bounds: NumericBounds = { min: 1, max: 7 }) => {
  render(<Harness initial={initial} bounds={bounds} />);
  const input = screen.getByRole("spinbutton", { name: "Días de apertura a la semana" }) as HTMLInputElement;
  const committed = () => Number(screen.getByTestId("committed").textContent);
  return { input, committed };
};

describe("NumberField (spin button rules of spec §5)", () => {
  it("is a labelled spin button exposing value, bounds and unit", () => {
    const { input } = setup();
    expect(input.value).toBe("5");
    expect(input.getAttribute("aria-valuenow")).toBe("5");
    expect(input.getAttribute("aria-valuemin")).toBe("1");
    expect(input.getAttribute("aria-valuemax")).toBe("7");
    expect(input.getAttribute("aria-valuetext")).toBe("5 días");
  });

  it("keeps only digits, one dot and a leading minus while typing", () => {
    const { input } = setup(5, { min: -10, max: 100 });
    fireEvent.change(input, { target: { value: "1a2.5.3€" } });
    expect(input.value).toBe("12.53");
    fireEvent.change(input, { target: { value: "-4x" } });
    expect(input.value).toBe("-4");
  });

  it("clamps on blur, leaving the typed text until then", () => {
    const { input, committed } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "9" } });
    expect(input.value).toBe("9");
    expect(committed()).toBe(7); // results already use the clamped value
    fireEvent.blur(input);
    expect(input.value).toBe("7");
    expect(input.getAttribute("aria-valuenow")).toBe("7");
  });

  it("clamps on Enter", () => {
    const { input, committed } = setup();
    fireEvent.change(input, { target: { value: "0" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(input.value).toBe("1");
    expect(committed()).toBe(1);
  });

  it("turns an empty field into 1, then clamps it", () => {
    const days = setup();
    fireEvent.change(days.input, { target: { value: "" } });
    fireEvent.blur(days.input);
    expect(days.input.value).toBe("1");
  });

  it("an empty field becomes the minimum when 1 is below it", () => {
    const { input, committed } = setup(8, { min: 5, max: 10 });
    fireEvent.change(input, { target: { value: "" } });
    fireEvent.blur(input);
    expect(input.value).toBe("5");
    expect(committed()).toBe(5);
  });

  it("steps by 1 with the arrow keys, within the bounds", () => {
    const { input, committed } = setup(6);
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(committed()).toBe(7);
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(committed()).toBe(7);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(committed()).toBe(5);
    expect(input.value).toBe("5");
  });

  it("jumps to the bounds with Home and End", () => {
    const { input, committed } = setup(4);
    fireEvent.keyDown(input, { key: "End" });
    expect(committed()).toBe(7);
    fireEvent.keyDown(input, { key: "Home" });
    expect(committed()).toBe(1);
  });

  it("End leaves a field without a maximum unchanged", () => {
    const { input, committed } = setup(25, { min: 1 });
    fireEvent.keyDown(input, { key: "End" });
    expect(committed()).toBe(25);
    expect(input.hasAttribute("aria-valuemax")).toBe(false);
  });

  it("− and + step by 1, clamp typed text first, and disable at the bounds", () => {
    const { input, committed } = setup(6);
    const plus = screen.getByRole("button", { name: "Aumentar Días de apertura a la semana" });
    const minus = screen.getByRole("button", { name: "Disminuir Días de apertura a la semana" });
    fireEvent.click(plus);
    expect(committed()).toBe(7);
    expect((plus as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: "30" } });
    fireEvent.click(minus);
    expect(committed()).toBe(6); // 30 → clamped 7 → 6
    expect(input.value).toBe("6");
  });

  it("steps from 1 when the field is empty", () => {
    const { input, committed } = setup(5);
    fireEvent.change(input, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: /Aumentar/ }));
    expect(committed()).toBe(2);
  });
});
