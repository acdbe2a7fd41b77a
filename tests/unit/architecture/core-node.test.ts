// @vitest-environment node
// src/core is what the server and the scripts import: every module of it
// loads in plain Node, with no window, document or React (docs/architecture.md).
import { describe, expect, it } from "vitest";

const modules = import.meta.glob([
  "../../../src/core/**/*.{ts,tsx}",
  "!**/*.test.*",
  "!**/*.d.ts",
  "!**/__fixtures__/**",
]);

describe("src/core in plain Node", () => {
  it("has no page globals here", () => {
    expect(typeof window).toBe("undefined");
    expect(typeof document).toBe("undefined");
  });

  const names = Object.keys(modules)
    .sort()
    .map((key) => [key.replace(/^(\.\.\/)+/, ""), key] as const);
  it.each(names)("%s loads", async (_name, key) => {
    await expect(modules[key]!()).resolves.toBeTruthy();
  });
});
