// /admin/experiments (results and decisions) and /admin/experiments.csv,
// added to the /admin app so they sit behind its door (the owner's token,
// server/admin.ts), its headers (noindex, no-store, CSP) and, for the posts,
// the /admin origin guard (server/app.ts) and the SameSite=Strict session.
// Publisher and owner only (server/admin/routes.ts), each post
// with the session's CSRF token. With publishing, a decision is a publish
// (publisher.ts: validated, committed by the person, built, swapped).
import type { Context, Hono } from "hono";
import { toCsv } from "../csv.ts";
import { formFields } from "../http/read-body.ts";
import { problemLine } from "./decide.ts";
import type { Experiments } from "./index.ts";
import { allResults, csvVerdict, type ExperimentResults } from "./results.ts";
import { experimentsPage, type Confirmation, type Notice } from "./views.ts";
import { audit, type User } from "../auth/index.ts";
import { Refused } from "../../lib/editor/guard.ts";
import { join } from "node:path";
import { writeFileSync } from "node:fs";
import { pagesReader, weightChanges } from "./authoring.ts";
import type { Publisher } from "../publish/publisher.ts";
import { declareRoutes, on } from "../http/route.ts";
import { isRefusal } from "../operation.ts";
import { decideExperiment } from "./operations/decide.ts";

// The A/B results and decisions: the publisher's.
export const EXPERIMENT_ROUTES = declareRoutes("/admin", {
  results: { method: "GET", path: "/experiments", role: "publisher" },
  csv: { method: "GET", path: "/experiments.csv", role: "publisher" },
  weights: { method: "POST", path: "/experiments/:id/weights", role: "publisher" },
  winner: { method: "POST", path: "/experiments/:id/winner", role: decideExperiment.role },
  stop: { method: "POST", path: "/experiments/:id/stop", role: decideExperiment.role },
});

export const CSV_COLUMNS = [
  "experiment",
  "arm",
  "exposures",
  "conversions",
  "rate",
  "rate_low",
  "rate_high",
  "lift",
  "lift_low",
  "lift_high",
  "status",
  "verdict",
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
        r.experiment.id,
        arm.name,
        arm.exposures,
        hide ? "" : arm.conversions,
        hide ? "" : num(arm.rate),
        hide ? "" : num(arm.interval.low),
        hide ? "" : num(arm.interval.high),
        hide || !c ? "" : num(c.lift),
        hide || !lift ? "" : num(lift.low),
        hide || !lift ? "" : num(lift.high),
        r.experiment.endedAt ? `ended:${r.experiment.winner ?? "none"}` : "running",
        csvVerdict(r),
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
      "Content-Disposition": 'attachment; filename="experiments.csv"',
    }),
  );

  // Two steps: the first post shows what will change; the second (confirm=1) does it (operations/decide.ts).
  const REFUSED_STATUS = { invalid: 400, conflict: 409, unprocessable: 422 } as const;
  const decide = (action: "winner" | "stop") => async (c: Context) => {
    const body = await formFields(c);
    const input = {
      id: c.req.param("id") ?? "",
      action,
      arm: typeof body.arm === "string" ? body.arm : undefined,
      confirm: body.confirm === "1",
    };
    const decision = await decideExperiment(input, c.get("user"), { experiments, publisher });
    const page = async (notice: Notice, status: 200 | 400 | 409 | 422 | 500 = 200, confirm?: Confirmation) =>
      c.html(experimentsPage(await allResults(experiments), notice, confirm), status);
    if (isRefusal(decision)) {
      if (!(decision.refused in REFUSED_STATUS)) return c.text("Not found", 404);
      const lines = (decision.body?.lines as string[] | undefined) ?? [decision.message];
      return page({ tone: "error", lines }, REFUSED_STATUS[decision.refused as keyof typeof REFUSED_STATUS]);
    }
    if ("confirm" in decision) return page(undefined, 200, decision.confirm);
    if ("failed" in decision) return page({ tone: "error", lines: decision.failed }, 500);
    await audit(c, `experiment.${action}`, decision.audit);
    return page({ tone: "done", lines: decision.done });
  };
  /** "Cambiar pesos" (a weight of 0 pauses an arm): the base page's weights, published like any change; a new phase starts. */
  on(admin, EXPERIMENT_ROUTES.weights, async (c) => {
    const id = c.req.param("id") ?? "";
    const experiment = await experiments.data.get(id);
    if (!experiment) return c.text("Not found", 404);
    const page = async (notice: Notice, status: 200 | 400 | 409 | 422 | 500 = 200) =>
      c.html(experimentsPage(await allResults(experiments), notice), status);
    if (experiment.endedAt)
      return page({ tone: "error", lines: [`${id} ya estaba terminada: no se ha cambiado nada.`] }, 409);
    const body = await formFields(c);
    const weights = Object.fromEntries(
      Object.entries(body)
        .filter(([k]) => k.startsWith("w:"))
        .map(([k, v]) => [k.slice(2), v]),
    );
    const pagesDir = experiments.pagesDir;
    if (!pagesDir) return page({ tone: "error", lines: ["Sin carpeta de páginas: no se ha cambiado nada."] }, 409);
    let message = "";
    try {
      // Read inside the queue when publishing: a change queued behind another publish of the page sees it.
      const change = () => {
        const plan = weightChanges(pagesReader(pagesDir), experiment.file, id, weights);
        message = plan.message;
        return plan.files;
      };
      if (publisher) {
        const inRepo = () => Object.fromEntries(Object.entries(change()).map(([f, doc]) => [`pages/${f}`, doc]));
        const job = await publisher.publishChanges(
          `pages/${experiment.file}`,
          inRepo,
          `Cambia los pesos de la prueba ${id}`,
          c.get("user") as User,
        ).done;
        if (job.state !== "live")
          return page(
            {
              tone: "error",
              lines: [job.message ?? "No se ha publicado nada.", ...(job.problems ?? []).map(problemLine)],
            },
            job.state === "invalid" ? 422 : 500,
          );
      } else {
        for (const [f, doc] of Object.entries(change()))
          writeFileSync(join(pagesDir, f), `${JSON.stringify(doc, null, 2)}\n`);
      }
    } catch (error) {
      if (error instanceof Refused) return page({ tone: "error", lines: [error.message] }, 422);
      throw error;
    }
    await audit(c, "experiment.weights", { id, weights: JSON.stringify(weights) });
    await experiments.refresh();
    return page({
      tone: "done",
      lines: [
        `${message}.`,
        "Empieza una fase nueva: su reparto se comprueba con estos pesos y los resultados anteriores se siguen contando.",
      ],
    });
  });
  on(admin, EXPERIMENT_ROUTES.winner, decide("winner"));
  on(admin, EXPERIMENT_ROUTES.stop, decide("stop"));
}
