import { describe, expect, it } from "vitest";
import { formatPhone, internationalPhone, nationalDigits, phoneDigits } from "./phone.ts";

describe("phoneDigits", () => {
  it("keeps only digits", () => {
    expect(phoneDigits("(212) 555-0100")).toBe("2125550100");
    expect(phoneDigits("+34 612 345 678")).toBe("34612345678");
    expect(phoneDigits("abc")).toBe("");
  });
});

describe("formatPhone", () => {
  it("returns empty for no digits", () => {
    for (const code of ["ES", "US", "FR", "DE", "MX"]) {
      expect(formatPhone(code, "")).toBe("");
      expect(formatPhone(code, "abc -()")).toBe("");
    }
  });

  describe("ES", () => {
    it.each([
      ["6", "6"],
      ["612", "612"],
      ["6123", "612 3"],
      ["612345", "612 345"],
      ["612345678", "612 345 678"],
      ["6123456789999", "612 345 678"],
      ["612-34.56 78x", "612 345 678"],
    ])("%s → %s", (input, expected) => {
      expect(formatPhone("ES", input)).toBe(expected);
    });
  });

  describe("US/CA", () => {
    it.each([
      ["2", "(2"],
      ["212", "(212"],
      ["2125", "(212) 5"],
      ["212555", "(212) 555"],
      ["2125550", "(212) 555-0"],
      ["2125550100", "(212) 555-0100"],
      ["212555010099", "(212) 555-0100"],
      ["(212) 555-0100", "(212) 555-0100"],
    ])("%s → %s", (input, expected) => {
      expect(formatPhone("US", input)).toBe(expected);
      expect(formatPhone("CA", input)).toBe(expected);
    });

    it("accepts lower-case country codes", () => {
      expect(formatPhone("us", "2125550100")).toBe("(212) 555-0100");
    });
  });

  describe("FR", () => {
    it.each([
      ["0", "0"],
      ["061", "06 1"],
      ["0612345678", "06 12 34 56 78"],
      ["06.12.34.56.78.99", "06 12 34 56 78"],
    ])("%s → %s", (input, expected) => {
      expect(formatPhone("FR", input)).toBe(expected);
    });
  });

  describe("DE", () => {
    it.each([
      ["030", "030"],
      ["0301", "030 1"],
      ["03012345", "030 1234 5"],
      ["03012345678", "030 1234 5678"],
      ["0301234567899", "030 1234 5678"],
    ])("%s → %s", (input, expected) => {
      expect(formatPhone("DE", input)).toBe(expected);
    });
  });

  describe("others", () => {
    it("groups by 3 and caps at 15 digits", () => {
      expect(formatPhone("MX", "5512345678")).toBe("551 234 567 8");
      expect(formatPhone("AR", "12345678901234567890")).toBe("123 456 789 012 345");
      expect(formatPhone("ZZ", "1234")).toBe("123 4");
    });
  });

  it("never ends with a separator", () => {
    for (const code of ["ES", "US", "FR", "DE", "MX"]) {
      for (let n = 1; n <= 16; n++) {
        expect(formatPhone(code, "9".repeat(n))).toMatch(/\d$/);
      }
    }
  });

  it("is idempotent", () => {
    for (const code of ["ES", "US", "FR", "DE", "MX"]) {
      const once = formatPhone(code, "123456789012345");
      expect(formatPhone(code, once)).toBe(once);
    }
  });
});

describe("internationalPhone", () => {
  it("prepends the dial prefix", () => {
    expect(internationalPhone("ES", "612345678")).toBe("+34 612 345 678");
    expect(internationalPhone("US", "2125550100")).toBe("+1 (212) 555-0100");
    expect(internationalPhone("ES", "")).toBe("");
    expect(internationalPhone("ZZ", "123")).toBe("123");
    expect(internationalPhone("FR", "06 12 34 56 78")).toBe("+33 6 12 34 56 78");
  });
});

describe("pasted international numbers", () => {
  it("drop the selected country's own prefix written as + or 00", () => {
    expect(formatPhone("ES", "+34 612 345 678")).toBe("612 345 678");
    expect(formatPhone("ES", "0034612345678")).toBe("612 345 678");
    expect(formatPhone("US", "+1 (212) 555-0100")).toBe("(212) 555-0100");
    expect(formatPhone("FR", "+33 6 12 34 56 78")).toBe("06 12 34 56 78");
    expect(formatPhone("DE", "+49 30 12345678")).toBe("030 1234 5678");
    expect(internationalPhone("ES", "+34 612 345 678")).toBe("+34 612 345 678");
  });

  it("keep every digit when the prefix is another country's or there is no + or 00", () => {
    expect(nationalDigits("ES", "+33 612 345 678")).toBe("33612345678");
    expect(nationalDigits("ES", "34612345678")).toBe("34612345678");
    expect(nationalDigits("FR", "06 12 34 56 78")).toBe("0612345678");
  });
});
