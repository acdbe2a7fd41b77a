// `npm run bench:leads`: only the leads API figures of `npm run bench`
// (needs a built site: SITE_DIST, default dist/).
import { resolve } from "node:path";
import { benchLeads, leadsTable } from "./bench/leads.ts";

const dist = resolve(process.env.SITE_DIST ?? "dist");
const results = await benchLeads(dist, Number(process.env.BENCH_PORT ?? 4311));
for (const line of leadsTable(results)) console.log(line);
