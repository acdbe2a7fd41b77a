import { useEffect, useState } from "react";
import { css } from "@emotion/react";
import { useLocation } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { Icon } from "../components/Icon";
import { useLanguageSwitch } from "../i18n/language-switch";
import { useSite } from "../site-data";
import { theme } from "../theme/tokens";
import { Dropdown } from "./header/Dropdown";
import { LanguageLink } from "./LanguageLink";
import type { MenuGroup } from "./header/useMenuGroup";

export const LANGUAGE_MENU_ID = "language-menu";

const option = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 12px;
  border-radius: ${theme.radius.md};
  color: ${theme.colors.text};
  font-size: 15px;
  font-weight: 500;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${theme.colors.bgSoft};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  abbr {
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.06em;
    color: ${theme.colors.textMuted};
    text-decoration: none;
  }
  &[aria-current="true"] {
    color: ${theme.colors.accent};
    font-weight: 700;
  }
`;

/**
 * The language menu (ES, EN, FR, IT): links to this same page under each
 * language's prefix, keeping the hash. A click stores the choice
 * (localStorage "language") and switches client-side.
 */
export function LanguageMenu({ group }: { group: MenuGroup }) {
  const { t } = useLingui();
  const { lang } = useSite();
  const { options } = useLanguageSwitch();
  const location = useLocation();
  // The hash is only known in the browser: added after hydration so server and client markup agree.
  const [hash, setHash] = useState("");
  useEffect(() => setHash(location.hash), [location.hash]);
  const current = options.find((o) => o.lang === lang) ?? options[0]!;
  return (
    <Dropdown
      id={LANGUAGE_MENU_ID}
      group={group}
      align="end"
      width={200}
      // The visible code ("ES") starts the accessible name (WCAG 2.5.3, label in name).
      ariaLabel={`${current.code} · ${t`Idioma: ${current.name}`}`}
      label={
        <>
          <Icon name="globe" size={18} />
          {current.code}
        </>
      }
    >
      <ul>
        {options.map((o) => (
          <li key={o.lang}>
            <LanguageLink option={o} hash={hash} onPick={group.close} css={option}>
              {o.name}
              <abbr title={o.name}>{o.code}</abbr>
            </LanguageLink>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}

