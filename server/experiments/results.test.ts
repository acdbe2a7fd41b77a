// @vitest-environment node
// What /admin/experiments says from the daily counts per phase: totals per
// arm, the cumulative rate by day for the chart, the verdict and what to do
// in plain Spanish; a phase whose split is off is left out (and said so),
// never the whole test; no raw p-value, no lift interval of thousands of
// per cent, a legend on the chart.
import { describe, expect, it } from "vitest";
import { adviceText, csvVerdict, resultsOf, verdictText } from "./results.ts";
import type { DailyRow, ExperimentRecord } from "./store.ts";
import { audienceText, experimentsPage } from "./views.ts";
import { experimentsCsv } from "./admin.ts";
import { earlyWinner, problemLine } from "./decide.ts";

const arms = [
  { name: "control", weight: 1 },
  { name: "b", weight: 1 },
];
const experiment: ExperimentRecord = {
  id: "t",
  path: "/t",
  file: "t.json",
  arms,
  goal: { kind: "booking" },
  startedAt: "2026-11-01T00:00:00Z",
  phases: [{ start: "2026-11-01T00:00:00Z", arms }],
  endedAt: null,
  winner: null,
};
const NOW = new Date("2026-11-03T12:00:00Z");
const row = (arm: string, day: string, exposures: number, conversions: number, phase = 0): DailyRow => ({
  phase,
  arm,
  day,
  exposures,
  conversions,
});

describe("results of a test", () => {
  it("adds the days up per arm and draws each arm's cumulative rate, empty before its first exposure", () => {
    const r = resultsOf(
      experiment,
      [row("control", "2026-11-01", 100, 5), row("control", "2026-11-02", 100, 15), row("b", "2026-11-02", 190, 38)],
      NOW,
    );
    expect(r.arms.map((a) => [a.name, a.exposures, a.conversions])).toEqual([
      ["control", 200, 20],
      ["b", 190, 38],
    ]);
    expect(r.days).toEqual(["2026-11-01", "2026-11-02"]);
    expect(r.series).toEqual([
      { arm: "control", rates: [0.05, 0.1] },
      { arm: "b", rates: [null, 0.2] },
    ]);
  });

  it("says in plain Spanish what to do, and about how many days are left", () => {
    const r = resultsOf(
      experiment,
      [
        row("control", "2026-11-01", 1000, 30),
        row("control", "2026-11-02", 1000, 30),
        row("b", "2026-11-01", 1000, 33),
        row("b", "2026-11-02", 1000, 33),
      ],
      NOW,
    );
    expect(r.verdict).toMatch(/^Sigue en marcha: faltan unos \d+ días$/);
    expect(r.advice).toMatch(/^Déjala en marcha y no cambies nada: .+\. Al ritmo actual, unos \d+ días más/);
    expect(verdictText({ kind: "winner", arm: "b", alsoBetter: [] })).toBe("Gana B");
    expect(adviceText({ kind: "winner", arm: "b", alsoBetter: ["c"] })).toBe(
      "Publica B: pulsa «Declarar ganador» con B elegido. También mejora al original: C.",
    );
    expect(verdictText({ kind: "control-wins" })).toBe("Gana el original");
    expect(adviceText({ kind: "control-wins" })).toMatch(/^Quédate con el original/);
    expect(verdictText({ kind: "no-difference" })).toBe("Sin diferencia clara");
  });

  it("a paused arm starts a phase: nothing is hidden and the paused arm says so", async () => {
    const paused = [
      { name: "control", weight: 1 },
      { name: "b", weight: 0 },
    ];
    const e = {
      ...experiment,
      arms: paused,
      phases: [...experiment.phases, { start: "2026-11-02T10:00:00Z", arms: paused }],
    };
    const r = resultsOf(
      e,
      [
        row("control", "2026-11-01", 500, 40),
        row("b", "2026-11-01", 500, 45),
        row("control", "2026-11-02", 300, 20, 1),
      ],
      NOW,
    );
    expect(r.analysis.hidden).toBe(false);
    expect(r.verdict).toBe("En pausa: ninguna variante recibe visitantes");
    expect(r.advice).toMatch(/^Los resultados no avanzan/);
    const page = String(await experimentsPage([r]));
    expect(page).toContain("pausado");
    expect(page).toContain("Fase 2, desde el 2 nov 2026");
    expect(page).toContain("45");
  });

  it("a phase whose split is off is left out and said so in words; the other phase still shows", async () => {
    const e = { ...experiment, phases: [...experiment.phases, { start: "2026-11-02T00:00:00Z", arms }] };
    const r = resultsOf(
      e,
      [
        row("control", "2026-11-01", 5500, 4321),
        row("b", "2026-11-01", 4500, 1234),
        row("control", "2026-11-02", 300, 21, 1),
        row("b", "2026-11-02", 310, 22, 1),
      ],
      NOW,
    );
    expect(r.analysis.phases.map((p) => p.mismatch)).toEqual([true, false]);
    const page = String(await experimentsPage([r]));
    expect(page).toContain("no cuenta: el reparto no cuadra");
    expect(page).not.toContain("4321");
    expect(page).toContain("<svg");
    expect(page).not.toMatch(/p = \d/);
  });

  it("shows no lift interval before the minimum conversions, and caps its upper end after", async () => {
    const r = resultsOf(experiment, [row("control", "2026-11-01", 40, 1), row("b", "2026-11-01", 40, 3)], NOW);
    const page = String(await experimentsPage([r]));
    expect(page).toContain("sin datos suficientes");
    expect(page).not.toMatch(/\d{4} %/);
  });

  it("the chart has a legend naming each arm in its colour", async () => {
    const r = resultsOf(experiment, [row("control", "2026-11-01", 100, 5), row("b", "2026-11-01", 100, 6)], NOW);
    const page = String(await experimentsPage([r]));
    expect(page).toMatch(
      /<ul class="legend"><li><span class="swatch"[^>]*><\/span>Original<\/li><li><span class="swatch"[^>]*><\/span>Variante B<\/li><\/ul>/,
    );
  });

  it("an ended test reads as ended: on the page and in the CSV's verdict, decided or ended by hand", async () => {
    const decided = resultsOf(
      { ...experiment, endedAt: "2026-11-03T00:00:00Z", winner: "b" },
      [row("control", "2026-11-01", 100, 5)],
      NOW,
    );
    const byHand = resultsOf(
      { ...experiment, endedAt: "2026-11-03T00:00:00Z", winner: null },
      [row("control", "2026-11-01", 100, 5)],
      NOW,
    );
    expect(csvVerdict(decided)).toBe("Terminada: se quedó B");
    expect(csvVerdict(byHand)).toBe("Terminada sin declarar ganador");
    const page = String(await experimentsPage([byHand]));
    expect(page).toContain("Terminada sin declarar ganador");
    expect(page).not.toContain("En marcha");
    expect(page).not.toContain("Declarar ganador</button>");
  });
});

