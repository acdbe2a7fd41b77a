import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { SmartLink } from "./SmartLink";
import { Icon } from "./Icon";
import { theme } from "../theme/tokens";

export interface Crumb {
  label: string;
  href?: string;
}

const list = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
  color: ${theme.colors.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
  }
  a {
    color: ${theme.colors.textSoft};
    text-decoration: none;
    border-radius: 4px;
    &:hover {
      color: ${theme.colors.accent};
      text-decoration: underline;
    }
  }
  [aria-current] {
    color: ${theme.colors.text};
    font-weight: 600;
  }
`;

/** Where the page sits in the site; the last crumb is the current page. */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Ruta de navegación`} className={className}>
      <ol css={list}>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.label}-${i}`}>
              {last || !item.href ? (
                <span aria-current={last ? "page" : undefined}>{item.label}</span>
              ) : (
                <SmartLink href={item.href}>{item.label}</SmartLink>
              )}
              {!last && <Icon name="chevron-right" size={14} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
