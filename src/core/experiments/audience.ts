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

/** A test's audience as the page declares it (experiment.audience): languages and/or a kind of device. */
export interface TestAudience {
  languages?: readonly string[];
  device?: "mobile" | "desktop";
}

/**
 * The audience as one prerendered file needs it: its language is known when
 * it is rendered (`outside`: this language is not in the test), the device
 * only in the browser. Undefined: everyone takes part.
 */
export interface FileAudience {
  outside?: true;
  device?: "mobile" | "desktop";
}

/** "mobile" below 768 px, like the site's own layout (theme.mq.md). */
export const MOBILE_QUERY = "(max-width: 767px)";

export function fileAudience(audience: TestAudience | undefined, lang: string): FileAudience | undefined {
  if (!audience) return undefined;
  const outside = audience.languages !== undefined && !audience.languages.includes(lang);
  const out: FileAudience = {
    ...(outside ? { outside: true as const } : {}),
    ...(audience.device ? { device: audience.device } : {}),
  };
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Whether a visitor of this file on this kind of device takes part (else: the control, not counted). */
export function takesPart(audience: FileAudience | undefined, mobile: boolean): boolean {
  if (!audience) return true;
  if (audience.outside) return false;
  return !audience.device || audience.device === (mobile ? "mobile" : "desktop");
}

/** Whether this browser's window reads as a phone (false outside a browser). */
export const isMobileWindow = (
  host: { matchMedia?: (q: string) => { matches: boolean } } | undefined = typeof window === "undefined"
    ? undefined
    : window,
): boolean => {
  try {
    return Boolean(host?.matchMedia?.(MOBILE_QUERY).matches);
  } catch {
    return false;
  }
};
