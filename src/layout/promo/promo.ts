// The promo bar above the header, without React. The prerendered bar
// ([data-promo-bar], src/layout/promo/PromoBar.tsx) shows the contact line
// with the offer hidden ("pending"): only the browser knows the visitor's end
// date (stored on the first visit) and whether they dismissed it. Here it
// decides, fades the offer in over the contact line ("on") or leaves it off,
// ticks the countdown on each second boundary, marks the last minutes as
// urgent, fades the bar away once the page scrolls past it, and on dismissal
// or expiry turns it off. The bar's height never changes (CLS 0).
import { isUrgent, pad2, remaining, type Remaining } from "../../core/promo/countdown";
import { clearPromo, dismissPromo, loadPromo, type PromoStorage } from "../../core/promo/storage";
import {
  PROMO_AWAY,
  PROMO_BAR,
  PROMO_DAYS,
  PROMO_DISMISS,
  PROMO_FOCUSABLE,
  PROMO_GLOW,
  PROMO_GLOW_MS,
  PROMO_OFFER,
  PROMO_STATE,
  PROMO_UNIT,
  PROMO_URGENT,
  PROMO_URGENT_MINUTES,
} from "./attributes";

/** localStorage, or undefined where merely touching it throws (blocked storage). */
const localStore = (): PromoStorage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

const UNITS = ["days", "hours", "minutes", "seconds"] as const;

/**
 * What a screen reader hears: the prerendered "Termina en" and the time left
 * in words, in the page's language ("6 días, 23 horas, 59 minutos y 12
 * segundos"). Without Intl.DurationFormat, the visible figures.
 */
export function timerLabel(prefix: string, left: Remaining, lang: string, fallback: string): string {
  const Duration = (
    Intl as unknown as {
      DurationFormat?: new (
        lang: string,
        options: Record<string, string>,
      ) => { format(d: Record<string, number>): string };
    }
  ).DurationFormat;
  if (!Duration) return fallback;
  const always = Object.fromEntries(UNITS.map((unit) => [`${unit}Display`, "always"]));
  const words = new Duration(lang, { style: "long", ...always }).format({
    days: left.days,
    hours: left.hours,
    minutes: left.minutes,
    seconds: left.seconds,
  });
  return `${prefix} ${words}`;
}

export function startPromo(root: ParentNode = document): void {
  const bar = root.querySelector<HTMLElement>(`[${PROMO_BAR}]`);
  if (!bar) return;
  const offer = bar.querySelector<HTMLElement>(`[${PROMO_OFFER}]`);
  const timer = bar.querySelector<HTMLElement>("[role=timer]");
  // The text node of each figure (days, hours, minutes, seconds), made once.
  const figures = [...bar.querySelectorAll<HTMLElement>(`[${PROMO_UNIT}]`)].map((el) => {
    const text = document.createTextNode(el.textContent ?? "");
    el.replaceChildren(text);
    return text;
  });
  const focusables = [...bar.querySelectorAll<HTMLElement>(`[${PROMO_FOCUSABLE}]`)];
  const glowing = bar.querySelector<HTMLElement>(`[${PROMO_GLOW}]`);
  const days = Number(bar.getAttribute(PROMO_DAYS) ?? 7);
  const urgentMinutes = Number(bar.getAttribute(PROMO_URGENT_MINUTES) ?? 10);
  const glowMs = Number(bar.getAttribute(PROMO_GLOW_MS) ?? 2000);
  const prefix = timer?.querySelector("span")?.textContent ?? "";
  const lang = document.documentElement.lang || "es";
  const storage = localStore();
  let end: number | null = null;
  let tick = 0;

  const show = (on: boolean) => {
    bar.setAttribute(PROMO_STATE, on ? "on" : "off");
    offer?.setAttribute("aria-hidden", String(!on));
    for (const el of focusables) {
      if (on) el.removeAttribute("tabindex");
      else el.tabIndex = -1;
    }
  };

  const render = (now: number) => {
    if (end === null) return;
    const left = remaining(end, now);
    bar.setAttribute(PROMO_URGENT, String(isUrgent(left, urgentMinutes)));
    const values = [left.days, left.hours, left.minutes, left.seconds].map(pad2);
    // Most seconds change one figure: only its text node's data is written.
    figures.forEach((text, i) => {
      const value = values[i] ?? "00";
      if (text.data !== value) text.data = value;
    });
    timer?.setAttribute("aria-label", timerLabel(prefix, left, lang, timer.textContent ?? ""));
  };

  const stop = () => {
    window.clearTimeout(tick);
    end = null;
    show(false);
  };

  const schedule = () => {
    tick = window.setTimeout(
      () => {
        const now = Date.now();
        if (end !== null && now >= end) {
          clearPromo(storage);
          stop();
          return;
        }
        render(now);
        schedule();
      },
      1000 - (Date.now() % 1000) + 5,
    );
  };

  const now = Date.now();
  const state = offer ? loadPromo(storage, now, days) : { end: 0, dismissed: true };
  if (!offer) {
    show(false);
  } else if (state.end <= now) {
    clearPromo(storage);
    show(false);
  } else if (state.dismissed) {
    show(false);
  } else {
    end = state.end;
    render(now);
    show(true);
    schedule();
    if (glowing && glowMs > 0) {
      glowing.setAttribute(PROMO_GLOW, "true");
      window.setTimeout(() => glowing.setAttribute(PROMO_GLOW, "false"), glowMs);
    }
  }

  bar.querySelector(`[${PROMO_DISMISS}]`)?.addEventListener("click", () => {
    dismissPromo(storage);
    stop();
    // The button disappears: hand focus to the first header link rather than to nowhere.
    document.querySelector<HTMLElement>("header a[href]")?.focus();
  });

  const away = () => bar.setAttribute(PROMO_AWAY, String(window.scrollY > bar.offsetHeight));
  away();
  window.addEventListener("scroll", away, { passive: true });
}
