// The header's theme toggle, without React: it switches between light and
// dark and stores the choice; until a choice, the system setting rules (and
// is followed live). The inline head script (src/theme/theme-script.ts) has
// applied the stored theme before the first paint. The button's two labels
// come from the prerendered markup (data-label-dark, data-label-light).
import { THEME_STORAGE_KEY } from "../../theme/theme-script";
import { THEME_LABEL_DARK, THEME_LABEL_LIGHT, THEME_TOGGLE } from "./attributes";

type Theme = "light" | "dark";

const shown = (): Theme => (document.documentElement.dataset.theme === "dark" ? "dark" : "light");

/** Applies a choice to <html>, the same attribute and colour scheme the head script sets. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

function storedChoice(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === "light" || value === "dark" ? value : null;
  } catch {
    return null;
  }
}

export function startThemeToggles(root: ParentNode = document): void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(`button[${THEME_TOGGLE}]`)];
  if (buttons.length === 0) return;
  // The label says what a press does.
  const label = () => {
    for (const button of buttons) {
      const text = button.getAttribute(shown() === "dark" ? THEME_LABEL_LIGHT : THEME_LABEL_DARK) ?? "";
      button.setAttribute("aria-label", text);
      button.title = text;
    }
  };
  label();
  for (const button of buttons) {
    button.addEventListener("click", () => {
      const next: Theme = shown() === "dark" ? "light" : "dark";
      applyTheme(next);
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch (error) {
        console.warn("Theme choice not stored:", error);
      }
      label();
    });
  }
  if (typeof window.matchMedia !== "function") return;
  window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", (event) => {
    if (storedChoice()) return;
    applyTheme(event.matches ? "dark" : "light");
    label();
  });
}
