// Who takes part in A/B tests. Crawlers always get the base (it is what
// gets indexed; variants' canonical points at it). Automated browsers
// (navigator.webdriver: Playwright, Selenium, Puppeteer, audits) are not
// assigned either: they would skew the figures and make their own runs
// random; they stay on the file they open (the base, or an arm's file an
// audit visits) and see any arm they ask for with `?variant=`. Neither
// pushes exposure events.
import { CRAWLER_PATTERN } from "../crawlers";

export type Audience = "visitor" | "automation" | "crawler";

export function audienceOf(navigator: { userAgent?: string; webdriver?: boolean } | undefined): Audience {
  if (!navigator) return "visitor";
  if (CRAWLER_PATTERN.test(navigator.userAgent ?? "")) return "crawler";
  return navigator.webdriver === true ? "automation" : "visitor";
}

/** The current browser's audience ("visitor" outside a browser). */
export const currentAudience = (): Audience => audienceOf(typeof navigator === "undefined" ? undefined : navigator);
