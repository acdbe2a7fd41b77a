import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPromo, timerLabel } from "./promo";

const BAR = `
  <header><a href="/">Inicio</a></header>
  <div data-promo-bar data-promo="pending" data-days="7" data-urgent-minutes="10" data-glow-ms="2000">
    <aside aria-label="Contacto"><a href="tel:1">Teléfono</a></aside>
    <aside aria-label="Oferta" aria-hidden="true" data-promo-offer>
      <span role="timer" aria-label="Termina en 0 días"><span aria-hidden="true">Termina en</span>
        <span><b data-unit="days">00</b>d</span><span><b data-unit="hours">00</b>h</span><span><b data-unit="minutes">00</b>m</span><span><b data-unit="seconds">00</b>s</span>
      </span>
      <a href="https://wa.me/1" data-glow="false" tabindex="-1" data-promo-focusable>WhatsApp</a>
      <button type="button" tabindex="-1" data-promo-focusable data-promo-dismiss>×</button>
    </aside>
  </div>`;

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const bar = () => document.querySelector<HTMLElement>("[data-promo-bar]")!;
const figures = () => [...document.querySelectorAll("[data-unit]")].map((el) => el.textContent).join(":");

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  document.documentElement.lang = "es";
  document.body.innerHTML = BAR;
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  document.body.replaceChildren();
});

describe("the promo bar, without React", () => {
  it("on a first visit counts down from 7 days, stored, and ticks each second; its offer takes the focus order", () => {
    startPromo();
    expect(bar().dataset.promo).toBe("on");
    expect(figures()).toBe("07:00:00:00");
    expect(Number(localStorage.getItem("promoBannerEndDate"))).toBe(NOW + 7 * 86_400_000);
    expect(document.querySelector("[data-promo-offer]")!.getAttribute("aria-hidden")).toBe("false");
    expect(document.querySelector("[data-promo-dismiss]")!.hasAttribute("tabindex")).toBe(false);
    // Ticks just after each second boundary.
    vi.advanceTimersByTime(1_010);
    expect(figures()).toBe("06:23:59:58");
    expect(document.querySelector("[role=timer]")!.getAttribute("aria-label")).toBe(
      "Termina en 6 días, 23 horas, 59 minutos y 58 segundos",
    );
  });

  it("a tick writes only the figure that changed, into its existing text node", () => {
    startPromo();
    vi.advanceTimersByTime(1_010);
    const changes: string[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((r) => {
        changes.push(`${r.type}:${r.target.parentElement?.getAttribute("data-unit") ?? r.target.nodeName}`);
      }),
    );
    observer.observe(document.querySelector("[role=timer]")!, { subtree: true, childList: true, characterData: true });
    vi.advanceTimersByTime(1_000);
    observer.takeRecords().forEach((r) => {
      changes.push(`${r.type}:${r.target.parentElement?.getAttribute("data-unit") ?? r.target.nodeName}`);
    });
    observer.disconnect();
    expect(figures()).toBe("06:23:59:57");
    expect(changes).toEqual(["characterData:seconds"]);
  });

  it("is urgent in its last minutes and turns off, forgetting the date, when it runs out", () => {
    localStorage.setItem("promoBannerEndDate", String(NOW + 5 * 60_000));
    startPromo();
    expect(bar().dataset.urgent).toBe("true");
    vi.advanceTimersByTime(5 * 60_000 + 1_000);
    expect(bar().dataset.promo).toBe("off");
    expect(localStorage.getItem("promoBannerEndDate")).toBeNull();
  });

  it("dismissed, turns off, remembers it, and hands the focus to the header", () => {
    startPromo();
    document.querySelector<HTMLButtonElement>("[data-promo-dismiss]")!.click();
    expect(bar().dataset.promo).toBe("off");
    expect(document.activeElement).toBe(document.querySelector("header a"));
    document.body.innerHTML = BAR;
    startPromo();
    expect(bar().dataset.promo).toBe("off");
  });

  it("still counts down with storage blocked", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    startPromo();
    expect(bar().dataset.promo).toBe("on");
    expect(figures()).toBe("07:00:00:00");
    expect(warn).toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it("says the time left in words in each language", () => {
    const left = { days: 1, hours: 2, minutes: 1, seconds: 0, totalMs: 0, expired: false };
    // French puts no-break spaces between a figure and its unit.
    const label = (prefix: string, lang: string) => timerLabel(prefix, left, lang, "").replace(/\s/g, " ");
    expect(label("Se termine dans", "fr")).toBe("Se termine dans 1 jour, 2 heures, 1 minute et 0 seconde");
    expect(label("Termina tra", "it")).toBe("Termina tra 1 giorno, 2 ore, 1 minuto e 0 secondi");
  });
});
