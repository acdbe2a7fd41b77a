// @vitest-environment node
// What /admin/experiments says from the daily counts: totals per arm, the
// cumulative rate by day for the chart, the verdict in plain Spanish, and
// nothing of the figures when the split does not match the weights.
import { describe, expect, it } from "vitest";
import { resultsOf, verdictText } from "./results.ts";
import type { ExperimentRecord } from "./store.ts";
import { experimentsPage } from "./views.ts";

const experiment: ExperimentRecord = {
  id: "t",
  path: "/t",
  file: "t.json",
  arms: [
    { name: "control", weight: 1 },
    { name: "b", weight: 1 },
  ],
  goal: { kind: "booking" },
  startedAt: "2026-11-01T00:00:00Z",
  endedAt: null,
  winner: null,
};

describe("results of a test", () => {
  it("adds the days up per arm and draws each arm's cumulative rate, empty before its first exposure", () => {
    const r = resultsOf(experiment, [
      { arm: "control", day: "2026-11-01", exposures: 100, conversions: 5 },
      { arm: "control", day: "2026-11-02", exposures: 100, conversions: 15 },
      { arm: "b", day: "2026-11-02", exposures: 50, conversions: 10 },
    ]);
    expect(r.arms.map((a) => [a.name, a.exposures, a.conversions])).toEqual([
      ["control", 200, 20],
      ["b", 50, 10],
    ]);
    expect(r.days).toEqual(["2026-11-01", "2026-11-02"]);
    expect(r.series).toEqual([
      { arm: "control", rates: [0.05, 0.1] },
      { arm: "b", rates: [null, 0.2] },
    ]);
  });

  it("says how many visitors are missing in round Spanish figures", () => {
    const r = resultsOf(experiment, [
      { arm: "control", day: "2026-11-01", exposures: 1000, conversions: 30 },
      { arm: "b", day: "2026-11-01", exposures: 1000, conversions: 33 },
    ]);
    expect(r.verdict).toMatch(/^Sigue recogiendo datos: faltan unos \d{1,3}\.\d00 visitantes$/);
    expect(verdictText({ ...r.analysis, verdict: { kind: "winner", arm: "b" } })).toBe("Gana B");
    expect(verdictText({ ...r.analysis, verdict: { kind: "winner", arm: "control" } })).toBe("Gana el control");
    expect(verdictText({ ...r.analysis, verdict: { kind: "no-difference" } })).toBe("Sin diferencia clara");
  });

  it("hides conversions, rates and the chart when the split does not match the weights", async () => {
    const r = resultsOf(experiment, [
      { arm: "control", day: "2026-11-01", exposures: 5500, conversions: 4321 },
      { arm: "b", day: "2026-11-01", exposures: 4500, conversions: 1234 },
    ]);
    expect(r.verdict).toBe("El reparto no cuadra: revisa la configuración");
    const page = String(await experimentsPage([r]));
    expect(page).toContain("5500");
    expect(page).not.toContain("4321");
    expect(page).not.toContain("<svg");
  });
});
