// «Cambiar pesos» on the A/B page (a weight of 0 pauses an arm), free of
// HTTP: the base page's weights, published like any change when publishing
// is set up, else written to the pages folder; a new phase starts.
// Routes: experiments/admin.ts.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { Refused } from "../../../lib/editor/guard.ts";
import { operation, refusal, type Refusal } from "../../operation.ts";
import { pagesReader, weightChanges } from "../authoring.ts";
import { problemLine } from "../decide.ts";
import { experimentName } from "../results.ts";
import type { DecisionDeps } from "./decide.ts";

export type WeightsChange =
  /** Changed: what the page says, and the audit line's details. */
  | { done: string[]; audit: Record<string, string> }
  /** The publish failed for a reason of the server's: nothing changed. */
  | { failed: string[] };

export const changeWeights = operation(
  "publisher",
  z.object({
    id: z.string(),
    /** Each arm's new weight as the form sent it (weightChanges says what is wrong with one). */
    weights: z.record(z.string(), z.unknown()),
  }),
  async (input, actor, deps: DecisionDeps): Promise<WeightsChange | Refusal> => {
    const { experiments, publisher } = deps;
    const { id, weights } = input;
    await experiments.running();
    const experiment = await experiments.data.get(id);
    if (!experiment) return refusal("not_found", "Esa prueba ya no existe.");
    if (experiment.endedAt)
      return refusal("conflict", `${experimentName(experiment)} ya estaba terminada: no se ha cambiado nada.`);
    const pagesDir = experiments.pagesDir;
    if (!pagesDir) return refusal("conflict", "Sin carpeta de páginas: no se ha cambiado nada.");
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
          `Cambia el reparto de la prueba A/B de ${experiment.path}`,
          actor,
        ).done;
        if (job.state !== "live") {
          const said = [job.message ?? "No se ha publicado nada.", ...(job.problems ?? []).map(problemLine)];
          return job.state === "invalid" ? refusal("unprocessable", said[0]!, { lines: said }) : { failed: said };
        }
      } else {
        for (const [f, doc] of Object.entries(change()))
          writeFileSync(join(pagesDir, f), `${JSON.stringify(doc, null, 2)}\n`);
      }
    } catch (error) {
      // A weight the page cannot take: the page says which, 422 as before.
      if (error instanceof Refused) return refusal("unprocessable", error.message);
      throw error;
    }
    await experiments.refresh();
    return {
      done: [
        `${message}.`,
        "Empieza una fase nueva: su reparto se comprueba con estos pesos y los resultados anteriores se siguen contando.",
      ],
      audit: { id, weights: JSON.stringify(weights) },
    };
  },
);