describe("the small ones", () => {
  it("the CSV writes a negative lift as a number, never as text a spreadsheet would show as '-0.17", () => {
    const r = resultsOf(experiment, [row("control", "2026-11-01", 1000, 60), row("b", "2026-11-01", 1000, 50)], NOW);
    const b = experimentsCsv([r])
      .trim()
      .split("\r\n")
      .find((l) => l.startsWith("/t · Variante B,Variante B,"))!;
    const lift = b.split(",")[7]!;
    expect(lift).toMatch(/^-0\.1666\d*$/);
    expect(b).not.toContain("'");
  });

  it("the confirmation shows the verdict it acts on", async () => {
    const r = resultsOf(experiment, [row("control", "2026-11-01", 100, 5), row("b", "2026-11-01", 100, 6)], NOW);
    const page = String(
      await experimentsPage([r], undefined, {
        id: "t",
        action: "winner",
        keep: "b",
        plan: ["Se borra la variante B."],
        verdict: r.verdict,
        advice: r.advice,
      }),
    );
    expect(page).toMatch(/data-confirm-verdict>Los resultados dicen ahora: <strong>Sigue en marcha/);
    // No verdict yet: the card's button says it does not wait, and the question says why not first (issue 41).
    expect(String(await experimentsPage([r]))).toContain("Declarar ganador sin esperar…");
    const early = String(
      await experimentsPage([r], undefined, {
        id: "t",
        action: "winner",
        keep: "b",
        plan: [],
        early: earlyWinner(r.analysis.verdict, "b"),
      }),
    );
    expect(early).toMatch(/data-confirm-early>Los resultados aún no señalan un ganador/);
    expect(early).toContain("¿Declarar ganador a la variante B de todos modos?");
    expect(page).toContain("¿Declarar ganador a la variante B?");
  });

  it("a refused publish's problems never read 'undefined' when a part is missing", () => {
    expect(problemLine({ file: "pages/t.json", label: "Título", message: "demasiado largo" })).toBe(
      "pages/t.json › Título: demasiado largo",
    );
    expect(problemLine({ message: "sin archivo" })).toBe("sin archivo");
    expect(problemLine({ file: "pages/t.json" })).toBe("pages/t.json");
  });

  it("a test nobody has seen yet says the chart comes with the first visitor instead of drawing an empty one", async () => {
    const empty = String(await experimentsPage([resultsOf(experiment, [], NOW)]));
    expect(empty).toContain("el gráfico de la conversión por día aparece con el primero");
    expect(empty).not.toContain("<svg");
    const seen = String(await experimentsPage([resultsOf(experiment, [row("b", "2026-11-01", 10, 1)], NOW)]));
    expect(seen).toContain("<svg");
    expect(seen).not.toContain("data-no-chart");
  });

  it("the card says who takes part when the test has an audience", async () => {
    expect(audienceText({ languages: ["es", "en"] })).toBe("solo en español e inglés");
    expect(audienceText({ languages: ["es", "fr", "it"], device: "mobile" })).toBe(
      "solo en español, francés e italiano, en móvil",
    );
    expect(audienceText({ languages: ["en", "fr"] })).toBe("solo en inglés y francés");
    expect(audienceText({ device: "desktop" })).toBe("solo en escritorio");
    const r = resultsOf({ ...experiment, audience: { languages: ["es"] } }, [row("control", "2026-11-01", 10, 1)], NOW);
    expect(String(await experimentsPage([r]))).toContain("Objetivo: demo reservada · público: solo en español · desde");
  });
});
