import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { Cta } from "../../components/Cta";
import { Icon } from "../../components/Icon";
import { SmartLink } from "../../components/SmartLink";
import { useScrollLock } from "../../components/useScrollLock";
import { useSite } from "../../site-data";
import { Logo } from "../Logo";
import { PanelLinks } from "./DesktopNav";
import { MobileLanguages } from "./MobileLanguages";
import type { NavEntry } from "./nav-model";
import * as s from "./styles";
import * as m from "./mobile-styles";

const MENU_ID = "mobile-menu";

const focusables = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")].filter((el) => !el.closest("[hidden]"));

/**
 * Below 1280 px: a menu button that opens a full-screen dialog with the same
 * entries and calls to action. Page scroll is locked while it is open, focus
 * stays inside, and Escape or the close button return focus to the menu button.
 */
export function MobileMenu({ entries }: { entries: readonly NavEntry[] }) {
  const { t } = useLingui();
  const { site } = useSite();
  const location = useLocation();
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => setMounted(true), []);
  useScrollLock(open);
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (open) dialog.current?.querySelector<HTMLElement>("[data-close]")?.focus();
  }, [open]);

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "Tab" || !dialog.current) return;
    const items = focusables(dialog.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const picked = () => close(false);

  return (
    <>
      <button ref={trigger} type="button" css={[s.iconButton, s.mobileOnly]} aria-expanded={open} aria-controls={MENU_ID} aria-label={t`Abrir menú`} onClick={() => setOpen(true)}>
        <Icon name="menu" size={24} />
      </button>
      {mounted &&
        createPortal(
          <div id={MENU_ID} ref={dialog} role="dialog" aria-modal="true" aria-label={t`Menú`} css={m.dialog} hidden={!open} onKeyDown={onKeyDown}>
            <div css={m.top}>
              <SmartLink href="/" aria-label={t`${site.brand.name}, inicio`} css={s.brand} onClick={picked}>
                <Logo name={site.brand.name} />
              </SmartLink>
              <button type="button" data-close css={s.iconButton} aria-label={t`Cerrar menú`} onClick={() => close()}>
                <Icon name="x" size={24} />
              </button>
            </div>
            <nav css={m.body} aria-label={t`Principal`}>
              <ul>
                {entries.map((entry) => (
                  <li key={entry.key}>
                    {entry.kind === "link" ? (
                      <SmartLink href={entry.href} css={m.entry} onClick={picked}>
                        {entry.label}
                        <Icon name="chevron-right" size={20} />
                      </SmartLink>
                    ) : (
                      <>
                        <button type="button" css={m.entry} aria-expanded={expanded === entry.key} aria-controls={`${entry.key}-mobile`} onClick={() => setExpanded((k) => (k === entry.key ? null : entry.key))}>
                          {entry.label}
                          <Icon name="chevron-down" size={20} />
                        </button>
                        <div id={`${entry.key}-mobile`} css={m.sub} hidden={expanded !== entry.key}>
                          <PanelLinks items={entry.items} onPick={picked} />
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
            <MobileLanguages onPick={picked} />
          </div>,
          document.body,
        )}
    </>
  );
}
