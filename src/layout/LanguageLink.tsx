import type { ReactNode } from "react";
import type { LanguageOption } from "../core/i18n/language-options";
import { pathInLanguage } from "../core/i18n/paths";
import { usePage, useSite } from "../site-data";

/**
 * A link to the current page in another language, for the header's menu and
 * the mobile menu. Markup only: src/chrome/language.ts adds the #hash, and a
 * click stores the choice and loads that page; the current language's link
 * does nothing.
 */
export function LanguageLink({
  option,
  className,
  children,
}: {
  option: LanguageOption;
  className?: string;
  children: ReactNode;
}) {
  const { lang } = useSite();
  const { path } = usePage();
  return (
    <a
      href={pathInLanguage(path, option.lang)}
      hrefLang={option.lang}
      lang={option.lang}
      className={className}
      aria-current={option.lang === lang ? "true" : undefined}
      data-language-link={option.lang}
    >
      {children}
    </a>
  );
}
