import type { ReactNode } from "react";
import { useLanguageSwitch, type LanguageOption } from "../i18n/language-switch";
import { useSite } from "../site-data";

/**
 * A link to the current page in another language, for the header's menu and
 * the mobile menu: a click stores the choice and switches client-side; the
 * current language's link does nothing. `hash` is appended to the href (only
 * known after hydration; the switch itself keeps the live hash anyway).
 */
export function LanguageLink({ option, hash = "", onPick, className, children }: { option: LanguageOption; hash?: string; onPick?: () => void; className?: string; children: ReactNode }) {
  const { lang } = useSite();
  const { hrefFor, switchTo } = useLanguageSwitch();
  const current = option.lang === lang;
  return (
    <a
      href={`${hrefFor(option.lang)}${hash}`}
      hrefLang={option.lang}
      lang={option.lang}
      className={className}
      aria-current={current ? "true" : undefined}
      onClick={(event) => {
        onPick?.();
        if (current) return event.preventDefault();
        switchTo(option.lang, event);
      }}
    >
      {children}
    </a>
  );
}
