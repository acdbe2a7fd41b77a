import { describe, expect, it } from "vitest";
import { CONTROL, assignArm } from "./assign";
import { VISITOR_STORAGE_KEY, chooseArm, forcedKey, type ArmStorage } from "./choose";
import { variantPath } from "./paths";

const experiment = {
  id: "demo-hero",
  arms: [
    { name: CONTROL, weight: 50 },
    { name: "b", weight: 50 },
    { name: "paused", weight: 0 },
  ],
};

function memory(initial: Record<string, string> = {}) {
  const data = { ...initial };
  const store: ArmStorage = { getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
  return { data, store };
}

const throwing: ArmStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("SecurityError");
  },
};

describe("chooseArm", () => {
  it("stores a new visitor id on the first visit and keeps the same arm afterwards", () => {
    const { data, store } = memory();
    const first = chooseArm(experiment, "", store, () => "0123456789abcdef0123456789abcdef");
    expect(data[VISITOR_STORAGE_KEY]).toBe("0123456789abcdef0123456789abcdef");
    expect(first).toBe(assignArm("demo-hero", "0123456789abcdef0123456789abcdef", experiment.arms));
    for (let i = 0; i < 5; i++)
      expect(chooseArm(experiment, "", store, () => "ffffffffffffffffffffffffffffffff")).toBe(first);
  });

  it("?variant=<name> forces that arm and it sticks without the parameter", () => {
    const { data, store } = memory({ [VISITOR_STORAGE_KEY]: "00000000000000000000000000000000" });
    expect(chooseArm(experiment, "?variant=paused&utm_source=qa", store)).toBe("paused");
    expect(data[forcedKey("demo-hero")]).toBe("paused");
    expect(chooseArm(experiment, "", store)).toBe("paused");
    expect(chooseArm(experiment, "?variant=control", store)).toBe(CONTROL);
    expect(chooseArm(experiment, "", store)).toBe(CONTROL);
  });

  it("ignores an unknown forced name and a malformed stored id", () => {
    const { data, store } = memory({ [VISITOR_STORAGE_KEY]: "<script>", [forcedKey("demo-hero")]: "zzz" });
    const arm = chooseArm(experiment, "?variant=nope", store, () => "abcdefabcdefabcdefabcdefabcdefab");
    expect(data[VISITOR_STORAGE_KEY]).toBe("abcdefabcdefabcdefabcdefabcdefab");
    expect(arm).toBe(assignArm("demo-hero", "abcdefabcdefabcdefabcdefabcdefab", experiment.arms));
  });

  it("falls back to the base when storage throws, is missing or keeps nothing", () => {
    const forgetful: ArmStorage = { getItem: () => null, setItem: () => undefined };
    for (const store of [throwing, undefined, forgetful]) expect(chooseArm(experiment, "", store)).toBe(CONTROL);
    // An explicit QA link still works for that view.
    expect(chooseArm(experiment, "?variant=b", throwing)).toBe("b");
  });
});

describe("chooseArm by audience", () => {
  it("crawlers always get the base, even with ?variant=, and nothing is stored", () => {
    const { data, store } = memory();
    expect(chooseArm(experiment, "?variant=b", store, undefined, "crawler")).toBe(CONTROL);
    expect(data).toEqual({});
  });

  it("automated browsers are not assigned (no id stored) but can ask for an arm", () => {
    const { data, store } = memory();
    expect(chooseArm(experiment, "", store, () => "f".repeat(32), "automation")).toBe(CONTROL);
    expect(data).toEqual({});
    expect(chooseArm(experiment, "?variant=b", store, undefined, "automation")).toBe("b");
    expect(chooseArm(experiment, "", store, undefined, "automation")).toBe("b");
  });
});

describe("variantPath", () => {
  it("lives under the served base path, language prefix included", () => {
    expect(variantPath("/agendar-demo", "b")).toBe("/agendar-demo/_variant/b");
    expect(variantPath("/en/agendar-demo", "b")).toBe("/en/agendar-demo/_variant/b");
    expect(variantPath("/", "b")).toBe("/_variant/b");
    expect(variantPath("/fr", "b")).toBe("/fr/_variant/b");
  });
});
