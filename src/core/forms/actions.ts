// What submitting a form does, as plain functions: `simulate` waits (the
// spec's forms make no server call), `post` sends the values. Both resolve on
// success and throw a FormActionError on failure. `formActions` is a plain
// object, so a real backend (or a test) can swap an implementation.
// `scheduleSuccess` plays what the declaration says happens afterwards
// (toast, panel, reset, redirect) on a timer.
import { fillTemplate } from "../format/template";
import type { FormAction, FormPostAction, FormSimulateAction, FormToast, FormValues } from "./types";

export type FailureReason = "offline" | "network" | "http";

export class FormActionError extends Error {
  readonly reason: FailureReason;
  readonly status?: number;
  /** The server's field errors (422): field name → the message the browser would show. */
  readonly fieldErrors?: Record<string, string>;
  constructor(reason: FailureReason, message: string, status?: number, fieldErrors?: Record<string, string>) {
    super(message);
    this.name = "FormActionError";
    this.reason = reason;
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export interface ActionContext {
  /** Waits ms; setTimeout by default (fake timers drive it in tests). */
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
  /** False when the browser knows it is offline. */
  online?: () => boolean;
  /** Origin of the API for paths like /api/forms/x (the site document's leads.apiBase); this origin when empty. */
  apiBase?: string;
  /** Sent as Idempotency-Key: the same key for a retry of the same values, so the server stores them once. */
  idempotencyKey?: string;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const defaultOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

/** Waits `delayMs`; fails like a real request would when the browser is offline. */
export async function simulate(
  action: FormSimulateAction,
  _values: FormValues,
  ctx: ActionContext = {},
): Promise<void> {
  if (!(ctx.online ?? defaultOnline)()) throw new FormActionError("offline", "The browser is offline");
  await (ctx.sleep ?? defaultSleep)(action.delayMs);
  if (!(ctx.online ?? defaultOnline)()) throw new FormActionError("offline", "The browser went offline");
}

const isFile = (value: unknown): value is Blob => typeof Blob !== "undefined" && value instanceof Blob;

/** The request body: JSON, or multipart when a file is attached. */
export function requestBody(values: FormValues): { body: string | FormData; headers: Record<string, string> } {
  const hasFile = Object.values(values).some(isFile);
  if (!hasFile)
    return {
      body: JSON.stringify(values),
      headers: { "Content-Type": "application/json", Accept: "application/json" },
    };
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === null) continue;
    if (isFile(value)) form.append(name, value, (value as File).name);
    else form.append(name, String(value));
  }
  return { body: form, headers: { Accept: "application/json" } };
}

/** A path on the API is sent to the API's origin when the site document names one. */
export function endpointUrl(url: string, apiBase = ""): string {
  return url.startsWith("/") && apiBase ? `${apiBase.replace(/\/$/, "")}${url}` : url;
}

async function fieldErrorsOf(response: Response): Promise<Record<string, string> | undefined> {
  if (response.status !== 422) return undefined;
  try {
    const body = (await response.json()) as { errors?: unknown };
    if (typeof body.errors !== "object" || body.errors === null) return undefined;
    return Object.fromEntries(
      Object.entries(body.errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return undefined;
  }
}

/**
 * POSTs the values to `url`; a network error or any non-2xx status is a
 * failure. The busy state lasts at least `minDurationMs` (the spec's
 * timings), however fast the server is.
 */
export async function post(action: FormPostAction, values: FormValues, ctx: ActionContext = {}): Promise<void> {
  if (!(ctx.online ?? defaultOnline)()) throw new FormActionError("offline", "The browser is offline");
  const { body, headers } = requestBody(values);
  if (ctx.idempotencyKey) headers["Idempotency-Key"] = ctx.idempotencyKey;
  const url = endpointUrl(action.url, ctx.apiBase);
  const minimum = action.minDurationMs ? (ctx.sleep ?? defaultSleep)(action.minDurationMs) : Promise.resolve();
  let response: Response;
  try {
    response = await (ctx.fetch ?? fetch)(url, { method: "POST", headers, body });
  } catch (error) {
    await minimum;
    throw new FormActionError("network", error instanceof Error ? error.message : String(error));
  }
  const fieldErrors = response.ok ? undefined : await fieldErrorsOf(response);
  await minimum;
  if (!response.ok)
    throw new FormActionError("http", `POST ${url} answered ${response.status}`, response.status, fieldErrors);
}

export const formActions: {
  simulate: (action: FormSimulateAction, values: FormValues, ctx?: ActionContext) => Promise<void>;
  post: (action: FormPostAction, values: FormValues, ctx?: ActionContext) => Promise<void>;
} = { simulate, post };

/** Runs the declared action with the implementation registered for its kind. */
export function runFormAction(action: FormAction, values: FormValues, ctx?: ActionContext): Promise<void> {
  return action.kind === "simulate" ? formActions.simulate(action, values, ctx) : formActions.post(action, values, ctx);
}

/** Text values, trimmed, for `{fieldName}` in toasts ('{restaurant} está listo para empezar'). */
export function templateValues(values: FormValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).flatMap(([name, value]) => (typeof value === "string" ? [[name, value.trim()]] : [])),
  );
}

export function fillToast(toast: FormToast, values: FormValues): { title: string; description?: string } {
  const vars = templateValues(values);
  return {
    title: fillTemplate(toast.title, vars),
    description: toast.description ? fillTemplate(toast.description, vars) : undefined,
  };
}

export interface SuccessHandlers {
  toast: (toast: { title: string; description?: string }) => void;
  showPanel: (panel: { title: string; text?: string }) => void;
  hidePanel: () => void;
  reset: () => void;
  redirect: (to: string) => void;
}

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

/**
 * After a successful action: the toast and the panel at once; when the
 * panel has a duration, it closes then (and the form resets if `reset`);
 * without a panel, `reset` happens at once; the redirect after `afterMs`.
 * Returns a function that cancels what is still pending (on unmount).
 */
export function scheduleSuccess(
  action: FormAction,
  values: FormValues,
  handlers: SuccessHandlers,
  timers: Timers = globalThis as unknown as Timers,
): () => void {
  const pending: unknown[] = [];
  const later = (ms: number, fn: () => void) => pending.push(timers.setTimeout(fn, ms));
  if (action.successToast) handlers.toast(fillToast(action.successToast, values));
  const panel = action.successPanel;
  if (panel) {
    const filled = fillToast({ title: panel.title, description: panel.text }, values);
    handlers.showPanel({ title: filled.title, text: filled.description });
    if (panel.durationMs !== undefined) {
      later(panel.durationMs, () => {
        handlers.hidePanel();
        if (action.reset) handlers.reset();
      });
    }
  } else if (action.reset) {
    handlers.reset();
  }
  if (action.redirect) {
    const to = action.redirect.to;
    later(action.redirect.afterMs, () => handlers.redirect(to));
  }
  return () =>
    pending.forEach((handle) => {
      timers.clearTimeout(handle as never);
    });
}
