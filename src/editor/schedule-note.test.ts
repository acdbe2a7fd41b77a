// @vitest-environment node
import { describe, expect, it } from "vitest";
import { scheduleNote } from "./schedule-note";

describe("what the editor says of a section's schedule", () => {
  it("says when it shows in Madrid's time, whichever ends it has", () => {
    expect(scheduleNote({ from: "2026-11-27T00:00", until: "2026-11-30T23:59" })).toBe(
      "Se muestra desde 27 nov 2026, 00:00 hasta 30 nov 2026, 23:59 (hora de Madrid)",
    );
    expect(scheduleNote({ until: "2026-11-29T23:59" })).toBe("Se muestra hasta 29 nov 2026, 23:59 (hora de Madrid)");
    // An instant with an offset reads in Madrid too (08:00 UTC is 09:00 in winter).
    expect(scheduleNote({ from: "2026-12-01T08:00Z" })).toBe("Se muestra desde 1 dic 2026, 09:00 (hora de Madrid)");
  });

  it("says nothing of a section without a schedule, or with no readable end", () => {
    expect(scheduleNote(undefined)).toBeUndefined();
    expect(scheduleNote({})).toBeUndefined();
    expect(scheduleNote({ until: "2026-02-30T10:00" })).toBeUndefined();
  });
});
