// /admin/experiments (results and decisions) and /admin/experiments.csv,
// added to the /admin app so they sit behind its door (the owner's token,
// server/admin.ts), its headers (noindex, no-store, CSP) and, for the posts,
// the /admin origin guard (server/app.ts) and the SameSite=Strict session.
// Publisher and owner only (server/admin/routes.ts), each post
// with the session's CSRF token. With publishing, a decision is a publish
// (publisher.ts: validated, committed by the person, built, swapped).
import type { Context, Hono } from "hono";
import { toCsv } from "../csv.ts";
import { CONTROL } from "../../src/core/experiments/assign.ts";
import { applyDecision, decisionChanges, decisionMessage, planDecision, PUBLISH_HINT } from "./decide.ts";
import type { Experiments } from "./index.ts";
import { resultsOf, type ExperimentResults } from "./results.ts";
import { experimentsPage, type Confirmation, type Notice } from "./views.ts";
import { audit, type User } from "../auth/index.ts";
import { Refused } from "../../lib/editor/guard.ts";
import type { Publisher } from "../publish/publisher.ts";

export const CSV_COLUMNS = ["experiment", "arm", "exposures", "conversions", "rate", "rate_low", "rate_high", "lift", "lift_low", "lift_high", "status", "verdict"] as const;

async function allResults(experiments: Experiments): Promise<ExperimentResults[]> {
  await experiments.running();
  const list = await experiments.data.list();
  return Promise.all(list.map(async (e) => resultsOf(e, await experiments.data.daily(e.id))));
}

const num = (x: number) => (Number.isFinite(x) ? x.toFixed(6) : "");

export function experimentsCsv(results: readonly ExperimentResults[]): string {
  const rows: Array<Array<string | number>> = [[...CSV_COLUMNS]];
  for (const r of results) {
    for (const arm of r.arms) {
      const c = arm.comparison;
      const hide = r.analysis.hidden;
      rows.push([
        r.experiment.id,
        arm.name,
        arm.exposures,
        hide ? "" : arm.conversions,
        hide ? "" : num(arm.rate),
        hide ? "" : num(arm.interval.low),
        hide ? "" : num(arm.interval.high),
        hide || !c ? "" : num(c.lift),
        hide || !c ? "" : num(c.liftInterval.low),
        hide || !c ? "" : num(c.liftInterval.high),
        r.experiment.endedAt ? `ended:${r.experiment.winner ?? CONTROL}` : "running",
        r.verdict,
      ]);
    }
  }
  return toCsv(rows);
}

/** Adds the pages to the /admin app (mounted at /admin). */
export function experimentsAdmin(admin: Hono, experiments: Experiments, publisher?: Publisher): void {
  admin.get("/experiments", async (c) => c.html(experimentsPage(await allResults(experiments))));
  admin.get("/experiments.csv", async (c) =>
    c.body(experimentsCsv(await allResults(experiments)), 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="experiments.csv"' }),
  );

  // Two steps: the first post shows what will change; the second (confirm=1) does it.
  const decide = (action: "winner" | "stop") => async (c: Context) => {
    const id = c.req.param("id") ?? "";
    const experiment = await experiments.data.get(id);
    if (!experiment) return c.text("Not found", 404);
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const keep = action === "stop" ? CONTROL : typeof body.arm === "string" ? body.arm : undefined;
    const page = async (notice: Notice, status: 200 | 400 | 409 | 422 | 500 = 200, confirm?: Confirmation) => c.html(experimentsPage(await allResults(experiments), notice, confirm), status);
    if (!keep || !experiment.arms.some((a) => a.name === keep)) return page({ tone: "error", lines: [`Elige un brazo de ${id}.`] }, 400);
    if (experiment.endedAt) return page({ tone: "error", lines: [`${id} ya estaba terminada: no se ha cambiado nada.`] }, 409);
    if (body.confirm !== "1") return page(undefined, 200, { id, action, keep, plan: planDecision(experiments.pagesDir, experiment, keep, Boolean(publisher)) });
    const pagesDir = experiments.pagesDir;
    if (publisher && pagesDir) {
      // The files are read inside the queue: a decision queued behind another publish of the page sees it.
      let lines: string[] = [];
      const { done } = publisher.publishChanges(`pages/${experiment.file}`, () => {
        const decision = decisionChanges(pagesDir, experiment, keep);
        if (!decision.ok) throw new Refused(decision.line);
        lines = decision.lines;
        return Object.fromEntries(Object.entries(decision.files).map(([file, doc]) => [`pages/${file}`, doc]));
      }, decisionMessage(experiment, keep), c.get("user") as User);
      const job = await done;
      if (job.state !== "live") {
        const problems = (job.problems ?? []).map((p) => `${p.file}${p.label ? ` › ${p.label}` : ""}: ${p.message}`);
        return page({ tone: "error", lines: [job.message, ...problems, "La prueba sigue en marcha."] }, job.state === "invalid" ? 422 : 500);
      }
      await experiments.data.end(id, keep, experiments.now().toISOString());
      await audit(c, `experiment.${action}`, { id, arm: keep, ...(job.commit ? { commit: job.commit.slice(0, 12) } : {}) });
      await experiments.refresh();
      const published = job.commit ? `Publicado en el commit ${job.commit.slice(0, 8)} a nombre de ${job.author}: «${decisionMessage(experiment, keep)}». El historial de la página lo muestra y «Restaurar» lo deshace.` : job.message;
      return page({ tone: "done", lines: [`${id} terminada: se queda ${keep === CONTROL ? "el control" : keep}.`, published, ...lines] });
    }
    if (!(await experiments.data.end(id, keep, experiments.now().toISOString()))) return page({ tone: "error", lines: [`${id} ya estaba terminada: no se ha cambiado nada.`] }, 409);
    const done = pagesDir ? applyDecision(pagesDir, experiment, keep) : ["Sin carpeta de páginas: no se ha cambiado ningún archivo."];
    await audit(c, `experiment.${action}`, { id, arm: keep });
    await experiments.refresh();
    return page({ tone: "done", lines: [`${id} terminada: se queda ${keep === CONTROL ? "el control" : keep}.`, ...done, PUBLISH_HINT] });
  };
  admin.post("/experiments/:id/winner", decide("winner"));
  admin.post("/experiments/:id/stop", decide("stop"));
}
