// A lead sent by a browser that was exposed to a test (its ab_visitor
// cookie, set by exposures.ts) converts for the visitor's arm, once, when
// the test's goal matches the lead and the exposure came first. The lead
// endpoints do not change: a middleware keeps the request's visitor in an
// AsyncLocalStorage, the store's "lead stored" hook credits it, and the
// response waits for that so the count is there when the visitor sees "sent".
import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { VISITOR_ID_PATTERN } from "../../src/core/experiments/assign.ts";
import type { ExperimentGoal } from "../../src/generated/schema.ts";
import type { Store } from "../store/index.ts";
import { VISITOR_COOKIE } from "./exposures.ts";
import type { ExperimentData, LeadKind } from "./store.ts";

interface RequestVisitor {
  visitor: string;
  pending: Array<Promise<unknown>>;
}

/** Does a lead of this kind (and form) reach the goal? */
export function meetsGoal(goal: ExperimentGoal, lead: { kind: LeadKind; formId?: string }): boolean {
  if (goal.kind === "lead") return true;
  if (goal.kind === "booking") return lead.kind === "booking";
  return lead.kind === "submission" && lead.formId === goal.form;
}

export function conversions(options: { data: ExperimentData; store: Store; now: () => Date }) {
  const context = new AsyncLocalStorage<RequestVisitor>();

  async function credit(visitor: string, kind: LeadKind, id: number): Promise<void> {
    const at = options.now().toISOString();
    const formId = kind === "submission" ? (await options.store.getSubmission(id))?.formId : undefined;
    for (const { experiment, arm, phase } of await options.data.exposuresBefore(visitor, at)) {
      if (meetsGoal(experiment.goal, { kind, formId }))
        await options.data.recordConversion({
          experimentId: experiment.id,
          phase,
          arm,
          visitorId: visitor,
          lead: { kind, id },
          at,
        });
    }
  }

  /** Around the lead endpoints: remembers the request's visitor and waits for its credit before answering. */
  const visitorContext: MiddlewareHandler = async (c, next) => {
    const visitor = getCookie(c, VISITOR_COOKIE);
    if (!visitor || !VISITOR_ID_PATTERN.test(visitor)) return next();
    const request: RequestVisitor = { visitor, pending: [] };
    await context.run(request, next);
    await Promise.allSettled(request.pending);
  };

  /** Wraps the app's "lead stored" hook: the same call, plus the credit. */
  const onStored =
    (inner?: (kind: LeadKind | "event", id: number) => void) =>
    (kind: LeadKind | "event", id: number): void => {
      inner?.(kind, id);
      const request = context.getStore();
      // Events (an erasure told to the webhook) are not leads.
      if (!request || kind === "event") return;
      request.pending.push(
        credit(request.visitor, kind, id).catch((error: unknown) =>
          console.error("[experiments] conversion not recorded:", error),
        ),
      );
    };

  return { visitorContext, onStored };
}
