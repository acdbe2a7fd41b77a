import { useLingui } from "@lingui/react/macro";
import { Icon } from "../../components/Icon";
import { SmartLink } from "../../components/SmartLink";
import { Dropdown } from "./Dropdown";
import type { NavEntry, NavLinkItem } from "./nav-model";
import * as s from "./styles";

export function PanelLinks({ items }: { items: readonly NavLinkItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.href}>
          <SmartLink href={item.href} css={s.panelLink}>
            {item.icon && (
              <span css={s.panelIcon(item.tone)} aria-hidden="true">
                <Icon name={item.icon} size={20} />
              </span>
            )}
            <span>
              <strong>{item.label}</strong>
              {item.description && <small>{item.description}</small>}
            </span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/** The header's navigation from 1280 px: links and dropdowns. */
export function DesktopNav({ entries }: { entries: readonly NavEntry[] }) {
  const { t } = useLingui();
  return (
    <nav css={[s.nav, s.desktopOnly]} aria-label={t`Principal`}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.kind === "link" ? (
              <SmartLink href={entry.href} css={s.navLink}>
                {entry.label}
              </SmartLink>
            ) : (
              <Dropdown id={entry.key} label={entry.label} width={entry.wide ? 660 : 340} columns={entry.wide ? 2 : 1}>
                <PanelLinks items={entry.items} />
              </Dropdown>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
