import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  FormActionError,
  endpointUrl,
  fillToast,
  formActions,
  post,
  requestBody,
  runFormAction,
  scheduleSuccess,
  simulate,
  type SuccessHandlers,
} from "./actions";
import type { FormPostAction, FormSimulateAction } from "./types";

const handlers = (): SuccessHandlers & { log: string[] } => {
  const log: string[] = [];
  return {
    log,
    toast: (t) => log.push(`toast ${t.title} / ${t.description}`),
    showPanel: (p) => log.push(`panel ${p.title}`),
    hidePanel: () => log.push("hide"),
    reset: () => log.push("reset"),
    redirect: (to) => log.push(`go ${to}`),
  };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("simulate", () => {
  const action: FormSimulateAction = { kind: "simulate", delayMs: 1500 };

  it("resolves after delayMs, not before (sign-up: 1.5 s)", async () => {
    let done = false;
    const promise = simulate(action, {}, { online: () => true }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await promise;
    expect(done).toBe(true);
  });

  it("fails like a real request when the browser is offline", async () => {
    await expect(simulate(action, {}, { online: () => false })).rejects.toMatchObject({ reason: "offline" });
  });

  it("fails when the connection drops during the wait", async () => {
    let online = true;
    const promise = simulate(action, {}, { online: () => online });
    const check = expect(promise).rejects.toBeInstanceOf(FormActionError);
    online = false;
    await vi.advanceTimersByTimeAsync(1500);
    await check;
  });
});

describe("post", () => {
  const action: FormPostAction = { kind: "post", url: "/api/contact" };

  it("sends the values as JSON", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 201 }));
    await post(action, { name: "Ana", ok: true }, { fetch, online: () => true });
    expect(fetch).toHaveBeenCalledWith(
      "/api/contact",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ name: "Ana", ok: true }) }),
    );
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("fails on a non-2xx answer, with the status", async () => {
    const fetch = vi.fn(async () => new Response("nope", { status: 503 }));
    await expect(post(action, {}, { fetch, online: () => true })).rejects.toMatchObject({
      reason: "http",
      status: 503,
    });
  });

  it("fails on a network error", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(post(action, {}, { fetch, online: () => true })).rejects.toMatchObject({ reason: "network" });
  });

  it("sends the idempotency key, to the API origin of the site document, and waits at least minDurationMs", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 201 }));
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    await post(
      { ...action, minDurationMs: 2000 },
      { name: "Ana" },
      { fetch, sleep, online: () => true, apiBase: "https://api.example.com", idempotencyKey: "key-1" },
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://api.example.com/api/contact");
    expect((init.headers as Record<string, string>)["Idempotency-Key"]).toBe("key-1");
    expect(waits).toEqual([2000]);
    expect(endpointUrl("https://other.example/x", "https://api.example.com")).toBe("https://other.example/x");
    expect(endpointUrl("/api/x", "")).toBe("/api/x");
  });

  it("carries the server's field errors (422) and the status (429)", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ errors: { email: "Email inválido", n: 3 } }), { status: 422 }),
    );
    await expect(post(action, {}, { fetch, online: () => true })).rejects.toMatchObject({
      status: 422,
      fieldErrors: { email: "Email inválido" },
    });
    const limited = vi.fn(async () => new Response("{}", { status: 429 }));
    await expect(post(action, {}, { fetch: limited, online: () => true })).rejects.toMatchObject({
      status: 429,
      fieldErrors: undefined,
    });
  });

  it("switches to multipart when a file is attached", () => {
    const { body, headers } = requestBody({ name: "Ana", cv: new File(["x"], "cv.pdf"), empty: null });
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get("name")).toBe("Ana");
    expect(((body as FormData).get("cv") as File).name).toBe("cv.pdf");
    expect((body as FormData).has("empty")).toBe(false);
    expect(headers["Content-Type"]).toBeUndefined();
  });
});

describe("runFormAction", () => {
  it("uses the implementation registered for the kind (swappable)", async () => {
    const original = formActions.simulate;
    formActions.simulate = vi.fn(async () => undefined);
    try {
      await runFormAction({ kind: "simulate", delayMs: 99999 }, { a: "b" });
      expect(formActions.simulate).toHaveBeenCalledWith({ kind: "simulate", delayMs: 99999 }, { a: "b" }, undefined);
    } finally {
      formActions.simulate = original;
    }
  });
});

describe("scheduleSuccess", () => {
  it("contact: toast and panel at once, panel for 5000 ms then reset", () => {
    const h = handlers();
    scheduleSuccess(
      {
        kind: "simulate",
        delayMs: 2000,
        successToast: { title: "Mensaje enviado", description: "Te responderemos dentro de las próximas 24 horas." },
        successPanel: { title: "¡Mensaje enviado correctamente!", durationMs: 5000 },
        reset: true,
      },
      {},
      h,
    );
    expect(h.log).toEqual([
      "toast Mensaje enviado / Te responderemos dentro de las próximas 24 horas.",
      "panel ¡Mensaje enviado correctamente!",
    ]);
    vi.advanceTimersByTime(4999);
    expect(h.log).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(h.log.slice(2)).toEqual(["hide", "reset"]);
  });

  it("onboarding: toast with the typed restaurant, then / after 1.5 s", () => {
    const h = handlers();
    scheduleSuccess(
      {
        kind: "simulate",
        delayMs: 1000,
        successToast: { title: "¡Bienvenido!", description: "{restaurant} está listo para empezar" },
        redirect: { to: "/", afterMs: 1500 },
      },
      { restaurant: "  Casa Lola " },
      h,
    );
    expect(h.log).toEqual(["toast ¡Bienvenido! / Casa Lola está listo para empezar"]);
    vi.advanceTimersByTime(1499);
    expect(h.log).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(h.log[1]).toBe("go /");
  });

  it("affiliate: panel stays, redirect after 2000 ms; cancel stops what is pending", () => {
    const h = handlers();
    const cancel = scheduleSuccess(
      {
        kind: "simulate",
        delayMs: 2000,
        successPanel: { title: "¡Solicitud enviada!" },
        redirect: { to: "/affiliate", afterMs: 2000 },
      },
      {},
      h,
    );
    vi.advanceTimersByTime(1000);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(h.log).toEqual(["panel ¡Solicitud enviada!"]);
  });

  it("resets at once when there is no panel", () => {
    const h = handlers();
    scheduleSuccess({ kind: "simulate", delayMs: 0, reset: true }, {}, h);
    expect(h.log).toEqual(["reset"]);
  });

  it("leaves unknown placeholders visible", () => {
    expect(fillToast({ title: "Hola {nombre}" }, { name: "Ana" }).title).toBe("Hola {nombre}");
  });
});
