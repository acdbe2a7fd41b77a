import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { Container } from "../components/Container";
import { SmartLink } from "../components/SmartLink";
import { useSite } from "../runtime/site-context";
import { theme } from "../theme/tokens";
import { Logo } from "./Logo";

const footer = css`
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.bgSoft};
  padding: 64px 0 40px;
  font-size: 15px;
`;
const grid = css`
  display: grid;
  gap: 40px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${theme.mq.md} {
    grid-template-columns: 1.6fr repeat(3, minmax(0, 1fr));
  }
`;
const column = css`
  h2 {
    font-size: 14px;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${theme.colors.textMuted};
    margin-bottom: 14px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 10px;
  }
  a {
    color: ${theme.colors.textSoft};
    text-decoration: none;
    &:hover {
      color: ${theme.colors.accent};
    }
  }
`;

export function Footer() {
  const { site } = useSite();
  const { t } = useLingui();
  const { contact } = site;
  return (
    <footer css={footer}>
      <Container>
        <div css={grid}>
          <div css={[column, css`grid-column: 1 / -1; ${theme.mq.md} { grid-column: auto; }`]}>
            <Logo name={site.brand.name} />
            <p css={css`margin: 14px 0 18px; max-width: 320px; color: ${theme.colors.textSoft};`}>{site.brand.tagline}</p>
            <ul aria-label={t`Contacto`}>
              <li>
                <SmartLink href="@email">{contact.email}</SmartLink>
              </li>
              <li>
                <SmartLink href="@phone">{contact.phone}</SmartLink>
              </li>
              <li>
                <SmartLink href="@whatsapp">WhatsApp</SmartLink>
              </li>
            </ul>
          </div>
          {site.footer.columns.map((col) => (
            <div key={col.title} css={column}>
              <h2>{col.title}</h2>
              <ul>
                {col.links.map((link) => (
                  <li key={link.href + link.label}>
                    <SmartLink href={link.href}>{link.label}</SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p css={css`margin-top: 48px; padding-top: 24px; border-top: 1px solid ${theme.colors.border}; color: ${theme.colors.textMuted}; font-size: 14px;`}>{site.footer.legal}</p>
      </Container>
    </footer>
  );
}
