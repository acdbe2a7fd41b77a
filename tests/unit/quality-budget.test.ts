import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import {
  budgetFor,
  checkBudgets,
  formatBudgetResult,
  validateBudgets,
  type Budgets,
} from "../../scripts/audit/budget.ts";

const budgets: Budgets = { default: 125, routes: { "/": 110, "/features/*": 118, "/features/menu-digital": 121 } };

describe("budgetFor", () => {
  it("uses the exact route budget, in every language", () => {
    for (const route of ["/", "/en", "/en/", "/fr", "/it/"])
      expect(budgetFor(budgets, route)).toEqual({ bytes: 110_000, pattern: "/" });
  });

  it("prefers an exact pattern over a wildcard, and a wildcard over the default", () => {
    expect(budgetFor(budgets, "/features/menu-digital").pattern).toBe("/features/menu-digital");
    expect(budgetFor(budgets, "/en/features/crm-integrado").pattern).toBe("/features/*");
    expect(budgetFor(budgets, "/contact").pattern).toBe("default");
  });

  it("does not let * cross a path segment, and ignores query and hash", () => {
    expect(budgetFor(budgets, "/features/a/b").pattern).toBe("default");
    expect(budgetFor(budgets, "/?utm=x#precios").pattern).toBe("/");
  });

  it("does not treat a language-like word inside a path as a prefix", () => {
    expect(budgetFor({ default: 1, routes: { "/english": 2 } }, "/english").bytes).toBe(2000);
  });
});

describe("checkBudgets", () => {
  it("passes at the budget and fails one byte over, reporting by how much", () => {
    const [atLimit, over, under] = checkBudgets(
      [
        { route: "/", bytes: 110_000 },
        { route: "/en", bytes: 110_001 },
        { route: "/contact", bytes: 90_000 },
      ],
      budgets,
    );
    expect(atLimit).toMatchObject({ ok: true, over: 0 });
    expect(over).toMatchObject({ ok: false, over: 1, budgetBytes: 110_000 });
    expect(under).toMatchObject({ ok: true, over: -35_000, pattern: "default" });
    expect(formatBudgetResult(over!)).toBe("OVER /en: 110.0 KB of 110.0 KB (/), 0.0 KB over");
  });

  it("keeps the measured files for the report", () => {
    const [r] = checkBudgets([{ route: "/", bytes: 1, files: ["/assets/index.js"] }], budgets);
    expect(r!.files).toEqual(["/assets/index.js"]);
  });
});

describe("validateBudgets", () => {
  it("accepts the project's budgets.json: a page with no island on its first screen gets the default, which leaves no room for React (~60 KB)", () => {
    const file = validateBudgets(JSON.parse(readFileSync("budgets.json", "utf8")));
    expect(budgetFor(file, "/politica-de-privacidad").pattern).toBe("default");
    expect(file.default).toBeLessThan(60);
  });

  it("rejects missing defaults, relative patterns and non-positive sizes", () => {
    expect(() => validateBudgets({})).toThrow(/default/);
    expect(() => validateBudgets({ default: 100, routes: { contact: 10 } })).toThrow(/start with \//);
    expect(() => validateBudgets({ default: 100, routes: { "/x": 0 } })).toThrow(/positive/);
    expect(() => validateBudgets({ default: 100, routes: { "/x": "10" } })).toThrow(/positive/);
  });
});
