import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { Container } from "../components/Container";
import { Cta } from "../components/Cta";
import { SmartLink } from "../components/SmartLink";
import { useSite } from "../runtime/site-context";
import { theme } from "../theme/tokens";
import { Logo } from "./Logo";

const bar = css`
  position: sticky;
  top: 0;
  z-index: 40;
  background: color-mix(in srgb, ${theme.colors.bg} 86%, transparent);
  backdrop-filter: saturate(1.6) blur(14px);
  border-bottom: 1px solid ${theme.colors.border};
`;
const row = css`
  display: flex;
  align-items: center;
  gap: 24px;
  height: 72px;
`;
const nav = css`
  display: none;
  ${theme.mq.lg} {
    display: flex;
    gap: 4px;
  }
  a {
    padding: 8px 12px;
    border-radius: ${theme.radius.sm};
    color: ${theme.colors.textSoft};
    text-decoration: none;
    font-weight: 500;
    font-size: 15px;
    &:hover {
      color: ${theme.colors.text};
      background: ${theme.colors.bgSoft};
    }
  }
`;
const actions = css`
  margin-left: auto;
  display: none;
  align-items: center;
  gap: 10px;
  ${theme.mq.xl} {
    display: flex;
  }
`;

/** Site header: brand, navigation from the site document, and the calls to action. */
export function Header() {
  const { site } = useSite();
  const { t } = useLingui();
  return (
    <header css={bar}>
      <Container css={row}>
        <SmartLink href="/" aria-label={t`${site.brand.name}, inicio`} css={css`text-decoration: none;`}>
          <Logo name={site.brand.name} />
        </SmartLink>
        <nav css={nav} aria-label={t`Principal`}>
          {site.nav.items.map((item) => (
            <SmartLink key={item.label} href={item.href ?? item.links?.[0]?.href ?? (item.features?.[0] ? `/features/${item.features[0]}` : "/")}>
              {item.label}
            </SmartLink>
          ))}
        </nav>
        <div css={actions}>
          <SmartLink href={site.nav.login.href} css={css`padding: 8px 12px; font-weight: 600; text-decoration: none;`}>
            {site.nav.login.label}
          </SmartLink>
          <Cta cta={{ style: "secondary", ...site.nav.demo }} />
          <Cta cta={site.nav.signup} />
        </div>
      </Container>
    </header>
  );
}
