import { useRef, useState, type KeyboardEvent } from "react";
import type { SectionOf } from "../types";
import { Icon } from "../../components/Icon";
import { QrGlyph } from "../../components/QrGlyph";
import { headingGap, Section } from "../../components/Section";
import { SectionHeading } from "../../components/SectionHeading";
import * as s from "./styles";

/**
 * A sample digital menu with WAI-ARIA tabs: arrow keys move between tabs and
 * select them, Home/End jump to the ends; only the selected tab is in the tab
 * order. Every panel is in the HTML from the start (hidden ones `hidden`).
 */
export function SampleMenu({ section }: { section: SectionOf<"sampleMenu"> }) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const base = section.id ?? "menu";
  const headingId = `${base}-title`;
  const count = section.tabs.length;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = { ArrowRight: (index + 1) % count, ArrowLeft: (index - 1 + count) % count, Home: 0, End: count - 1 }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Section id={section.id} tone={section.tone ?? "soft"} labelledBy={headingId}>
      <div css={headingGap}>
        <SectionHeading heading={section.heading} id={headingId} />
      </div>
      <div css={s.card}>
        <div css={s.top}>
          <div>
            {section.restaurant && <p className="name">{section.restaurant}</p>}
            {section.tabs[selected]?.hours && (
              <p className="hours">
                <Icon name="clock" size={14} />
                {section.tabs[selected].hours}
              </p>
            )}
          </div>
          <QrGlyph size={52} seed={3} />
        </div>
        <div role="tablist" aria-label={section.tabsLabel} css={s.tablist}>
          {section.tabs.map((tab, i) => (
            <button
              key={tab.key}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.key}`}
              aria-selected={i === selected}
              aria-controls={`${base}-panel-${tab.key}`}
              tabIndex={i === selected ? 0 : -1}
              onClick={() => setSelected(i)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {tab.icon && <Icon name={tab.icon} size={18} />}
              {tab.label}
            </button>
          ))}
        </div>
        {section.tabs.map((tab, i) => (
          <div
            key={tab.key}
            role="tabpanel"
            id={`${base}-panel-${tab.key}`}
            aria-labelledby={`${base}-tab-${tab.key}`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern: a panel without focusable content is itself a tab stop, so Tab reaches the dishes after the tab
            tabIndex={0}
            hidden={i !== selected}
            css={s.panel}
          >
            <ul css={s.dishes}>
              {tab.items.map((dish) => (
                <li key={dish.name} data-sold-out={dish.soldOut ? "" : undefined}>
                  <span className="thumb" aria-hidden="true">
                    <Icon name={dish.icon ?? tab.icon ?? "utensils"} size={22} />
                  </span>
                  <div className="info">
                    <p className="dish">
                      <span>{dish.name}</span>
                      {dish.soldOut && <span className="sold-out">{section.soldOutLabel}</span>}
                    </p>
                    {dish.description && <p className="description">{dish.description}</p>}
                    {dish.tags && dish.tags.length > 0 && (
                      <p className="tags">
                        {dish.tags.map((t) => (
                          <span key={t}>{t}</span>
                        ))}
                      </p>
                    )}
                  </div>
                  <span className="price">{dish.price}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {section.note && <p css={s.note}>{section.note}</p>}
    </Section>
  );
}
