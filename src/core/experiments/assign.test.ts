import { describe, expect, it } from "vitest";
import { CONTROL, VISITOR_ID_PATTERN, assignArm, bucketOf, newVisitorId, pickArm, type Arm } from "./assign";

/** A seeded generator (mulberry32), so the "random" visitors are the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const visitors = (count: number, seed: number) => {
  const random = seeded(seed);
  return Array.from({ length: count }, () => newVisitorId(random, null));
};

describe("assignArm", () => {
  const arms: Arm[] = [
    { name: CONTROL, weight: 50 },
    { name: "b", weight: 50 },
  ];

  it("is deterministic: the same visitor and experiment always give the same arm", () => {
    for (const id of visitors(200, 1)) {
      const first = assignArm("demo-hero", id, arms);
      for (let i = 0; i < 3; i++) expect(assignArm("demo-hero", id, arms)).toBe(first);
    }
    expect(bucketOf("demo-hero", "0123456789abcdef")).toBe(bucketOf("demo-hero", "0123456789abcdef"));
  });

  for (const weights of [
    [50, 50],
    [70, 20, 10],
    [90, 10],
    [1, 1, 1],
  ]) {
    it(`over 10,000 random ids each arm's share is within 2 points of its weight (${weights.join("/")})`, () => {
      const split: Arm[] = weights.map((weight, i) => ({ name: i === 0 ? CONTROL : `v${i}`, weight }));
      const total = weights.reduce((a, b) => a + b, 0);
      const counts = new Map<string, number>();
      const ids = visitors(10_000, weights.length * 7919 + weights[0]);
      for (const id of ids) {
        const arm = assignArm("exp-share", id, split);
        counts.set(arm, (counts.get(arm) ?? 0) + 1);
      }
      for (const arm of split) {
        const share = ((counts.get(arm.name) ?? 0) / ids.length) * 100;
        expect(Math.abs(share - (arm.weight / total) * 100)).toBeLessThan(2);
      }
    });
  }

  it("shuffles visitors independently per experiment", () => {
    const ids = visitors(2000, 3);
    const same = ids.filter((id) => assignArm("exp-one", id, arms) === assignArm("exp-two", id, arms)).length;
    // Independent 50/50 assignments agree about half of the time.
    expect(same / ids.length).toBeGreaterThan(0.45);
    expect(same / ids.length).toBeLessThan(0.55);
  });
});

describe("pickArm", () => {
  it("never picks an arm with weight 0 and falls back to control when nothing has weight", () => {
    const arms: Arm[] = [
      { name: CONTROL, weight: 0 },
      { name: "b", weight: 3 },
      { name: "c", weight: 0 },
    ];
    for (const bucket of [0, 0.2, 0.5, 0.999999, 0.99999999999]) expect(pickArm(arms, bucket)).toBe("b");
    expect(pickArm([{ name: "b", weight: 0 }], 0.3)).toBe(CONTROL);
  });

  it("cuts the range in slices in the order written", () => {
    const arms: Arm[] = [
      { name: CONTROL, weight: 1 },
      { name: "b", weight: 3 },
    ];
    expect(pickArm(arms, 0.2)).toBe(CONTROL);
    expect(pickArm(arms, 0.25)).toBe("b");
    expect(pickArm(arms, 0.99)).toBe("b");
  });
});

describe("newVisitorId", () => {
  it("is 32 hex digits, from crypto when available, else from the fallback", () => {
    expect(newVisitorId()).toMatch(/^[0-9a-f]{32}$/);
    expect(newVisitorId(() => 0.5, null)).toBe("80000000".repeat(4));
    expect(VISITOR_ID_PATTERN.test(newVisitorId())).toBe(true);
  });
});
