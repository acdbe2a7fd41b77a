/**
 * The email rule of every form on the site (spec §5): non-space text, '@',
 * text, '.', text. Deliberately loose; the server has the last word.
 */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/** Surrounding whitespace (a pasted address) is ignored. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
