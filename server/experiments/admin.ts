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
import { CONTROL } from "../../src/core/experiments/assign.ts";
import { applyDecision, decisionChanges, decisionMessage, planDecision, PUBLISH_HINT } from "./decide.ts";
import type { Experiments } from "./index.ts";
import { armLabel, csvVerdict, resultsOf, type ExperimentResults } from "./results.ts";
import { earlyWinner, experimentsPage, type Confirmation, type Notice } from "./views.ts";
import { audit, type User } from "../auth/index.ts";
import { Refused } from "../../lib/editor/guard.ts";
import { join } from "node:path";
import { writeFileSync } from "node:fs";
import { pagesReader, weightChanges } from "./authoring.ts";
import type { Publisher } from "../publish/publisher.ts";
import { declareRoutes, on } from "../http/route.ts";

// The A/B results and decisions: the publisher's.
export const EXPERIMENT_ROUTES = declareRoutes("/admin", {
  results: { method: "GET", path: "/experiments", role: "publisher" },
  csv: { method: "GET", path: "/experiments.csv", role: "publisher" },
  weights: { method: "POST", path: "/experiments/:id/weights", role: "publisher" },
  winner: { method: "POST", path: "/experiments/:id/winner", role: "publisher" },
  stop: { method: "POST", path: "/experiments/:id/stop", role: "publisher" },
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

async function allResults(experiments: Experiments): Promise<ExperimentResults[]> {
  await experiments.running();
  const list = await experiments.data.list();
  return Promise.all(
    list.map(async (e) =>
      resultsOf(
        { ...e, ...(experiments.audienceOf(e.id) ? { audience: experiments.audienceOf(e.id) } : {}) },
        await experiments.data.daily(e.id),
        experiments.now(),
      ),
    ),
  );
}

/** A figure for the CSV: a number (so a negative one is not taken for a formula), six decimals, blank when unknown. */
const num = (x: number) => (Number.isFinite(x) ? Number(x.toFixed(6)) : "");

/** One line per problem of a refused publish, with no "undefined" where a part is missing. */
export const problemLine = (p: { file?: string; label?: string; message?: string }) => {
  const where = [p.file, p.label].filter((x) => typeof x === "string" && x !== "").join(" › ");
  return where && p.message ? `${where}: ${p.message}` : where || p.message || "";
};

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

  // Two steps: the first post shows what will change; the second (confirm=1) does it.
  const decide = (action: "winner" | "stop") => async (c: Context) => {
    const id = c.req.param("id") ?? "";
    const experiment = await experiments.data.get(id);
    if (!experiment) return c.text("Not found", 404);
    const body = await formFields(c);
    const keep = action === "stop" ? CONTROL : typeof body.arm === "string" ? body.arm : undefined;
    const page = async (notice: Notice, status: 200 | 400 | 409 | 422 | 500 = 200, confirm?: Confirmation) =>
      c.html(experimentsPage(await allResults(experiments), notice, confirm), status);
    if (!keep || !experiment.arms.some((a) => a.name === keep))
      return page({ tone: "error", lines: [`Elige qué versión se queda en ${id}.`] }, 400);
    if (experiment.endedAt)
      return page({ tone: "error", lines: [`${id} ya estaba terminada: no se ha cambiado nada.`] }, 409);
    if (body.confirm !== "1") {
      const current = (await allResults(experiments)).find((r) => r.experiment.id === id);
      return page(undefined, 200, {
        id,
        action,
        keep,
        plan: planDecision(experiments.pagesDir, experiment, keep, Boolean(publisher)),
        verdict: current?.verdict ?? "",
        advice: current?.advice ?? "",
        ...(action === "winner" && current ? { early: earlyWinner(current.analysis.verdict, keep) } : {}),
      });
    }
    const pagesDir = experiments.pagesDir;
    if (publisher && pagesDir) {
      // The files are read inside the queue: a decision queued behind another publish of the page sees it.
      let lines: string[] = [];
      const { done } = publisher.publishChanges(
        `pages/${experiment.file}`,
        () => {
          const decision = decisionChanges(pagesDir, experiment, keep);
          if (!decision.ok) throw new Refused(decision.line);
          lines = decision.lines;
          return Object.fromEntries(Object.entries(decision.files).map(([file, doc]) => [`pages/${file}`, doc]));
        },
        decisionMessage(experiment, keep),
        c.get("user") as User,
      );
      const job = await done;
      if (job.state !== "live") {
        const problems = (job.problems ?? []).map(problemLine);
        return page(
          {
            tone: "error",
            lines: [job.message ?? "No se ha publicado nada.", ...problems, "La prueba sigue en marcha."],
          },
          job.state === "invalid" ? 422 : 500,
        );
      }
      await experiments.data.end(id, keep, experiments.now().toISOString());
      await audit(c, `experiment.${action}`, {
        id,
        arm: keep,
        ...(job.commit ? { commit: job.commit.slice(0, 12) } : {}),
      });
      await experiments.refresh();
      const published = job.commit
        ? `Publicado a nombre de ${job.author}: «${decisionMessage(experiment, keep)}». El historial de la página lo muestra y «Restaurar» lo deshace.`
        : job.message;
      return page({
        tone: "done",
        lines: [
          `${id} terminada: se queda ${keep === CONTROL ? "el original" : `la variante ${armLabel(keep)}`}.`,
          published,
          ...lines,
        ],
      });
    }
    if (!(await experiments.data.end(id, keep, experiments.now().toISOString())))
      return page({ tone: "error", lines: [`${id} ya estaba terminada: no se ha cambiado nada.`] }, 409);
    const done = pagesDir
      ? applyDecision(pagesDir, experiment, keep)
      : ["Sin carpeta de páginas: no se ha cambiado ningún archivo."];
    await audit(c, `experiment.${action}`, { id, arm: keep });
    await experiments.refresh();
    return page({
      tone: "done",
      lines: [
        `${id} terminada: se queda ${keep === CONTROL ? "el original" : `la variante ${armLabel(keep)}`}.`,
        ...done,
        PUBLISH_HINT,
      ],
    });
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
