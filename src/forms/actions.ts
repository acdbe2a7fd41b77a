// What submitting a form does, as plain functions: `simulate` waits (the
// spec's forms make no server call), `post` sends the values. Both resolve on
// success and throw a FormActionError on failure. `formActions` is a plain
// object, so a real backend (or a test) can swap an implementation.
// `scheduleSuccess` plays what the declaration says happens afterwards
// (toast, panel, reset, redirect) on a timer.
import { fillTemplate } from "../lib/format/template";
import type { FormAction, FormPostAction, FormSimulateAction, FormToast, FormValues } from "./types";

export type FailureReason = "offline" | "network" | "http";

export class FormActionError extends Error {
  readonly reason: FailureReason;
  readonly status?: number;
  constructor(reason: FailureReason, message: string, status?: number) {
    super(message);
    this.name = "FormActionError";
    this.reason = reason;
    this.status = status;
  }
}

export interface ActionContext {
  /** Waits ms; setTimeout by default (fake timers drive it in tests). */
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
  /** False when the browser knows it is offline. */
  online?: () => boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const defaultOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

/** Waits `delayMs`; fails like a real request would when the browser is offline. */
export async function simulate(action: FormSimulateAction, _values: FormValues, ctx: ActionContext = {}): Promise<void> {
  if (!(ctx.online ?? defaultOnline)()) throw new FormActionError("offline", "The browser is offline");
  await (ctx.sleep ?? defaultSleep)(action.delayMs);
  if (!(ctx.online ?? defaultOnline)()) throw new FormActionError("offline", "The browser went offline");
}

const isFile = (value: unknown): value is Blob => typeof Blob !== "undefined" && value instanceof Blob;

/** The request body: JSON, or multipart when a file is attached. */
export function requestBody(values: FormValues): { body: string | FormData; headers: Record<string, string> } {
  const hasFile = Object.values(values).some(isFile);
  if (!hasFile) return { body: JSON.stringify(values), headers: { "Content-Type": "application/json", Accept: "application/json" } };
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === null) continue;
    if (isFile(value)) form.append(name, value, (value as File).name);
    else form.append(name, String(value));
  }
  return { body: form, headers: { Accept: "application/json" } };
}

/** POSTs the values to `url`; a network error or any non-2xx status is a failure. */
export async function post(action: FormPostAction, values: FormValues, ctx: ActionContext = {}): Promise<void> {
  if (!(ctx.online ?? defaultOnline)()) throw new FormActionError("offline", "The browser is offline");
  const { body, headers } = requestBody(values);
  let response: Response;
  try {
    response = await (ctx.fetch ?? fetch)(action.url, { method: "POST", headers, body });
  } catch (error) {
    throw new FormActionError("network", error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new FormActionError("http", `POST ${action.url} answered ${response.status}`, response.status);
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
  return Object.fromEntries(Object.entries(values).flatMap(([name, value]) => (typeof value === "string" ? [[name, value.trim()]] : [])));
}

export function fillToast(toast: FormToast, values: FormValues): { title: string; description?: string } {
  const vars = templateValues(values);
  return { title: fillTemplate(toast.title, vars), description: toast.description ? fillTemplate(toast.description, vars) : undefined };
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
export function scheduleSuccess(action: FormAction, values: FormValues, handlers: SuccessHandlers, timers: Timers = globalThis as unknown as Timers): () => void {
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
  return () => pending.forEach((handle) => timers.clearTimeout(handle as never));
}
