// Inline month grid following the WAI-ARIA date picker grid: one tab stop
// (roving tabindex), arrows move by day and week, Home/End to the week's
// ends, PageUp/PageDown by month (with Shift by year), Enter/Space select.
// Only weekdays from today to 14 days ahead are selectable: the business's
// days (its zone's today), which a visitor far away may see as yesterday or
// tomorrow. A cell is a calendar day, whatever the browser's zone.
import { useLingui } from "@lingui/react/macro";
import {
  addDays,
  addMonths,
  addYears,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  isSameDay,
  isSameMonth,
  max as latest,
  min as earliest,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent } from "react";
import { Icon } from "../components/Icon";
import { fromIsoDate, toIsoDate } from "../core/booking/session";
import { formatLongDate, formatMonthYear, weekdayNames, weekStartsOn } from "../core/format/date";
import { isLang, type Lang } from "../core/i18n/languages";
import { bookingWindow, businessToday, isBookableDate } from "../core/booking/slots";
import * as s from "./styles";

/** The business's window as calendar-day cells (local midnights, used for calendar arithmetic only). */
function windowDays(now: Date, timeZone: string): { first: Date; last: Date } {
  const { first, last } = bookingWindow(now, timeZone);
  return { first: fromIsoDate(first)!, last: fromIsoDate(last)! };
}

const bookable = (day: Date, now: Date, timeZone: string) => isBookableDate(toIsoDate(day), now, timeZone);

export function firstBookableDay(now: Date, timeZone: string): Date {
  const { first, last } = windowDays(now, timeZone);
  for (let d = first; d <= last; d = addDays(d, 1)) if (bookable(d, now, timeZone)) return d;
  return first;
}

export interface DatePickerHandle {
  focus(): void;
}

interface Props {
  lang: string;
  now: Date;
  /** The business's zone: its today and its days are the calendar's. */
  timeZone: string;
  value: string | null;
  onChange(isoDate: string): void;
  labelledBy: string;
}

export const DatePicker = forwardRef<DatePickerHandle, Props>(function DatePicker(
  { lang: siteLang, now, timeZone, value, onChange, labelledBy },
  ref,
) {
  const lang: Lang = isLang(siteLang) ? siteLang : "es";
  const { t } = useLingui();
  const selected = value ? fromIsoDate(value) : null;
  const { first, last } = windowDays(now, timeZone);
  const today = fromIsoDate(businessToday(now, timeZone))!;
  const lower = startOfMonth(first);
  const upper = endOfMonth(last);
  const [active, setActive] = useState<Date>(() => selected ?? firstBookableDay(now, timeZone));
  const [month, setMonth] = useState<Date>(() => startOfMonth(active));
  const grid = useRef<HTMLTableElement>(null);
  const wantsFocus = useRef(false);

  useImperativeHandle(
    ref,
    () => ({ focus: () => grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus() }),
    [],
  );

  useEffect(() => {
    if (!wantsFocus.current) return;
    wantsFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${toIsoDate(active)}"]`)?.focus();
  }, [active]);

  // Weeks start on Monday (es, fr, it) or Sunday (en).
  const weekStart = weekStartsOn(lang);
  const days = eachDayOfInterval({
    start: startOfWeek(month, { weekStartsOn: weekStart }),
    end: endOfWeek(endOfMonth(month), { weekStartsOn: weekStart }),
  });
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const monthLabel = formatMonthYear(month, lang);
  const [wide, short] = [weekdayNames(lang, "wide"), weekdayNames(lang, "short")];
  // Any cell of the shown month keeps the single tab stop.
  const tabStop = isSameMonth(active, month)
    ? active
    : (days.find((d) => isSameMonth(d, month) && bookable(d, now, timeZone)) ?? startOfMonth(month));

  const moveTo = (date: Date) => {
    const next = latest([lower, earliest([upper, date])]);
    wantsFocus.current = true;
    setActive(next);
    if (!isSameMonth(next, month)) setMonth(startOfMonth(next));
  };

  const onKeyDown = (event: KeyboardEvent, day: Date) => {
    // biome-ignore-start lint/correctness/noComponentHookFactories: the keys are key names (KeyboardEvent.key), not components
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => startOfWeek(day, { weekStartsOn: weekStart }),
      End: () => endOfWeek(day, { weekStartsOn: weekStart }),
      PageUp: () => (event.shiftKey ? addYears(day, -1) : addMonths(day, -1)),
      PageDown: () => (event.shiftKey ? addYears(day, 1) : addMonths(day, 1)),
    };
    // biome-ignore-end lint/correctness/noComponentHookFactories: the keys are key names (KeyboardEvent.key), not components
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  const showMonth = (delta: number) => {
    const next = addMonths(month, delta);
    setMonth(next);
    setActive(
      isSameMonth(selected ?? first, next)
        ? (selected ?? first)
        : (eachDayOfInterval({ start: next, end: endOfMonth(next) }).find((d) => bookable(d, now, timeZone)) ?? next),
    );
  };

  const headingId = `${labelledBy}-month`;
  return (
    <div css={s.calendar}>
      <div css={s.calendarHead}>
        <h4 id={headingId} css={s.monthLabel} aria-live="polite">
          {monthLabel}
        </h4>
        <div css={s.monthNav}>
          <button
            type="button"
            css={s.iconButton}
            aria-label={t`Mes anterior`}
            disabled={month <= lower}
            onClick={() => showMonth(-1)}
          >
            <Icon name="chevron-left" size={18} />
          </button>
          <button
            type="button"
            css={s.iconButton}
            aria-label={t`Mes siguiente`}
            disabled={endOfMonth(month) >= upper}
            onClick={() => showMonth(1)}
          >
            <Icon name="chevron-right" size={18} />
          </button>
        </div>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker's grid: arrows, Home/End and PageUp/PageDown move between the days' buttons */}
      <table ref={grid} role="grid" aria-labelledby={`${labelledBy} ${headingId}`} css={s.grid}>
        <thead>
          <tr>
            {wide.map((name, i) => (
              <th key={name} scope="col" abbr={name}>
                <span aria-hidden="true">{short[i]}</span>
                <span className="visually-hidden">{name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={toIsoDate(week[0])}>
              {week.map((day) => {
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the grid above (a day of another month: empty)
                // biome-ignore lint/a11y/useFocusableInteractive: nothing to focus in an empty cell; the grid's keys skip it
                if (!isSameMonth(day, month)) return <td key={toIsoDate(day)} role="gridcell" />;
                const iso = toIsoDate(day);
                const open = bookable(day, now, timeZone);
                const isSelected = selected !== null && isSameDay(day, selected);
                return (
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the grid above
                  // biome-ignore lint/a11y/useFocusableInteractive: the day's button inside is what takes the focus (a roving tabindex)
                  <td key={iso} role="gridcell" aria-selected={isSelected}>
                    <button
                      type="button"
                      data-date={iso}
                      tabIndex={isSameDay(day, tabStop) ? 0 : -1}
                      aria-label={formatLongDate(day, lang)}
                      aria-disabled={!open || undefined}
                      aria-current={isSameDay(day, today) ? "date" : undefined}
                      css={s.dayButton}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      onFocus={() => setActive(day)}
                      onClick={() => {
                        setActive(day);
                        if (open) onChange(iso);
                      }}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
