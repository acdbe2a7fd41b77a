import { useLingui } from "@lingui/react/macro";
import { useLanguageSwitch } from "../../i18n/language-switch";
import { LanguageLink } from "../LanguageLink";
import * as m from "./mobile-styles";

/**
 * The language choice inside the full-screen menu (the header's language
 * menu is desktop-only): the same links as the desktop menu.
 */
export function MobileLanguages({ onPick }: { onPick: () => void }) {
  const { t } = useLingui();
  const { options } = useLanguageSwitch();
  return (
    <nav css={m.languages} aria-label={t`Idioma`}>
      <ul>
        {options.map((o) => (
          <li key={o.lang}>
            <LanguageLink option={o} onPick={onPick}>
              <abbr title={o.name}>{o.code}</abbr>
              <span>{o.name}</span>
            </LanguageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
