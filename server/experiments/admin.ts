// /admin/experiments (results and decisions) and /admin/experiments.csv,
// added to the /admin app so they sit behind its door (the owner's token,
// server/admin.ts), its headers (noindex, no-store, CSP) and, for the posts,
// the /admin origin guard (server/app.ts) and the SameSite=Strict session.
// Publisher and owner only (server/admin/routes.ts), each post
// with the session's CSRF token. With publishing, a decision is a publish
// (publisher.ts: validated, committed by the person, built, swapped). What
// the posts do is in operations/ (decide.ts, weights.ts): these routes read
// the form, call them, audit and render the page.
import type { Context, Hono } from "hono";
import { toCsv } from "../csv.ts";
import { formFields } from "../http/read-body.ts";
import type { Experiments } from "./index.ts";
import { allResults, armTitle, csvVerdict, experimentName, type ExperimentResults } from "./results.ts";
import { experimentsPage, type Confirmation, type Notice } from "./views.ts";
import { audit } from "../auth/index.ts";
import type { Publisher } from "../publish/publisher.ts";
import { declareRoutes, on } from "../http/route.ts";
import { isRefusal, type Refusal } from "../operation.ts";
import { changeWeights } from "./operations/weights.ts";
import { SHARES_SCRIPT } from "./shares.ts";
import { decideExperiment } from "./operations/decide.ts";

// The A/B results and decisions: the publisher's.
export const EXPERIMENT_ROUTES = declareRoutes("/admin", {
  results: { method: "GET", path: "/experiments", role: "publisher" },
  csv: { method: "GET", path: "/experiments.csv", role: "publisher" },
  sharesScript: { method: "GET", path: "/experiments/shares.js", role: "publisher" },
  weights: { method: "POST", path: "/experiments/:id/weights", role: changeWeights.role },
  winner: { method: "POST", path: "/experiments/:id/winner", role: decideExperiment.role },
  stop: { method: "POST", path: "/experiments/:id/stop", role: decideExperiment.role },
});

/**
 * The CSV's columns in a marketer's Spanish (issue 41: it said experiment, arm, rate_low…). Rates and
 * lifts stay fractions (0,12 is 12 %) so a spreadsheet can compute with them; the test's code,
 * last, is what the leads' CSV names a lead's test by.
 */
export const CSV_COLUMNS = [
  "Prueba",
  "Versión",
  "Visitantes",
  "Conversiones",
  "Tasa de conversión",
  "Tasa mínima (95 %)",
  "Tasa máxima (95 %)",
  "Mejora frente al original",
  "Mejora mínima (95 %)",
  "Mejora máxima (95 %)",
  "Estado",
  "Veredicto",
  "Código de la prueba",
] as const;

/** A figure for the CSV: a number (so a negative one is not taken for a formula), six decimals, blank when unknown. */
const num = (x: number) => (Number.isFinite(x) ? Number(x.toFixed(6)) : "");

export function experimentsCsv(results: readonly ExperimentResults[]): string {
  const rows: Array<Array<string | number>> = [[...CSV_COLUMNS]];
  for (const r of results) {
    for (const arm of r.arms) {
      const c = arm.comparison;
      const hide = r.analysis.hidden;
      const lift = c?.ready ? c.liftInterval : undefined;
      rows.push([
        experimentName(r.experiment),
        armTitle(arm.name),
        arm.exposures,
        hide ? "" : arm.conversions,
        hide ? "" : num(arm.rate),
        hide ? "" : num(arm.interval.low),
        hide ? "" : num(arm.interval.high),
        hide || !c ? "" : num(c.lift),
        hide || !lift ? "" : num(lift.low),
        hide || !lift ? "" : num(lift.high),
        r.experiment.endedAt ? "Terminada" : "En marcha",
        csvVerdict(r),
        r.experiment.id,
      ]);
    }
  }
  return toCsv(rows);
}

/** Adds the pages to the /admin app (mounted at /admin). */
export function experimentsAdmin(admin: Hono, experiments: Experiments, publisher?: Publisher): void {
  on(admin, EXPERIMENT_ROUTES.results, async (c) => c.html(experimentsPage(await allResults(experiments))));
  on(admin, EXPERIMENT_ROUTES.csv, async (c) =>
    c.body(experimentsCsv(await allResults(experiments)), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="pruebas-ab.csv"',
    }),
  );

  // Each weight's share as it is typed: a script file, as the admin's CSP allows no inline script.
  on(admin, EXPERIMENT_ROUTES.sharesScript, (c) =>
    c.body(SHARES_SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8" }),
  );

  const page = async (c: Context, notice: Notice, status: 200 | 400 | 409 | 422 | 500 = 200, confirm?: Confirmation) =>
    c.html(experimentsPage(await allResults(experiments), notice, confirm), status);
  const REFUSED_STATUS = { invalid: 400, conflict: 409, unprocessable: 422 } as const;
  /** A refusal or a failed publish: the page with the reason in red; an unknown test, plain text as before. */
  const notDone = (c: Context, outcome: Refusal | { failed: string[] }) => {
    if (!isRefusal(outcome)) return page(c, { tone: "error", lines: outcome.failed }, 500);
    if (!(outcome.refused in REFUSED_STATUS)) return c.text("Not found", 404);
    const lines = (outcome.body?.lines as string[] | undefined) ?? [outcome.message];
    return page(c, { tone: "error", lines }, REFUSED_STATUS[outcome.refused as keyof typeof REFUSED_STATUS]);
  };

  // Two steps: the first post shows what will change; the second (confirm=1) does it (operations/decide.ts).
  const decide = (action: "winner" | "stop") => async (c: Context) => {
    const body = await formFields(c);
    const input = {
      id: c.req.param("id") ?? "",
      action,
      arm: typeof body.arm === "string" ? body.arm : undefined,
      confirm: body.confirm === "1",
    };
    const decision = await decideExperiment(input, c.get("user"), { experiments, publisher });
    if (isRefusal(decision) || "failed" in decision) return notDone(c, decision);
    if ("confirm" in decision) return page(c, undefined, 200, decision.confirm);
    await audit(c, `experiment.${action}`, decision.audit);
    return page(c, { tone: "done", lines: decision.done });
  };
  /** "Cambiar pesos" (a weight of 0 pauses an arm): operations/weights.ts. */
  on(admin, EXPERIMENT_ROUTES.weights, async (c) => {
    const body = await formFields(c);
    const weights = Object.fromEntries(
      Object.entries(body)
        .filter(([k]) => k.startsWith("w:"))
        .map(([k, v]) => [k.slice(2), v]),
    );
    const input = { id: c.req.param("id") ?? "", weights };
    const changed = await changeWeights(input, c.get("user"), { experiments, publisher });
    if (isRefusal(changed) || "failed" in changed) return notDone(c, changed);
    await audit(c, "experiment.weights", changed.audit);
    return page(c, { tone: "done", lines: changed.done });
  });
  on(admin, EXPERIMENT_ROUTES.winner, decide("winner"));
  on(admin, EXPERIMENT_ROUTES.stop, decide("stop"));
}
