import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, isValidEmail } from "./email.ts";

describe("isValidEmail", () => {
  it("accepts text@text.text", () => {
    for (const email of ["ana@restaurante.es", "a@b.c", "first.last+tag@sub.example.co.uk"]) {
      expect(isValidEmail(email)).toBe(true);
    }
  });
  it("rejects addresses without '@', without a dot after it, or with inner spaces", () => {
    for (const email of [
      "",
      "ana",
      "ana@",
      "@b.c",
      "ana@restaurante",
      "ana@restaurante.",
      "ana @b.c",
      "ana@b .c",
      "@x@example.com",
      "ana@b@c.es",
    ]) {
      expect(isValidEmail(email)).toBe(false);
    }
  });
  it("ignores surrounding whitespace", () => {
    expect(isValidEmail("  ana@b.es \n")).toBe(true);
  });
  it("is the spec's pattern (text@text.text), with exactly one '@'", () => {
    expect(EMAIL_PATTERN.source).toBe("^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$");
  });
});
