import type { Page } from "@playwright/test";

/** The browser's own log line for a page served with status 404 (expected on the not-found pages). */
export const NOT_FOUND_LOG = /404 \(Not Found\)/;

/** Collects the page's console errors and uncaught exceptions (hydration mismatches included) from now on, but those matching `ignore`. */
export function watchConsole(page: Page, ignore?: RegExp): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && !ignore?.test(m.text())) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}
