import { isValidEmail } from "../email.ts";

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
