import { useLingui } from "@lingui/react/macro";
import { useLanguageSwitch } from "../../i18n/language-switch";
import type { Lang } from "../../lib/i18n/languages";
import { useSite } from "../../runtime/site-context";
import * as m from "./mobile-styles";

/**
 * The language choice inside the full-screen menu (the header's language
 * menu is desktop-only): the same page in each language, stored and switched
 * at once like the desktop menu.
 */
export function MobileLanguages({ onPick }: { onPick: () => void }) {
  const { t } = useLingui();
  const { lang } = useSite();
  const { options, hrefFor, switchTo } = useLanguageSwitch();
  return (
    <nav css={m.languages} aria-label={t`Idioma`}>
      <ul>
        {options.map((o) => (
          <li key={o.lang}>
            <a
              href={hrefFor(o.lang)}
              hrefLang={o.lang}
              lang={o.lang}
              aria-current={o.lang === lang ? "true" : undefined}
              onClick={(event) => {
                if (o.lang === lang) return event.preventDefault();
                onPick();
                switchTo(o.lang as Lang, event);
              }}
            >
              <abbr title={o.name}>{o.code}</abbr>
              <span>{o.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
