/**
 * Email rule used everywhere on the site (spec §5): non-space text, '@',
 * text, '.', text. Deliberately loose; the server has the last word.
 */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/** Surrounding whitespace (a pasted address) is ignored. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * Field state for the analysis email (spec §5): an empty field is not
 * flagged; only a non-empty invalid one shows the error message.
 */
export function emailFieldState(value: string): "empty" | "valid" | "invalid" {
  if (value.trim() === "") return "empty";
  return isValidEmail(value) ? "valid" : "invalid";
}

/** Sending is enabled only with a valid email and the privacy box ticked (spec §4). */
export function canSendAnalysis({ email, privacy }: { email: string; privacy: boolean }): boolean {
  return privacy && isValidEmail(email);
}
