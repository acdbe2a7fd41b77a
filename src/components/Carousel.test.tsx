import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "@lingui/react";
import { createI18n } from "../i18n/i18n";
import { Carousel } from "./Carousel";

const slides = ["Reservas", "Analíticas", "Mesas"].map((label) => ({ key: label, label, content: <p>{label}</p> }));

function renderCarousel() {
  render(
    <I18nProvider i18n={createI18n("es")}>
      <Carousel label="Capturas" slides={slides} intervalMs={3000} fadeMs={800} />
    </I18nProvider>,
  );
  return screen.getByRole("region", { name: "Capturas" });
}
const active = () =>
  screen.getAllByRole("group", { hidden: true }).findIndex((g) => g.getAttribute("aria-hidden") === "false");
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("Carousel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("advances every interval and wraps", async () => {
    renderCarousel();
    expect(active()).toBe(0);
    await advance(2999);
    expect(active()).toBe(0);
    await advance(1);
    expect(active()).toBe(1);
    await advance(3000);
    await advance(3000);
    expect(active()).toBe(0);
  });

  it("pauses while the mouse is over it and with the pause button", async () => {
    const root = renderCarousel();
    fireEvent.pointerEnter(root, { pointerType: "mouse" });
    await advance(6000);
    expect(active()).toBe(0);
    fireEvent.pointerLeave(root, { pointerType: "mouse" });
    await advance(3000);
    expect(active()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Detener el pase automático" }));
    await advance(9000);
    expect(active()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Iniciar el pase automático" }));
    await advance(3000);
    expect(active()).toBe(2);
  });

  it("previous, next and the dots pick a slide; the current dot is marked", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Imagen anterior" }));
    expect(active()).toBe(2);
    fireEvent.click(screen.getByRole("button", { name: "Imagen siguiente" }));
    expect(active()).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: /Ir a la imagen 2/ }));
    expect(active()).toBe(1);
    expect(screen.getByRole("button", { name: /Ir a la imagen 2/ }).getAttribute("aria-current")).toBe("true");
  });
});
