// An operation's answer (server/operation.ts) as the admin API gives it:
// the result as JSON, a refusal as `{ "error": … }` (or the body the editor
// needs with it) with the status of its kind.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { isRefusal, type Refusal, type RefusalKind } from "../operation.ts";
import { jsonBody } from "./read-body.ts";

const STATUS: Record<RefusalKind, ContentfulStatusCode> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
};

/** The refusal as a response, or the result through `ok` (default: as JSON, 200). */
export function answer<R>(c: Context, outcome: R | Refusal, ok: (result: R) => Response = (r) => c.json(r)): Response {
  if (isRefusal(outcome)) return c.json(outcome.body ?? { error: outcome.message }, STATUS[outcome.refused]);
  return ok(outcome);
}

/** The JSON body as an operation's input: unknown until the operation parses it with its schema, which it always does. */
export const inputOf = async <S extends z.ZodType>(c: Context, op: { input: S }): Promise<z.input<S>> => {
  void op;
  return (await jsonBody(c)) as z.input<S>;
};
