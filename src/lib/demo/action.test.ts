import { describe, expect, it, vi } from "vitest";
import { normalizeDemoRequest, runDemoAction, type DemoRequest } from "./action";

const values: DemoRequest = { name: "  Lucía  ", email: " lucia@casa.es ", phone: " ", restaurant: "Casa Lucía", date: "2030-03-14", time: "14:00" };

describe("demo action", () => {
  it("simulate: logs the trimmed request, waits delayMs, then confirms date and time", async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const log = vi.fn();
    const result = await runDemoAction({ kind: "simulate", delayMs: 2000 }, values, { sleep, log });
    expect(sleep).toHaveBeenCalledWith(2000, undefined);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][1]).toEqual({ name: "Lucía", email: "lucia@casa.es", restaurant: "Casa Lucía", date: "2030-03-14", time: "14:00" });
    expect(result).toEqual({ date: "2030-03-14", time: "14:00" });
  });

  it("takes the declared time with real timers", async () => {
    vi.useFakeTimers();
    const log = vi.fn();
    let done = false;
    const promise = runDemoAction({ kind: "simulate", delayMs: 2000 }, values, { log }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await promise;
    expect(done).toBe(true);
    vi.useRealTimers();
  });

  it("rejects when aborted, and for an unknown kind", async () => {
    const controller = new AbortController();
    const pending = runDemoAction({ kind: "simulate", delayMs: 10_000 }, values, { log: () => {}, signal: controller.signal });
    controller.abort(new Error("gone"));
    await expect(pending).rejects.toThrow("gone");
    await expect(runDemoAction({ kind: "post" } as never, values)).rejects.toThrow('Unknown demo action "post"');
  });

  it("drops empty optional fields", () => {
    expect(normalizeDemoRequest({ ...values, restaurant: "" })).toEqual({ name: "Lucía", email: "lucia@casa.es", date: "2030-03-14", time: "14:00" });
  });
});
