// `npm start` (after the build): the site and its API on PORT.
// Environment: PORT, SITE_DIST, DATABASE_URL (postgres://…) or DATABASE_FILE,
// DATA_DIR (uploads; default data/), ADMIN_TOKEN, RATE_LIMIT (per address
// per minute), EXPOSURE_RATE_LIMIT (A/B exposures per address per minute,
// 60), ALLOWED_ORIGINS (comma-separated), TRUST_PROXY=1, MEET_URL,
// LEADS_WEBHOOK_URL (every new row is POSTed there, with retries), SMTP_URL
// and NOTIFY_EMAIL (each new lead emailed to the owner; NOTIFY_FROM, SITE_URL).
// CLOCK_START (browser tests only): the server's clock starts at this instant
// (ISO 8601) and runs on, so the booking rules, which depend on the day and
// the hour, see the same moment as the tests' page clocks.
import { serve } from "@hono/node-server";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.ts";
import { MAX_UPCOMING_PER_ADDRESS, MAX_UPCOMING_PER_EMAIL } from "./booking-guards.ts";
import { formCatalogue, loadForms } from "./forms.ts";
import { startNotifier } from "./notify.ts";
import { eventsRetentionDays, scheduleEventsPurge } from "./experiments/index.ts";
import { loadDemoSections } from "./api-demo.ts";
import { openStore } from "./store/index.ts";
import { retentionDays, schedulePurge } from "./retention.ts";
import { startWebhook } from "./webhook.ts";
import { defaultPublishDir, startPublishing } from "./publish/index.ts";
import { advisoryLock } from "./publish/pg-lock.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = process.env;
const dataDir = resolve(root, env.DATA_DIR ?? "data");
const clockStart = env.CLOCK_START ? Date.parse(env.CLOCK_START) : Number.NaN;
if (env.CLOCK_START && Number.isNaN(clockStart)) throw new Error(`CLOCK_START="${env.CLOCK_START}" is not a date`);
const booted = Date.now();
const now = Number.isNaN(clockStart) ? undefined : () => new Date(clockStart + (Date.now() - booted));
const store = await openStore(env, join(dataDir, "site.db"));
const pagesDir = join(root, "pages");
const forms = loadForms(pagesDir);
const webhook = env.LEADS_WEBHOOK_URL ? startWebhook({ url: env.LEADS_WEBHOOK_URL, store }) : undefined;
const notifier =
  env.SMTP_URL && env.NOTIFY_EMAIL ? startNotifier({ smtpUrl: env.SMTP_URL, to: env.NOTIFY_EMAIL, from: env.NOTIFY_FROM, siteUrl: env.SITE_URL, store, forms: formCatalogue(pagesDir, forms) }) : undefined;
if (Boolean(env.SMTP_URL) !== Boolean(env.NOTIFY_EMAIL)) console.warn("[notify] set both SMTP_URL and NOTIFY_EMAIL to email each new lead; no email is sent now");
// Publishing from the browser (docs/publishing.md).
const publishing = startPublishing({
  repo: resolve(root, env.CONTENT_REPO ?? "."),
  adminDist: resolve(root, env.SITE_ADMIN_DIST ?? "dist-admin"),
  dir: resolve(root, env.PUBLISH_DIR ?? defaultPublishDir(dataDir)),
  fallbackDist: resolve(root, env.SITE_DIST ?? "dist"),
  remote: env.CONTENT_REMOTE || undefined,
  buildCommand: env.PUBLISH_BUILD_COMMAND ? (JSON.parse(env.PUBLISH_BUILD_COMMAND) as string[]) : undefined,
  exclusive: env.DATABASE_URL ? advisoryLock(env.DATABASE_URL, "site-publish") : undefined,
  now,
});
const app = createApp({
  dist: resolve(root, env.SITE_DIST ?? "dist"),
  store,
  forms,
  pagesDir,
  exposuresPerMinute: Number(env.EXPOSURE_RATE_LIMIT ?? 60),
  demoSections: loadDemoSections(join(root, "pages")),
  uploadsDir: join(dataDir, "uploads"),
  ratePerMinute: Number(env.RATE_LIMIT ?? 20),
  allowedOrigins: (env.ALLOWED_ORIGINS ?? "").split(",").map((s) => s.trim()).filter(Boolean),
  trustProxy: Math.max(0, Math.trunc(Number(env.TRUST_PROXY ?? 0)) || 0),
  meetUrl: env.MEET_URL,
  bookingCaps: { perEmail: Number(env.BOOKINGS_PER_EMAIL ?? MAX_UPCOMING_PER_EMAIL), perAddress: Number(env.BOOKINGS_PER_ADDRESS ?? MAX_UPCOMING_PER_ADDRESS) },
  adminToken: env.ADMIN_TOKEN?.trim() || undefined,
  siteUrl: env.SITE_URL,
  onStored: () => {
    webhook?.nudge();
    notifier?.nudge();
  },
  now,
  publishing,
});
// A/B raw events first: it lets go of the leads the leads' purge is about to delete.
scheduleEventsPurge(store, eventsRetentionDays(join(pagesDir, "_site.json")), retentionDays(join(pagesDir, "_site.json")));
void publishing.start().catch((error: Error) => console.error(`[publish] recovery at start failed: ${error.message}`));
schedulePurge(store, join(dataDir, "uploads"), retentionDays(join(root, "pages", "_site.json")));
const port = Number(env.PORT ?? 4173);
const server = serve({ fetch: app.fetch, port }, () => console.log(`Serving dist/ and the API on http://localhost:${port} (store: ${store.kind})`));

const stop = () => {
  server.close();
  webhook?.stop();
  notifier?.stop();
  publishing.stop();
  void store.close().finally(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
