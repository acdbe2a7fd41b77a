// The A/B loop on the server: which tests run (the page files' declarations,
// recorded in the store), exposures, conversions, results and decisions.
import type { Context } from "hono";
import type { Store } from "../store/index.ts";
import { conversions } from "./conversions.ts";
import { exposureApi } from "./exposures.ts";
import { loadExperiments } from "./registry.ts";
import { experimentData, type ExperimentDefinition } from "./store.ts";

export interface ExperimentsOptions {
  store: Store;
  /** Where the page files are: the declarations are read there, and "Declarar ganador" writes there. */
  pagesDir?: string;
  now: () => Date;
  secure: (c: Context) => boolean;
}

export function setupExperiments(options: ExperimentsOptions) {
  const data = experimentData(options.store);
  let running = new Map<string, ExperimentDefinition>();

  /** Reads the declarations again and records them; the running tests are those declared and not ended. */
  async function refresh(): Promise<void> {
    const declared = options.pagesDir ? loadExperiments(options.pagesDir) : [];
    await data.sync(declared, options.now().toISOString());
    const ids = new Set(declared.map((d) => d.id));
    running = new Map((await data.list()).filter((e) => e.endedAt === null && ids.has(e.id)).map((e) => [e.id, e]));
  }
  let ready = refresh();
  const whenReady = async () => {
    await ready;
    return running;
  };

  const exposure = exposureApi({ data, running: () => running, now: options.now, secure: options.secure });
  const credit = conversions({ data, store: options.store, now: options.now });

  return {
    data,
    pagesDir: options.pagesDir,
    now: options.now,
    /** Waits for the declarations to be recorded, then the exposure endpoint. */
    exposure: async (c: Context) => {
      await whenReady();
      return exposure(c);
    },
    visitorContext: credit.visitorContext,
    onStored: credit.onStored,
    running: whenReady,
    refresh: () => (ready = refresh()),
  };
}

export type Experiments = ReturnType<typeof setupExperiments>;
