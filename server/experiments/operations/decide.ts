// Ending an A/B test, free of HTTP: «Declarar ganador» and «Parar» (which
// keeps the control). Two steps, as the page asks: without `confirm` the
// operation only says what will change, the verdict it acts on and, for a
// winner the results do not point to (yet), why that is early; with it,
// the decision is published (the files read inside the queue) and the test
// ends. Routes: experiments/admin.ts.
import { z } from "zod";
import { CONTROL } from "../../../src/core/experiments/assign.ts";
import { Refused } from "../../../lib/editor/guard.ts";
import { operation, refusal, type Refusal } from "../../operation.ts";
import type { Publisher } from "../../publish/publisher.ts";
import {
  applyDecision,
  decisionChanges,
  decisionMessage,
  earlyWinner,
  planDecision,
  problemLine,
  PUBLISH_HINT,
} from "../decide.ts";
import type { Experiments } from "../index.ts";
import { allResults, armLabel, experimentName } from "../results.ts";
import type { Confirmation } from "../views.ts";

export interface DecisionDeps {
  experiments: Experiments;
  /** Publishing set up: the decision is a publish (validated, committed by the person, built, swapped). */
  publisher?: Publisher;
}

export type Decision =
  /** The first step: what the second will do. */
  | { confirm: Confirmation }
  /** Ended: what the page says, and the audit line's details. */
  | { done: string[]; audit: Record<string, string> }
  /** The publish failed for a reason of the server's, not the content's: nothing changed, the test goes on. */
  | { failed: string[] };

const ended = (name: string) => refusal("conflict", `${name} ya estaba terminada: no se ha cambiado nada.`);

export const decideExperiment = operation(
  "publisher",
  z.object({
    id: z.string(),
    action: z.enum(["winner", "stop"]),
    /** The arm a winner keeps (a stop keeps the control). */
    arm: z.string().optional(),
    /** The second click. */
    confirm: z.boolean(),
  }),
  async (input, actor, deps: DecisionDeps): Promise<Decision | Refusal> => {
    const { experiments, publisher } = deps;
    const { id, action } = input;
    // The declarations recorded first: a caller right after start (a script, a test) sees the tests the page shows.
    await experiments.running();
    const experiment = await experiments.data.get(id);
    if (!experiment) return refusal("not_found", "Esa prueba ya no existe.");
    const name = experimentName(experiment);
    const keep = action === "stop" ? CONTROL : input.arm;
    if (!keep || !experiment.arms.some((a) => a.name === keep))
      return refusal("invalid", `Elige qué versión se queda en ${name}.`);
    if (experiment.endedAt) return ended(name);
    const pagesDir = experiments.pagesDir;
    if (!input.confirm) {
      const current = (await allResults(experiments)).find((r) => r.experiment.id === id);
      return {
        confirm: {
          id,
          action,
          keep,
          plan: planDecision(pagesDir, experiment, keep, Boolean(publisher)),
          verdict: current?.verdict ?? "",
          advice: current?.advice ?? "",
          ...(action === "winner" && current ? { early: earlyWinner(current.analysis.verdict, keep) } : {}),
        },
      };
    }
    const kept = `${name} terminada: se queda ${keep === CONTROL ? "el original" : `la variante ${armLabel(keep)}`}.`;
    if (publisher && pagesDir) {
      // The files are read inside the queue: a decision queued behind another publish of the page sees it.
      let lines: string[] = [];
      const job = await publisher.publishChanges(
        `pages/${experiment.file}`,
        () => {
          const decision = decisionChanges(pagesDir, experiment, keep);
          if (!decision.ok) throw new Refused(decision.line);
          lines = decision.lines;
          return Object.fromEntries(Object.entries(decision.files).map(([file, doc]) => [`pages/${file}`, doc]));
        },
        decisionMessage(experiment, keep),
        actor,
      ).done;
      if (job.state !== "live") {
        const said = [
          job.message ?? "No se ha publicado nada.",
          ...(job.problems ?? []).map(problemLine),
          "La prueba sigue en marcha.",
        ];
        return job.state === "invalid" ? refusal("unprocessable", said[0]!, { lines: said }) : { failed: said };
      }
      await experiments.data.end(id, keep, experiments.now().toISOString());
      await experiments.refresh();
      const published = job.commit
        ? `Publicado a nombre de ${job.author}: «${decisionMessage(experiment, keep)}». El historial de la página lo muestra y «Restaurar» lo deshace.`
        : job.message;
      return {
        done: [kept, published, ...lines],
        audit: { id, arm: keep, ...(job.commit ? { commit: job.commit.slice(0, 12) } : {}) },
      };
    }
    if (!(await experiments.data.end(id, keep, experiments.now().toISOString()))) return ended(name);
    const changed = pagesDir
      ? applyDecision(pagesDir, experiment, keep)
      : ["Sin carpeta de páginas: no se ha cambiado ningún archivo."];
    await experiments.refresh();
    return { done: [kept, ...changed, PUBLISH_HINT], audit: { id, arm: keep } };
  },
);
