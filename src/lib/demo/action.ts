// The inline demo form's submission, as a declared and swappable action.
// A page document says what submitting does (`{"kind": "simulate",
// "delayMs": 2000}`); this module runs it. A real endpoint becomes one more
// kind here (and one more branch in schema/sections/demoBooking.schema.json)
// without touching the form.

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

export interface SimulatedDemoAction {
  kind: "simulate";
  delayMs: number;
}

export type DemoAction = SimulatedDemoAction;

export interface ActionEnv {
  /** Waits `ms`; injectable so tests need no real timers. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Where the simulated request is written (the spec's demo logs the form). */
  log?: (message: string, payload: unknown) => void;
  signal?: AbortSignal;
}

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

type Runner<A extends DemoAction> = (action: A, request: DemoRequest, env: Required<Pick<ActionEnv, "sleep" | "log">> & ActionEnv) => Promise<DemoConfirmation>;

const runners: { [K in DemoAction["kind"]]: Runner<Extract<DemoAction, { kind: K }>> } = {
  simulate: async (action, request, env) => {
    env.log("Demo solicitada (simulación, sin envío al servidor):", request);
    await env.sleep(action.delayMs, env.signal);
    return { date: request.date, time: request.time };
  },
};

/** Sends a demo request the way `action` says. Rejects on failure; the caller keeps the form as typed. */
export function runDemoAction(action: DemoAction, values: DemoRequest, env: ActionEnv = {}): Promise<DemoConfirmation> {
  const runner = runners[action.kind] as Runner<DemoAction> | undefined;
  if (!runner) return Promise.reject(new Error(`Unknown demo action "${(action as { kind: string }).kind}"`));
  return runner(action, normalizeDemoRequest(values), {
    sleep: env.sleep ?? defaultSleep,
    log: env.log ?? ((message, payload) => console.info(message, payload)),
    signal: env.signal,
  });
}
