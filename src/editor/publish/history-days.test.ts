import { describe, expect, it } from "vitest";
import { byMadridDay, changedFields, madridDay } from "./history-days";

describe("Historial by day", () => {
  const now = new Date("2026-11-28T10:00:00Z");
  it("groups by Madrid's calendar, not UTC's: 23:30 UTC is already the next day in Madrid", () => {
    expect(madridDay("2026-11-27T23:30:00Z")).toBe("2026-11-28");
    const groups = byMadridDay(
      [
        { date: "2026-11-28T09:00:00Z", id: 1 },
        { date: "2026-11-27T23:30:00Z", id: 2 },
        { date: "2026-11-27T12:00:00Z", id: 3 },
        { date: "2026-11-20T12:00:00Z", id: 4 },
      ],
      now,
    );
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ["Hoy", [1, 2]],
      ["Ayer", [3]],
      ["viernes, 20 de noviembre de 2026", [4]],
    ]);
  });

  it("says a version's changes by its fields' labels, the first three and how many more", () => {
    expect(changedFields(["Metadatos › Título"])).toBe("Metadatos › Título");
    expect(changedFields(["A", "B", "C", "D", "E"])).toBe("A, B, C y 2 campos más");
    expect(changedFields(["A", "B", "C", "D"])).toBe("A, B, C y 1 campo más");
    expect(changedFields([])).toBe("Sin cambios en los campos");
  });
});
