import { afterEach, describe, expect, it } from "vitest";
import { startThemeToggles } from "./theme";

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe("the theme toggle, without React", () => {
  it("says what a press does, switches, stores the choice and says the next one", () => {
    document.documentElement.dataset.theme = "light";
    document.body.innerHTML = `<button data-theme-toggle aria-label="Cambiar tema" data-label-dark="Activar tema oscuro" data-label-light="Activar tema claro"></button>`;
    startThemeToggles();
    const button = document.querySelector("button")!;
    expect(button.getAttribute("aria-label")).toBe("Activar tema oscuro");
    button.click();
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(document.documentElement.style.colorScheme).toBe("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(button.getAttribute("aria-label")).toBe("Activar tema claro");
    expect(button.title).toBe("Activar tema claro");
  });
});
