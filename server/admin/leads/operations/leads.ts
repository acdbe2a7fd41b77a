// What the owner changes in the leads, free of HTTP: a lead the honeypot
// took for spam restored, and an erasure (a person's right: everything of
// an email or a phone, or one row, with its files). Routes: leads/routes.ts.
import { z } from "zod";
import { operation, refusal } from "../../../operation.ts";
import { phoneKey } from "../../../phone-key.ts";
import { removeFiles } from "../../../retention.ts";
import type { ErasureTarget, Store } from "../../../store/index.ts";

export interface LeadsDeps {
  store: Store;
  now: () => Date;
  uploadsDir: string;
  /** A restored lead is new to the webhook and the notification. */
  onRestored?: (kind: "submission" | "booking", id: number) => void;
  /** An erasure queued a lead.erased event for the webhook. */
  onErased?: () => void;
}

/** The path's kind: any text, which must be one of the two. */
const kind = z.string().pipe(z.enum(["submission", "booking"]));

/** «Restaurar» in the spam: the lead goes back to the inbox (false when it was not there any more). */
export const restoreSpam = operation(
  "owner",
  z.object({ kind, id: z.string() }),
  async (input, _actor, deps: LeadsDeps) => {
    const result = await deps.store.restoreSpam(input.kind, Number(input.id));
    if (result.restored && result.id !== undefined) deps.onRestored?.(input.kind, result.id);
    return { restored: result.restored };
  },
);

const field = z.unknown().transform((value) => (typeof value === "string" ? value.trim() : ""));

/** The erasure's target, from the form's fields: an email, else a phone, else one row. */
function targetOf(input: { email: string; phone: string; kind: string; id: string }): ErasureTarget | undefined {
  const id = Number(input.id);
  if (input.email) return { email: input.email };
  if (input.phone) return { phone: phoneKey(input.phone) };
  return (input.kind === "submission" || input.kind === "booking") && Number.isSafeInteger(id) && id > 0
    ? { kind: input.kind, id }
    : undefined;
}

/** «Borrar»: the rows and files erased, and how the person was found (never the email or phone itself). */
export const eraseLeads = operation(
  "owner",
  z.object({
    email: field,
    phone: field,
    kind: field,
    id: field,
    /** How the owner signed in, for the erasure's record. */
    via: z.enum(["bearer", "session"]),
  }),
  async (input, actor, deps: LeadsDeps) => {
    const target = targetOf(input);
    if (!target) return refusal("invalid", "Escribe un email, un teléfono o el registro que se borra.");
    const { rows, files } = await deps.store.erase(
      target,
      `${actor.id === 0 ? "admin" : actor.email} (${input.via === "bearer" ? "Bearer" : "sesión"})`,
      deps.now().toISOString(),
    );
    removeFiles(deps.uploadsDir, files);
    deps.onErased?.();
    return {
      rows,
      by: "email" in target ? "email" : "phone" in target ? "teléfono" : "registro",
      /** A row erased from its own page goes back to the inbox; a person's erasure to the privacy page. */
      back: "kind" in target ? "/admin" : "/admin/privacy",
    };
  },
);
