import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { Icon } from "../components/Icon";
import { LANGUAGE_OPTIONS } from "../core/i18n/language-options";
import { useSite } from "../site-data";
import { theme } from "../theme/tokens";
import { Dropdown } from "./header/Dropdown";
import { LanguageLink } from "./LanguageLink";

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
 * language's prefix. A click stores the choice (localStorage "language") and
 * loads that page, keeping the hash (src/chrome/language.ts).
 */
export function LanguageMenu() {
  const { t } = useLingui();
  const { lang } = useSite();
  const current = LANGUAGE_OPTIONS.find((o) => o.lang === lang) ?? LANGUAGE_OPTIONS[0]!;
  return (
    <Dropdown
      id={LANGUAGE_MENU_ID}
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
        {LANGUAGE_OPTIONS.map((o) => (
          <li key={o.lang}>
            <LanguageLink option={o} css={option}>
              {o.name}
              <abbr title={o.name}>{o.code}</abbr>
            </LanguageLink>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
