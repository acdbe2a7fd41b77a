import { describe, expect, it } from "vitest";
import { canSendAnalysis, emailFieldState } from "./email.ts";

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
