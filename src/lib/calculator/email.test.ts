import { describe, expect, it } from "vitest";
import { canSendAnalysis, EMAIL_PATTERN, emailFieldState, isValidEmail } from "./email.ts";

describe("isValidEmail", () => {
  it("accepts text@text.text", () => {
    for (const email of ["ana@restaurante.es", "a@b.c", "first.last+tag@sub.example.co.uk"]) {
      expect(isValidEmail(email)).toBe(true);
    }
  });
  it("rejects addresses without '@', without a dot after it, or with inner spaces", () => {
    for (const email of ["", "ana", "ana@", "@b.c", "ana@restaurante", "ana@restaurante.", "ana @b.c", "ana@b .c"]) {
      expect(isValidEmail(email)).toBe(false);
    }
  });
  it("ignores surrounding whitespace", () => {
    expect(isValidEmail("  ana@b.es \n")).toBe(true);
  });
  it("exposes the spec's pattern", () => {
    expect(EMAIL_PATTERN.source).toBe("^\\S+@\\S+\\.\\S+$");
  });
});

describe("emailFieldState", () => {
  it("does not flag an empty field", () => {
    expect(emailFieldState("")).toBe("empty");
    expect(emailFieldState("   ")).toBe("empty");
  });
  it("flags only non-empty invalid values", () => {
    expect(emailFieldState("ana@")).toBe("invalid");
    expect(emailFieldState("ana@b.es")).toBe("valid");
  });
});

describe("canSendAnalysis", () => {
  it("needs both a valid email and privacy consent", () => {
    expect(canSendAnalysis({ email: "ana@b.es", privacy: true })).toBe(true);
    expect(canSendAnalysis({ email: "ana@b.es", privacy: false })).toBe(false);
    expect(canSendAnalysis({ email: "ana@b", privacy: true })).toBe(false);
    expect(canSendAnalysis({ email: "", privacy: false })).toBe(false);
  });
});
