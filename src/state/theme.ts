import { atom } from "jotai";
import { THEME_STORAGE_KEY } from "../theme/theme-script";

export type ThemeChoice = "light" | "dark" | "system";

function readStored(): ThemeChoice {
  try {
    const value = typeof localStorage === "undefined" ? null : localStorage.getItem(THEME_STORAGE_KEY);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
}

const systemPrefersDark = () => typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-color-scheme: dark)").matches;

/** Applies a choice to <html> (the same attribute the inline head script sets). */
export function applyTheme(choice: ThemeChoice) {
  const dark = choice === "dark" || (choice === "system" && systemPrefersDark());
  document.documentElement.dataset.theme = dark ? "dark" : "light";
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}

const baseAtom = atom<ThemeChoice | null>(null);

/** The visitor's theme choice; stored, and applied to the page when set. Blocked storage only loses persistence. */
export const themeAtom = atom(
  (get) => get(baseAtom) ?? "system",
  (_get, set, choice: ThemeChoice) => {
    set(baseAtom, choice);
    applyTheme(choice);
    try {
      if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, choice);
    } catch (error) {
      console.warn("Theme choice not stored:", error);
    }
  },
);

/** Reads the stored choice after mount (never during render, so hydration matches). */
export const initThemeAtom = atom(null, (_get, set) => set(baseAtom, readStored()));
