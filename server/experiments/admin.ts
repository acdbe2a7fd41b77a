// /admin/experiments (results and decisions) and /admin/experiments.csv,
// behind the same door as /admin (server/admin-auth.ts: the owner's token).
// Roles (publisher, owner) come with a later issue; until then whoever may
// read /admin may read and decide tests. Posts are protected from other
// sites by the /admin origin guard (server/app.ts) and the SameSite=Strict
// session cookie.
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { isAuthorized } from "../admin-auth.ts";
import { toCsv } from "../csv.ts";
import { CONTROL } from "../../src/lib/experiments/assign.ts";
import { applyDecision, planDecision, PUBLISH_HINT } from "./decide.ts";
import type { Experiments } from "./index.ts";
import { resultsOf, type ExperimentResults } from "./results.ts";
import { experimentsPage, type Confirmation, type Notice } from "./views.ts";

export const CSV_COLUMNS = ["experiment", "arm", "exposures", "conversions", "rate", "rate_low", "rate_high", "lift", "lift_low", "lift_high", "status", "verdict"] as const;

const headers: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("X-Robots-Tag", "noindex, nofollow");
  c.header("Cache-Control", "no-store");
  c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
  c.header("Referrer-Policy", "same-origin");
  c.header("X-Content-Type-Options", "nosniff");
};

/** The /admin door: a person without a session goes to /admin's token form, a script gets 401. */
export const adminOnly =
  (token: string): MiddlewareHandler =>
  async (c, next) => {
    if (isAuthorized(c, token)) return next();
    if (c.req.header("authorization") || !c.req.header("accept")?.includes("text/html")) return c.text("Unauthorized", 401, { "WWW-Authenticate": 'Bearer realm="admin"' });
    return c.redirect("/admin", 303);
  };

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

export function experimentsAdmin(options: { token: string; experiments: Experiments }) {
  const { experiments } = options;
  const app = new Hono();
  app.use("*", headers, adminOnly(options.token));

  app.get("/", async (c) => c.html(experimentsPage(await allResults(experiments))));

  // Two steps: the first post shows what will change; the second (confirm=1) does it.
  const decide = (action: "winner" | "stop") => async (c: Context) => {
    const id = c.req.param("id") ?? "";
    const experiment = await experiments.data.get(id);
    if (!experiment) return c.text("Not found", 404);
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const keep = action === "stop" ? CONTROL : typeof body.arm === "string" ? body.arm : undefined;
    const page = async (notice: Notice, status: 200 | 400 | 409 = 200, confirm?: Confirmation) => c.html(experimentsPage(await allResults(experiments), notice, confirm), status);
    if (!keep || !experiment.arms.some((a) => a.name === keep)) return page({ tone: "error", lines: [`Elige un brazo de ${id}.`] }, 400);
    if (experiment.endedAt) return page({ tone: "error", lines: [`${id} ya estaba terminada: no se ha cambiado nada.`] }, 409);
    if (body.confirm !== "1") return page(undefined, 200, { id, action, keep, plan: planDecision(experiments.pagesDir, experiment, keep) });
    if (!(await experiments.data.end(id, keep, experiments.now().toISOString()))) return page({ tone: "error", lines: [`${id} ya estaba terminada: no se ha cambiado nada.`] }, 409);
    const done = experiments.pagesDir ? applyDecision(experiments.pagesDir, experiment, keep) : ["Sin carpeta de páginas: no se ha cambiado ningún archivo."];
    await experiments.refresh();
    return page({ tone: "done", lines: [`${id} terminada: se queda ${keep === CONTROL ? "el control" : keep}.`, ...done, PUBLISH_HINT] });
  };
  app.post("/:id/winner", decide("winner"));
  app.post("/:id/stop", decide("stop"));
  return app;
}

/** GET /admin/experiments.csv: one row per experiment and arm. */
export function experimentsCsvRoute(options: { token: string; experiments: Experiments }) {
  return [
    headers,
    adminOnly(options.token),
    async (c: Context) =>
      c.body(experimentsCsv(await allResults(options.experiments)), 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="experiments.csv"' }),
  ] as const;
}
