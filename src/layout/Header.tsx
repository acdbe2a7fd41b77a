import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { Container } from "../components/Container";
import { Cta } from "../components/Cta";
import { SmartLink } from "../components/SmartLink";
import { useSite } from "../site-data";
import { DesktopNav } from "./header/DesktopNav";
import { MobileMenuButton } from "./header/MobileMenu";
import { navEntries } from "./header/nav-model";
import { ThemeToggle } from "./header/ThemeToggle";
import { LanguageMenu } from "./LanguageMenu";
import { Logo } from "../components/Logo";
import * as s from "./header/styles";

/**
 * Site header: brand, navigation (dropdowns of features and company pages),
 * and from 1280 px the theme toggle, language menu and calls to action.
 * Below 1280 px a full-screen menu (MobileMenu, after the header) holds the
 * same entries. Markup only: its behaviour is src/chrome.
 */
export function Header() {
  const { site, data } = useSite();
  const { t } = useLingui();
  const entries = navEntries(site, data);
  return (
    <header css={s.bar}>
      <Container css={s.row}>
        <SmartLink href="/" aria-label={t`${site.brand.name}, inicio`} css={s.brand}>
          <Logo name={site.brand.name} />
        </SmartLink>
        <DesktopNav entries={entries} />
        <div css={[s.actions, s.desktopOnly]}>
          <ThemeToggle />
          <LanguageMenu />
          <SmartLink href={site.nav.login.href} css={s.login}>
            {site.nav.login.label}
          </SmartLink>
          <Cta cta={{ ...site.nav.demo, style: site.nav.demo.style ?? "secondary" }} css={s.smallButton} />
          <Cta cta={site.nav.signup} css={s.smallButton} />
        </div>
        <div css={[s.mobileOnly, css`margin-left: auto;`]}>
          <MobileMenuButton />
        </div>
      </Container>
    </header>
  );
}
