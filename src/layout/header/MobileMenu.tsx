import { useLingui } from "@lingui/react/macro";
import { Cta } from "../../components/Cta";
import { Icon } from "../../components/Icon";
import { MOBILE_MENU, MOBILE_MENU_CLOSE, MOBILE_MENU_OPEN, MOBILE_SUBMENU } from "./attributes";
import { SmartLink } from "../../components/SmartLink";
import { useSite } from "../../site-data";
import { Logo } from "../../components/Logo";
import { PanelLinks } from "./DesktopNav";
import { MobileLanguages } from "./MobileLanguages";
import type { NavEntry } from "./nav-model";
import * as s from "./styles";
import * as m from "./mobile-styles";

const MENU_ID = "mobile-menu";

/** Below 1280 px, in the header: the button that opens the full-screen menu. */
export function MobileMenuButton() {
  const { t } = useLingui();
  return (
    <button
      type="button"
      css={[s.iconButton, s.mobileOnly]}
      aria-expanded="false"
      aria-controls={MENU_ID}
      aria-label={t`Abrir menú`}
      {...{ [MOBILE_MENU_OPEN]: "" }}
    >
      <Icon name="menu" size={24} />
    </button>
  );
}

/**
 * Below 1280 px: a full-screen dialog with the header's entries and calls to
 * action, after the header (whose backdrop filter would contain it). Markup
 * only: ./mobile-menu.ts opens and closes it (page scroll locked
 * while open, focus kept inside, Escape and the close button return focus to
 * the menu button).
 */
export function MobileMenu({ entries }: { entries: readonly NavEntry[] }) {
  const { t } = useLingui();
  const { site } = useSite();
  return (
    <div
      id={MENU_ID}
      role="dialog"
      aria-modal="true"
      aria-label={t`Menú`}
      css={m.dialog}
      hidden
      {...{ [MOBILE_MENU]: "" }}
    >
      <div css={m.top}>
        <SmartLink href="/" aria-label={t`${site.brand.name}, inicio`} css={s.brand}>
          <Logo name={site.brand.name} />
        </SmartLink>
        <button type="button" {...{ [MOBILE_MENU_CLOSE]: "" }} css={s.iconButton} aria-label={t`Cerrar menú`}>
          <Icon name="x" size={24} />
        </button>
      </div>
      <nav css={m.body} aria-label={t`Principal`}>
        <ul>
          {entries.map((entry) => (
            <li key={entry.key}>
              {entry.kind === "link" ? (
                <SmartLink href={entry.href} css={m.entry}>
                  {entry.label}
                  <Icon name="chevron-right" size={20} />
                </SmartLink>
              ) : (
                <>
                  <button
                    type="button"
                    css={m.entry}
                    aria-expanded="false"
                    aria-controls={`${entry.key}-mobile`}
                    {...{ [MOBILE_SUBMENU]: "" }}
                  >
                    {entry.label}
                    <Icon name="chevron-down" size={20} />
                  </button>
                  <div id={`${entry.key}-mobile`} css={m.sub} hidden>
                    <PanelLinks items={entry.items} />
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div css={m.actions}>
        <Cta cta={{ ...site.nav.demo, style: "secondary" }} />
        <Cta cta={{ ...site.nav.signup, style: "primary" }} />
        <SmartLink href={site.nav.login.href} css={m.login}>
          {site.nav.login.label}
        </SmartLink>
      </div>
      <MobileLanguages />
    </div>
  );
}
