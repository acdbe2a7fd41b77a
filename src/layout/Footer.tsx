import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { Container } from "../components/Container";
import { Icon } from "../components/Icon";
import { SmartLink } from "../components/SmartLink";
import { useSite } from "../site-data";
import { theme } from "../theme/tokens";
import { Logo } from "../components/Logo";

const footer = css`
  background: ${theme.colors.bgSoft};
  border-top: 1px solid ${theme.colors.border};
  padding: 56px 0 32px;
  font-size: 15px;
  ${theme.mq.md} {
    padding: 72px 0 36px;
  }
`;
const grid = css`
  display: grid;
  gap: 40px 24px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${theme.mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1.5fr) repeat(3, minmax(0, 1fr));
    gap: 48px;
  }
`;
const brand = css`
  grid-column: 1 / -1;
  display: grid;
  gap: 18px;
  align-content: start;
  ${theme.mq.lg} {
    grid-column: auto;
  }
  p {
    max-width: 340px;
    color: ${theme.colors.textSoft};
  }
`;
const list = css`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${theme.colors.textSoft};
    text-decoration: none;
    border-radius: 4px;
    &:hover {
      color: ${theme.colors.accent};
    }
  }
`;
const contactList = css`
  a {
    display: inline-flex;
    align-items: center;
    gap: 10px;
    font-weight: 500;
    color: ${theme.colors.text};
  }
  svg {
    flex: none;
    color: ${theme.colors.accent};
  }
`;
const heading = css`
  margin-bottom: 16px;
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.textMuted};
`;
const bottom = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px 24px;
  margin-top: 48px;
  padding-top: 24px;
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.textMuted};
  font-size: 14px;
  span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

/** Footer: brand and contact details from the site document, link columns, fine print. */
export function Footer() {
  const { site } = useSite();
  const { t } = useLingui();
  const { contact } = site;
  return (
    <footer css={footer}>
      <Container>
        <div css={grid}>
          <div css={brand}>
            <SmartLink
              href="/"
              aria-label={t`${site.brand.name}, inicio`}
              css={css`justify-self: start; text-decoration: none; border-radius: 8px;`}
            >
              <Logo name={site.brand.name} />
            </SmartLink>
            <p>{site.brand.tagline}</p>
            <ul css={[list, contactList]} aria-label={t`Contacto`}>
              <li>
                <SmartLink href="@email">
                  <Icon name="mail" size={18} />
                  {contact.email}
                </SmartLink>
              </li>
              <li>
                <SmartLink href="@phone">
                  <Icon name="phone" size={18} />
                  {contact.phone}
                </SmartLink>
              </li>
              <li>
                <SmartLink href="@whatsapp">
                  <Icon name="brand-whatsapp" size={18} />
                  WhatsApp
                </SmartLink>
              </li>
            </ul>
          </div>
          {site.footer.columns.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <h2 css={heading}>{col.title}</h2>
              <ul css={list}>
                {col.links.map((link) => (
                  <li key={link.href + link.label}>
                    <SmartLink href={link.href}>{link.label}</SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div css={bottom}>
          <p>{site.footer.legal}</p>
          <span>
            <Icon name="map-pin" size={15} />
            {contact.city}
          </span>
        </div>
      </Container>
    </footer>
  );
}
