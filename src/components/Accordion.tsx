import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { css } from "@emotion/react";
import { theme } from "../theme/tokens";
import { NO_SCRIPT } from "../theme/theme-script";
import { Icon } from "./Icon";

export interface AccordionItem {
  /** Stable key; also used in the element ids. */
  key: string;
  /** What the header button shows (a title, or a title with details). */
  header: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Only one panel open at a time (opening one closes the other). Default true. */
  single?: boolean;
  /** Keys open at first render. */
  defaultOpen?: readonly string[];
  /** Level of the heading that wraps each button (WAI-ARIA accordion pattern). Default 3. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const list = css`
  display: grid;
  gap: 12px;
`;
const item = (open: boolean) => css`
  border: 1px solid ${open ? `color-mix(in srgb, ${theme.colors.accent} 35%, ${theme.colors.border})` : theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  box-shadow: ${open ? theme.shadow.md : "none"};
  transition:
    border-color 0.2s ease,
    box-shadow 0.2s ease;
`;
const heading = css`
  margin: 0;
  font-size: inherit;
  letter-spacing: normal;
`;
const button = css`
  display: flex;
  width: 100%;
  align-items: center;
  gap: 16px;
  padding: 18px 20px;
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  text-align: left;
  font-size: 17px;
  font-weight: 600;
  line-height: 1.4;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.accent};
  }
  ${theme.mq.md} {
    padding: 20px 24px;
  }
`;
const chevron = (open: boolean) => css`
  flex: none;
  margin-left: auto;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${theme.radius.pill};
  background: ${open ? theme.colors.accent : theme.colors.bgSoft};
  color: ${open ? theme.colors.accentText : theme.colors.textSoft};
  transform: rotate(${open ? "180deg" : "0deg"});
  transition:
    transform 0.25s ease,
    background-color 0.2s ease;
`;
// Height animates through grid rows (0fr ↔ 1fr); visibility keeps a closed
// panel out of the tab order and the accessibility tree. Without JavaScript
// nothing could open a panel: every answer shows.
const panel = (open: boolean) => css`
  display: grid;
  grid-template-rows: ${open ? "1fr" : "0fr"};
  visibility: ${open ? "visible" : "hidden"};
  transition:
    grid-template-rows 0.28s cubic-bezier(0.2, 0.8, 0.2, 1),
    visibility 0s linear ${open ? "0s" : "0.28s"};
  ${NO_SCRIPT} & {
    grid-template-rows: 1fr;
    visibility: visible;
  }
`;
const panelInner = css`
  min-height: 0;
  overflow: hidden;
`;
const body = css`
  padding: 0 20px 20px;
  color: ${theme.colors.textSoft};
  ${theme.mq.md} {
    padding: 0 24px 22px;
  }
`;

/**
 * WAI-ARIA accordion: each header is a button inside a heading, with
 * aria-expanded and aria-controls; each panel is a labelled region. Arrow
 * keys, Home and End move between headers. Panels are in the HTML from the
 * first render (closed), so their text is indexable and nothing shifts.
 */
export function Accordion({ items, single = true, defaultOpen = [], headingLevel = 3, className }: AccordionProps) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(single ? defaultOpen.slice(0, 1) : defaultOpen));
  const Heading = `h${headingLevel}` as const;

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(single ? [] : current);
      if (current.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [
      ...(event.currentTarget
        .closest("[data-accordion]")
        ?.querySelectorAll<HTMLButtonElement>(":scope > div > [data-accordion-heading] > button") ?? []),
    ];
    const index = buttons.indexOf(event.currentTarget);
    const target = {
      ArrowDown: buttons[(index + 1) % buttons.length],
      ArrowUp: buttons[(index - 1 + buttons.length) % buttons.length],
      Home: buttons[0],
      End: buttons[buttons.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div css={list} className={className} data-accordion="">
      {items.map((entry) => {
        const isOpen = open.has(entry.key);
        const buttonId = `${base}-${entry.key}-button`;
        const panelId = `${base}-${entry.key}-panel`;
        return (
          <div key={entry.key} css={item(isOpen)} data-state={isOpen ? "open" : "closed"}>
            <Heading css={heading} data-accordion-heading="">
              <button
                type="button"
                id={buttonId}
                css={button}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(entry.key)}
                onKeyDown={onKeyDown}
              >
                <span css={css`flex: 1; min-width: 0;`}>{entry.header}</span>
                <span css={chevron(isOpen)} aria-hidden="true">
                  <Icon name="chevron-down" size={18} />
                </span>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} css={panel(isOpen)}>
              <div css={panelInner}>
                <div css={body}>{entry.content}</div>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
