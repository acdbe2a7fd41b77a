// `npm run bench:experiments`: only the A/B figures of `npm run bench`
// (needs a built site: SITE_DIST, default dist/).
import { resolve } from "node:path";
import { benchExperiments } from "./bench/experiments.ts";

const dist = resolve(process.env.SITE_DIST ?? "dist");
for (const line of await benchExperiments(dist, Number(process.env.BENCH_PORT ?? 4312))) console.log(line);
