import { describe, expect, it } from "vitest";
import { startOfWeek } from "date-fns";
import {
  dateLocale,
  formatDayMonth,
  formatLongDate,
  formatMonthYear,
  formatShortDate,
  formatTime,
  weekStartsOn,
  weekdayNames,
} from "./date.ts";

// Friday 8 August 2025, 14:05 local time.
const day = new Date(2025, 7, 8, 14, 5);

describe("weekStartsOn", () => {
  it("starts weeks on Monday in es, fr and it, on Sunday in en (spec §9)", () => {
    expect(weekStartsOn("es")).toBe(1);
    expect(weekStartsOn("fr")).toBe(1);
    expect(weekStartsOn("it")).toBe(1);
    expect(weekStartsOn("en")).toBe(0);
  });
  it("is the week start of the date-fns locale too", () => {
    expect(startOfWeek(day, { locale: dateLocale("es") }).getDay()).toBe(1);
    expect(startOfWeek(day, { locale: dateLocale("en") }).getDay()).toBe(0);
  });
});

describe("date formats", () => {
  it("writes dd/MM/yyyy in es, fr and it", () => {
    expect(formatShortDate(day, "es")).toBe("08/08/2025");
    expect(formatShortDate(day, "fr")).toBe("08/08/2025");
    expect(formatShortDate(day, "it")).toBe("08/08/2025");
  });
  it("spells the month in English so nobody reads it the wrong way round", () => {
    expect(formatShortDate(day, "en")).toBe("8 Aug 2025");
  });
  it("names weekdays and months in each language", () => {
    expect(formatLongDate(day, "es")).toBe("viernes, 8 de agosto de 2025");
    expect(formatLongDate(day, "en")).toBe("Friday 8 August 2025");
    expect(formatLongDate(day, "fr")).toBe("vendredi 8 août 2025");
    expect(formatLongDate(day, "it")).toBe("venerdì 8 agosto 2025");
    expect(formatDayMonth(day, "es")).toBe("8 de agosto");
    expect(formatMonthYear(day, "fr")).toBe("Août 2025");
    expect(formatTime(day, "en")).toBe("14:05");
  });
  it("lists weekday names in calendar order", () => {
    expect(weekdayNames("es", "short")).toEqual(["lu", "ma", "mi", "ju", "vi", "sá", "do"]);
    expect(weekdayNames("en", "short")[0]).toBe("Su");
    expect(weekdayNames("it", "wide")[0]).toBe("lunedì");
  });
});
