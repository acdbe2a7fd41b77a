import { useLingui } from "@lingui/react/macro";
import { LANGUAGE_OPTIONS } from "../../core/i18n/language-options";
import { LanguageLink } from "../LanguageLink";
import * as m from "./mobile-styles";

/**
 * The language choice inside the full-screen menu (the header's language
 * menu is desktop-only): the same links as the desktop menu.
 */
export function MobileLanguages() {
  const { t } = useLingui();
  return (
    <nav css={m.languages} aria-label={t`Idioma`}>
      <ul>
        {LANGUAGE_OPTIONS.map((o) => (
          <li key={o.lang}>
            <LanguageLink option={o}>
              <abbr title={o.name}>{o.code}</abbr>
              <span>{o.name}</span>
            </LanguageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
