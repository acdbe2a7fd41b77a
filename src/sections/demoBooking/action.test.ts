import { describe, expect, it, vi } from "vitest";
import {
  DemoRefusedError,
  DemoSlotTakenError,
  normalizeDemoRequest,
  runDemoAction,
  takenTimes,
  type DemoRequest,
} from "./action";

const values: DemoRequest = {
  name: "  Lucía  ",
  email: " lucia@casa.es ",
  phone: " ",
  restaurant: "Casa Lucía",
  date: "2030-03-14",
  time: "14:00",
};

describe("demo action", () => {
  it("rejects an unknown kind", async () => {
    await expect(runDemoAction({ kind: "carrier-pigeon" } as never, values)).rejects.toThrow(
      'Unknown demo action "carrier-pigeon"',
    );
  });

  it("drops empty optional fields", () => {
    expect(normalizeDemoRequest({ ...values, restaurant: "" })).toEqual({
      name: "Lucía",
      email: "lucia@casa.es",
      date: "2030-03-14",
      time: "14:00",
    });
  });
});

describe("post demo action", () => {
  const request: DemoRequest = {
    name: " Lucía ",
    email: "lucia@restaurante.com",
    phone: "",
    restaurant: "",
    date: "2026-12-03",
    time: "09:00",
  };
  const action = { kind: "post" as const, url: "/api/demo/booking-demo", minDurationMs: 2000 };

  it("posts the trimmed form to the API origin and waits at least minDurationMs", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 201 }));
    const sleep = vi.fn(async () => undefined);
    await expect(runDemoAction(action, request, { fetch, sleep, apiBase: "https://api.example.com" })).resolves.toEqual(
      { date: "2026-12-03", time: "09:00" },
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://api.example.com/api/demo/booking-demo");
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Lucía",
      email: "lucia@restaurante.com",
      date: "2026-12-03",
      time: "09:00",
    });
    expect(sleep).toHaveBeenCalledWith(2000, undefined);
    await runDemoAction(action, request, { fetch, sleep, idempotencyKey: "demo-key-0001" });
    expect(
      new Headers((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers).get("Idempotency-Key"),
    ).toBe("demo-key-0001");
  });

  it("a 409 is a taken time, other failures are errors; taken times come from the server", async () => {
    const sleep = async () => undefined;
    await expect(
      runDemoAction(action, request, { sleep, fetch: async () => new Response("{}", { status: 409 }) }),
    ).rejects.toBeInstanceOf(DemoSlotTakenError);
    await expect(
      runDemoAction(action, request, { sleep, fetch: async () => new Response("{}", { status: 500 }) }),
    ).rejects.not.toBeInstanceOf(DemoSlotTakenError);
    expect(await takenTimes(action, "2026-12-03", { fetch: async () => new Response('["09:00", 3]') })).toEqual([
      "09:00",
    ]);
    expect(
      await takenTimes(action, "2026-12-03", { fetch: async () => Promise.reject(new TypeError("offline")) }),
    ).toEqual([]);
    expect(await takenTimes(action, "", { fetch: async () => new Response('["09:00"]') })).toEqual([]);
  });

  it("a 429 with the server's reason (too many bookings or tries) carries it, in the visitor's language", async () => {
    const sleep = async () => undefined;
    const refused = await runDemoAction(action, request, {
      sleep,
      fetch: async () =>
        new Response(
          JSON.stringify({ error: "booking_limit", message: "Ya tienes demos reservadas con estos datos." }),
          { status: 429 },
        ),
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DemoRefusedError);
    expect((refused as DemoRefusedError).reason).toBe("Ya tienes demos reservadas con estos datos.");
    await expect(
      runDemoAction(action, request, { sleep, fetch: async () => new Response("", { status: 429 }) }),
    ).rejects.not.toBeInstanceOf(DemoRefusedError);
  });

  it("waits the declared minimum on real timers even when the server answers at once, and stops when aborted", async () => {
    vi.useFakeTimers();
    let done = false;
    const promise = runDemoAction(action, request, { fetch: async () => new Response("{}", { status: 201 }) }).then(
      () => (done = true),
    );
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await promise;
    expect(done).toBe(true);
    const controller = new AbortController();
    const pending = runDemoAction(action, request, {
      fetch: (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
      signal: controller.signal,
    });
    controller.abort(new Error("gone"));
    await expect(pending).rejects.toThrow("gone");
    vi.useRealTimers();
  });
});
