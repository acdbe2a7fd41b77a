// The inline demo form's submission, as a declared action: the page document
// names the endpoint (`{"kind": "post", "url": "/api/demo/booking-demo"}`);
// this module books there. Another kind of endpoint becomes one more kind
// here (and one more branch in schema/sections/demoBooking.schema.json)
// without touching the form.
import { newIdempotencyKey } from "../../core/forms/idempotency.ts";

export interface DemoRequest {
  name: string;
  email: string;
  phone?: string;
  restaurant?: string;
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  time: string;
}

export interface DemoConfirmation {
  date: string;
  time: string;
}

export interface PostDemoAction {
  kind: "post";
  url: string;
  minDurationMs?: number;
}

export type DemoAction = PostDemoAction;

/** The chosen time was booked by someone else meanwhile (HTTP 409). */
export class DemoSlotTakenError extends Error {
  constructor() {
    super("The demo time was just taken");
    this.name = "DemoSlotTakenError";
  }
}

/** The server refused for a reason the visitor should read (too many bookings or tries), already in their language (HTTP 429). */
export class DemoRefusedError extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(`Demo booking refused: ${reason}`);
    this.name = "DemoRefusedError";
    this.reason = reason;
  }
}

export interface ActionEnv {
  /** Waits `ms`; injectable so tests need no real timers. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  /** Origin of the site's API (leads.apiBase) for a path url; this origin when empty. */
  apiBase?: string;
  /** Sent as Idempotency-Key: the same for a retry of the same request, so a booking whose answer was lost is not refused as taken by itself. */
  idempotencyKey?: string;
}

/** A path goes to the API's origin when the site document names one. */
export const demoEndpoint = (url: string, apiBase = "") =>
  url.startsWith("/") && apiBase ? `${apiBase.replace(/\/$/, "")}${url}` : url;

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Trims every field and drops empty optional ones: what a server would receive. */
export function normalizeDemoRequest(values: DemoRequest): DemoRequest {
  const phone = values.phone?.trim();
  const restaurant = values.restaurant?.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    ...(restaurant ? { restaurant } : {}),
    date: values.date,
    time: values.time,
  };
}

type Runner<A extends DemoAction> = (
  action: A,
  request: DemoRequest,
  env: Required<Pick<ActionEnv, "sleep">> & ActionEnv,
) => Promise<DemoConfirmation>;

const runners: { [K in DemoAction["kind"]]: Runner<Extract<DemoAction, { kind: K }>> } = {
  post: async (action, request, env) => {
    const minimum = env.sleep(action.minDurationMs ?? 0, env.signal);
    const response = await (env.fetch ?? fetch)(demoEndpoint(action.url, env.apiBase), {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Idempotency-Key": env.idempotencyKey ?? newIdempotencyKey(),
      },
      body: JSON.stringify(request),
      signal: env.signal,
    }).finally(() => minimum.catch(() => undefined));
    await minimum;
    if (response.status === 409) throw new DemoSlotTakenError();
    if (response.status === 429) {
      const reason = await response.json().then(
        (body: { message?: unknown }) => body?.message,
        () => undefined,
      );
      if (typeof reason === "string" && reason.trim()) throw new DemoRefusedError(reason);
    }
    if (!response.ok) throw new Error(`Demo booking answered HTTP ${response.status}`);
    return { date: request.date, time: request.time };
  },
};

/** Times of `day` already booked, for an action that books on the server ([] otherwise or on any failure). */
export async function takenTimes(
  action: DemoAction,
  day: string,
  env: Pick<ActionEnv, "fetch" | "apiBase" | "signal"> = {},
): Promise<string[]> {
  if (action.kind !== "post" || !day) return [];
  try {
    const response = await (env.fetch ?? fetch)(
      `${demoEndpoint(action.url, env.apiBase)}/taken?date=${encodeURIComponent(day)}`,
      { headers: { Accept: "application/json" }, signal: env.signal },
    );
    const body: unknown = response.ok ? await response.json() : [];
    return Array.isArray(body) ? body.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

/** Sends a demo request the way `action` says. Rejects on failure; the caller keeps the form as typed. */
export function runDemoAction(action: DemoAction, values: DemoRequest, env: ActionEnv = {}): Promise<DemoConfirmation> {
  const runner = runners[action.kind] as Runner<DemoAction> | undefined;
  if (!runner) return Promise.reject(new Error(`Unknown demo action "${(action as { kind: string }).kind}"`));
  return runner(action, normalizeDemoRequest(values), {
    sleep: env.sleep ?? defaultSleep,
    signal: env.signal,
    fetch: env.fetch,
    apiBase: env.apiBase,
    idempotencyKey: env.idempotencyKey,
  });
}
