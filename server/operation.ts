// An operation is what a feature does, free of HTTP (the shape of Payload's
// auth/operations): a typed input (zod), the person acting, the feature's
// dependencies → a result or a typed refusal. It imports nothing from
// hono: a route module parses the request, calls the operation and turns
// its answer into a response (server/http/answer.ts); a test, a script or
// the scheduler calls it directly. The operation checks its least role
// itself too, so a caller without the gate in front (the scheduler, a
// test) cannot skip it; the route's line declares the same role by naming
// the operation's (`role: saveDraft.role`).
import type { z } from "zod";
import { Refused } from "../lib/editor/guard.ts";
import { hasRole, ROLE_LABELS, type Role, type User } from "./roles.ts";

/** Why an operation said no; the route maps each kind to its status (answer.ts). */
export type RefusalKind = "invalid" | "forbidden" | "not_found" | "conflict" | "unprocessable";

export interface Refusal {
  readonly refused: RefusalKind;
  /** A Spanish sentence for the person. */
  readonly message: string;
  /** What the editor needs besides the sentence (the page as it is now, the problems, the retired page). */
  readonly body?: Record<string, unknown>;
}

export const refusal = (refused: RefusalKind, message: string, body?: Record<string, unknown>): Refusal => ({
  refused,
  message,
  ...(body ? { body } : {}),
});

export const isRefusal = (outcome: unknown): outcome is Refusal =>
  typeof outcome === "object" && outcome !== null && "refused" in outcome && "message" in outcome;

const KIND_OF_STATUS: Record<number, RefusalKind> = {
  400: "invalid",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  422: "unprocessable",
};

export interface Operation<S extends z.ZodType, D, R> {
  (input: z.input<S>, actor: User, deps: D): Promise<R | Refusal>;
  readonly role: Role;
  readonly input: S;
}

/**
 * An operation from its least role, its input's schema and what it does. The
 * schema's own messages are the person's words; a field without one gets a
 * general sentence. The checks of lib/editor that throw Refused (a page's
 * file, a document's shape) come back as refusals, never as throws.
 */
export function operation<S extends z.ZodType, D, R>(
  role: Role,
  input: S,
  run: (input: z.output<S>, actor: User, deps: D) => Promise<R | Refusal>,
): Operation<S, D, R> {
  const call = async (raw: z.input<S>, actor: User, deps: D): Promise<R | Refusal> => {
    if (!hasRole(actor.role, role))
      return refusal(
        "forbidden",
        `Tu rol (${ROLE_LABELS[actor.role]}) no permite esto: hace falta ${ROLE_LABELS[role]}.`,
      );
    const parsed = input.safeParse(raw, { error: () => "La petición no es válida: vuelve a cargar el editor." });
    if (!parsed.success) return refusal("invalid", parsed.error.issues[0]!.message);
    try {
      return await run(parsed.data, actor, deps);
    } catch (error) {
      if (error instanceof Refused && KIND_OF_STATUS[error.status])
        return refusal(KIND_OF_STATUS[error.status]!, error.message);
      throw error;
    }
  };
  return Object.assign(call, { role, input });
}
