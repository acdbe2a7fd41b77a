// The A/B loop on the server: which tests run (the page files' declarations,
// recorded in the store), exposures, conversions, results and decisions.
import { readFileSync } from "node:fs";
import type { Context } from "hono";
import type { Store } from "../store/index.ts";
import { conversions } from "./conversions.ts";
import { exposureApi } from "./exposures.ts";
import { loadExperiments } from "./registry.ts";
import { experimentData, type ExperimentDefinition, type ExperimentRecord } from "./store.ts";

export interface ExperimentsOptions {
  store: Store;
  /** Where the page files are: the declarations are read there, and "Declarar ganador" writes there. */
  pagesDir?: string;
  now: () => Date;
  secure: (c: Context) => boolean;
  /** The client's address, for the cap on what one address can count (default: one address for all). */
  addressOf?: (c: Context) => string;
}

export function setupExperiments(options: ExperimentsOptions) {
  const data = experimentData(options.store);
  let running = new Map<string, ExperimentRecord>();
  let declaredNow = new Map<string, ExperimentDefinition>();

  /**
   * Reads the declarations again and records them (new weights start a
   * phase; a test no longer declared has ended; one declared again runs
   * again); the running tests are those declared and not ended.
   */
  async function refresh(): Promise<void> {
    const declared = options.pagesDir ? loadExperiments(options.pagesDir) : [];
    await data.sync(declared, options.now().toISOString(), Boolean(options.pagesDir));
    declaredNow = new Map(declared.map((d) => [d.id, d]));
    const ids = new Set(declared.map((d) => d.id));
    running = new Map((await data.list()).filter((e) => e.endedAt === null && ids.has(e.id)).map((e) => [e.id, e]));
  }
  let ready = refresh();
  const whenReady = async () => {
    await ready;
    return running;
  };

  const exposure = exposureApi({
    data,
    running: () => running,
    now: options.now,
    secure: options.secure,
    addressOf: options.addressOf ?? (() => ""),
  });
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
    /** The audience a running test's page declares (none: everyone). */
    audienceOf: (id: string) => declaredNow.get(id)?.audience,
    refresh: () => (ready = refresh()),
  };
}

export type Experiments = ReturnType<typeof setupExperiments>;

export const DEFAULT_EVENTS_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** leads.experimentEventsRetentionDays from pages/_site.json, or 90. */
export function eventsRetentionDays(siteFile: string): number {
  try {
    const days = (JSON.parse(readFileSync(siteFile, "utf8")) as { leads?: { experimentEventsRetentionDays?: unknown } })
      .leads?.experimentEventsRetentionDays;
    return typeof days === "number" && days > 0 ? days : DEFAULT_EVENTS_RETENTION_DAYS;
  } catch {
    return DEFAULT_EVENTS_RETENTION_DAYS;
  }
}

/**
 * Purges raw A/B events older than `eventsDays` now and daily, and lets go
 * of leads older than `leadsDays` (which the leads' own purge deletes) so
 * their going is not read as an erasure. Started before the leads' purge.
 */
export function scheduleEventsPurge(
  store: Store,
  eventsDays: number,
  leadsDays: number,
  now: () => Date = () => new Date(),
): () => void {
  const data = experimentData(store);
  const run = () => {
    const t = now().getTime();
    return data
      .purgeBefore(new Date(t - eventsDays * DAY_MS).toISOString(), new Date(t - leadsDays * DAY_MS).toISOString())
      .then((rows) => rows > 0 && console.log(`[retention] deleted ${rows} A/B events older than ${eventsDays} days`))
      .catch((error: unknown) => console.error("[retention] A/B purge failed:", error));
  };
  void run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
