import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DatePicker } from "./DatePicker";
import { WithI18n } from "./test-utils";

// Wednesday 15 January 2025, 10:00 in Madrid (the business's zone): the window runs to Wednesday the 29th.
const now = new Date("2025-01-15T10:00:00+01:00");
const cell = (iso: string) => document.querySelector<HTMLButtonElement>(`[data-date="${iso}"]`)!;

function renderPicker(lang = "es", onChange = vi.fn(), value: string | null = null, timeZone = "Europe/Madrid") {
  render(
    <WithI18n>
      <DatePicker lang={lang} now={now} timeZone={timeZone} value={value} onChange={onChange} labelledBy="t" />
    </WithI18n>,
  );
  return onChange;
}

describe("DatePicker", () => {
  it("starts weeks on Monday in Spanish and on Sunday in English", () => {
    renderPicker("es");
    expect(screen.getAllByRole("columnheader")[0].getAttribute("abbr")).toBe("lunes");
    expect(screen.getByRole("heading").textContent).toBe("Enero 2025");
  });

  it("starts weeks on Sunday in English", () => {
    renderPicker("en");
    expect(screen.getAllByRole("columnheader")[0].getAttribute("abbr")).toBe("Sunday");
  });

  it("disables past days, weekends and days more than 14 days ahead", () => {
    renderPicker();
    expect(cell("2025-01-14").getAttribute("aria-disabled")).toBe("true");
    expect(cell("2025-01-15").getAttribute("aria-disabled")).toBeNull();
    expect(cell("2025-01-18").getAttribute("aria-disabled")).toBe("true");
    expect(cell("2025-01-19").getAttribute("aria-disabled")).toBe("true");
    expect(cell("2025-01-29").getAttribute("aria-disabled")).toBeNull();
    expect(cell("2025-01-30").getAttribute("aria-disabled")).toBe("true");
    expect(cell("2025-01-15").getAttribute("aria-current")).toBe("date");
  });

  it("selects bookable days only", () => {
    const onChange = renderPicker();
    fireEvent.click(cell("2025-01-18"));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(cell("2025-01-20"));
    expect(onChange).toHaveBeenCalledWith("2025-01-20");
  });

  it("has one tab stop and moves by keyboard like the WAI-ARIA date grid", () => {
    renderPicker();
    const stops = document.querySelectorAll('[data-date][tabindex="0"]');
    expect(stops).toHaveLength(1);
    expect((stops[0] as HTMLElement).dataset.date).toBe("2025-01-15");
    const press = (key: string, shiftKey = false) => fireEvent.keyDown(document.activeElement!, { key, shiftKey });
    const focused = () => (document.activeElement as HTMLElement).dataset.date;
    cell("2025-01-15").focus();
    press("ArrowRight");
    expect(focused()).toBe("2025-01-16");
    press("ArrowDown");
    expect(focused()).toBe("2025-01-23");
    press("ArrowLeft");
    press("ArrowUp");
    expect(focused()).toBe("2025-01-15");
    press("Home");
    expect(focused()).toBe("2025-01-13");
    press("End");
    expect(focused()).toBe("2025-01-19");
    press("PageDown"); // clamped to the last month of the window
    expect(focused()).toBe("2025-01-31");
    press("PageUp");
    expect(focused()).toBe("2025-01-01");
  });

  it("shows the selected day's month and marks it selected", () => {
    renderPicker("es", vi.fn(), "2025-01-27");
    expect(cell("2025-01-27").closest("td")?.getAttribute("aria-selected")).toBe("true");
    expect(cell("2025-01-27").tabIndex).toBe(0);
  });

  it("the days are the business's: at 23:30 in Madrid it is tomorrow for a business in Tokyo", () => {
    cleanup();
    render(
      <WithI18n>
        <DatePicker
          lang="es"
          now={new Date("2025-01-15T23:30:00+01:00")}
          timeZone="Asia/Tokyo"
          value={null}
          onChange={vi.fn()}
          labelledBy="t"
        />
      </WithI18n>,
    );
    expect(cell("2025-01-15").getAttribute("aria-disabled")).toBe("true");
    expect(cell("2025-01-16").getAttribute("aria-current")).toBe("date");
    expect(cell("2025-01-16").tabIndex).toBe(0);
  });
});
