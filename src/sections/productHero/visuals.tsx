import { css } from "@emotion/react";
import type { SectionOf } from "../types";
import { Avatar } from "../../components/Avatar";
import { Icon } from "../../components/Icon";
import { QrGlyph } from "../../components/QrGlyph";
import { theme } from "../../theme/tokens";
import * as s from "./styles";

type VisualSpec = SectionOf<"productHero">["visual"];
type Item = NonNullable<VisualSpec["items"]>[number];

function Rows({ items }: { items: Item[] }) {
  return (
    <div css={s.rows}>
      {items.map((item) => (
        <div key={item.label} css={s.itemRow}>
          <span className="thumb">
            <Icon name={item.icon ?? "utensils"} size={18} />
          </span>
          <span className="label">{item.label}</span>
          {item.value && <span className="value">{item.value}</span>}
        </div>
      ))}
    </div>
  );
}

function Phone({ visual }: { visual: VisualSpec }) {
  return (
    <div css={s.phone}>
      <div className="screen">
        <span className="notch" />
        <p css={s.screenTitle}>{visual.title}</p>
        <div css={s.pills}>
          <i />
          <i />
          <i />
        </div>
        <Rows items={visual.items ?? []} />
        <div css={s.order}>
          <i />
        </div>
      </div>
    </div>
  );
}

function QrTable({ visual }: { visual: VisualSpec }) {
  const [total, ...lines] = [...(visual.items ?? [])].reverse();
  return (
    <div css={css`width: 100%; display: grid; place-items: center; padding: 100px 12px 0 0;`}>
      <div css={s.card}>
        <p css={s.screenTitle}>{visual.title}</p>
        <div css={[s.rows, css`margin-top: 16px;`]}>
          {lines.reverse().map((item) => (
            <div
              key={item.label}
              css={[
                s.itemRow,
                css`background: transparent; padding: 6px 0; border-bottom: 1px dashed ${theme.colors.border}; border-radius: 0;`,
              ]}
            >
              <span className="label">{item.label}</span>
              {item.value && <span css={css`font-weight: 600; color: ${theme.colors.textSoft};`}>{item.value}</span>}
            </div>
          ))}
        </div>
        {total && (
          <div
            css={css`display: flex; justify-content: space-between; align-items: center; margin-top: 16px; padding: 12px 14px; border-radius: 14px; background: ${theme.colors.accent}; color: ${theme.colors.accentText}; font-weight: 700;`}
          >
            <span>{total.label}</span>
            <span>{total.value}</span>
          </div>
        )}
        <div css={s.tent}>
          <QrGlyph size={84} seed={11} />
          <Icon name="scan-line" size={18} />
        </div>
      </div>
    </div>
  );
}

function Calendar({ visual }: { visual: VisualSpec }) {
  // A fixed month grid: 5 weeks, weekends dimmed, one chosen weekday.
  const days = Array.from({ length: 35 }, (_, i) => i);
  return (
    <div css={s.card}>
      <p css={[s.screenTitle, css`display: flex; align-items: center; gap: 10px;`]}>
        <Icon name="calendar" size={20} />
        {visual.title}
      </p>
      <div css={s.calendar}>
        {days.map((d) => (
          <i key={d} data-off={d % 7 >= 5 ? "" : undefined} data-on={d === 17 ? "" : undefined} />
        ))}
      </div>
      <div css={s.slots}>
        {(visual.items ?? []).map((item) => (
          <span key={item.label}>{item.label}</span>
        ))}
      </div>
    </div>
  );
}

function Team({ visual }: { visual: VisualSpec }) {
  return (
    <div css={[s.card, css`padding: 32px 24px 56px;`]}>
      {visual.title && <p css={[s.screenTitle, css`text-align: center; margin-bottom: 24px;`]}>{visual.title}</p>}
      <div css={s.team}>
        {(visual.items ?? []).map((item) => (
          <figure key={item.label}>
            <Avatar name={item.label} size={64} />
            <figcaption>
              {item.label}
              {item.value && (
                <small css={css`display: block; font-weight: 500; color: ${theme.colors.textMuted};`}>
                  {item.value}
                </small>
              )}
            </figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}

/** The hero's drawing, chosen by `visual.kind`. Decorative: hidden from screen readers. */
export function Visual({ visual }: { visual: VisualSpec }) {
  const Drawing = { menu: Phone, qr: QrTable, demo: Calendar, team: Team }[visual.kind];
  return (
    <div css={s.stage} aria-hidden="true">
      <Drawing visual={visual} />
      {visual.badge && (
        <div css={s.badge}>
          <span className="icon">
            <Icon name={visual.badge.icon ?? "zap"} size={20} />
          </span>
          <span>
            <strong>{visual.badge.value}</strong>
            <small>{visual.badge.label}</small>
          </span>
        </div>
      )}
    </div>
  );
}
