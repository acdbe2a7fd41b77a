import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { Icon } from "../../components/Icon";
import { THEME_LABEL_DARK, THEME_LABEL_LIGHT, THEME_TOGGLE } from "./attributes";
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

/**
 * Switches between light and dark; the choice is stored. Until a choice, the
 * system setting rules. Markup only: ./theme.ts gives it its
 * behaviour and its label (what a press does), from the two given here.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useLingui();
  const label = t`Cambiar tema`;
  return (
    <button
      type="button"
      css={[s.iconButton, icons]}
      className={className}
      aria-label={label}
      title={label}
      {...{
        [THEME_TOGGLE]: "",
        [THEME_LABEL_DARK]: t`Activar tema oscuro`,
        [THEME_LABEL_LIGHT]: t`Activar tema claro`,
      }}
    >
      <Icon name="moon" size={19} className="moon" />
      <Icon name="sun" size={19} className="sun" />
    </button>
  );
}
