/**
 * The email rule of every form, booking and demo on the site, browser and
 * server alike (spec §5): text, '@', text, '.', text, with no spaces and
 * exactly one '@' ("@x@example.com" is not an address). Deliberately loose
 * otherwise: a typo'd domain is the visitor's to notice.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Surrounding whitespace (a pasted address) is ignored. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
