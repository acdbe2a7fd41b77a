import { useEffect, useState } from "react";
import { css } from "@emotion/react";
import { useAtom, useSetAtom } from "jotai";
import { useLingui } from "@lingui/react/macro";
import { Icon } from "../../components/Icon";
import { applyTheme, initThemeAtom, themeAtom } from "../../state/theme";
import * as s from "./styles";

// Both icons are in the markup; the theme attribute (set before first paint) picks one, so there is no flash.
const icons = css`
  .sun {
    display: none;
  }
  html[data-theme="dark"] & .sun {
    display: block;
  }
  html[data-theme="dark"] & .moon {
    display: none;
  }
`;

const currentTheme = () => (document.documentElement.dataset.theme === "dark" ? "dark" : "light");

/** Switches between light and dark; the choice is stored. Until a choice, the system setting rules. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useLingui();
  const [choice, setChoice] = useAtom(themeAtom);
  const init = useSetAtom(initThemeAtom);
  const [shown, setShown] = useState<"light" | "dark" | null>(null);

  useEffect(() => {
    init();
  }, [init]);

  useEffect(() => {
    setShown(currentTheme());
    if (choice !== "system" || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => {
      applyTheme("system");
      setShown(currentTheme());
    };
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [choice]);

  const next = shown === "dark" ? "light" : "dark";
  const label = shown === null ? t`Cambiar tema` : next === "dark" ? t`Activar tema oscuro` : t`Activar tema claro`;
  return (
    <button
      type="button"
      css={[s.iconButton, icons]}
      className={className}
      aria-label={label}
      title={label}
      onClick={() => {
        setChoice(currentTheme() === "dark" ? "light" : "dark");
        setShown(currentTheme());
      }}
    >
      <Icon name="moon" size={19} className="moon" />
      <Icon name="sun" size={19} className="sun" />
    </button>
  );
}
