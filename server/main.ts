// `npm start` (after the build): the site and its API on PORT.
// Environment: PORT, SITE_DIST, DATABASE_URL (postgres://…) or DATABASE_FILE,
// DATA_DIR (uploads, the content repository's clone, releases; default data/),
// CONTENT_REPO (default <DATA_DIR>/content-repo, cloned from this project on first start), ADMIN_TOKEN, RATE_LIMIT (per address
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
import { startNotifier } from "./notify.ts";
import { scheduleEventsPurge } from "./experiments/index.ts";
import { openStore } from "./store/index.ts";
import { schedulePurge } from "./retention.ts";
import { startWebhook } from "./webhook.ts";
import { contentCheckouts, defaultPublishDir, startPublishing } from "./publish/index.ts";
import { advisoryLock } from "./publish/pg-lock.ts";
import { gitContent } from "./content/index.ts";
import { contentRepository, defaultContentRepo } from "./content/repository.ts";
import { pgContentChannel } from "./content/pg-channel.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = process.env;
const dataDir = resolve(root, env.DATA_DIR ?? "data");
const clockStart = env.CLOCK_START ? Date.parse(env.CLOCK_START) : Number.NaN;
if (env.CLOCK_START && Number.isNaN(clockStart)) throw new Error(`CLOCK_START="${env.CLOCK_START}" is not a date`);
const booted = Date.now();
const now = Number.isNaN(clockStart) ? undefined : () => new Date(clockStart + (Date.now() - booted));
const store = await openStore(env, join(dataDir, "site.db"));
// The published content (server/content): the content repository's branch, read from a checkout of its own
// and followed (another instance's publish: NOTIFY, and a poll of the branch every 2 s).
// CONTENT_REPO: default a dedicated clone of this project under DATA_DIR, made on first start.
const publishDir = resolve(root, env.PUBLISH_DIR ?? defaultPublishDir(dataDir));
const contentRepo = await contentRepository(resolve(root, env.CONTENT_REPO ?? defaultContentRepo(dataDir)), root);
const content = await gitContent({ repo: contentRepo, dir: contentCheckouts(publishDir), nodeModules: join(root, "node_modules"), prepareEditorData: true });
content.follow(2000);
const channel = env.DATABASE_URL ? pgContentChannel(env.DATABASE_URL, (commit) => commit !== content.version() && void content.refresh().catch(() => undefined)) : undefined;
const webhook = env.LEADS_WEBHOOK_URL ? startWebhook({ url: env.LEADS_WEBHOOK_URL, store }) : undefined;
const notifier =
  env.SMTP_URL && env.NOTIFY_EMAIL ? startNotifier({ smtpUrl: env.SMTP_URL, to: env.NOTIFY_EMAIL, from: env.NOTIFY_FROM, siteUrl: env.SITE_URL, store, forms: content.formCatalogue }) : undefined;
if (Boolean(env.SMTP_URL) !== Boolean(env.NOTIFY_EMAIL)) console.warn("[notify] set both SMTP_URL and NOTIFY_EMAIL to email each new lead; no email is sent now");
// Publishing from the browser (docs/publishing.md).
const publishing = startPublishing({
  repo: contentRepo,
  content,
  announce: channel?.announce,
  nodeModules: join(root, "node_modules"),
  adminDist: resolve(root, env.SITE_ADMIN_DIST ?? "dist-admin"),
  dir: publishDir,
  fallbackDist: resolve(root, env.SITE_DIST ?? "dist"),
  remote: env.CONTENT_REMOTE || undefined,
  buildCommand: env.PUBLISH_BUILD_COMMAND ? (JSON.parse(env.PUBLISH_BUILD_COMMAND) as string[]) : undefined,
  exclusive: env.DATABASE_URL ? advisoryLock(env.DATABASE_URL, "site-publish") : undefined,
  now,
});
const app = createApp({
  dist: resolve(root, env.SITE_DIST ?? "dist"),
  store,
  forms: content.forms,
  content,
  exposuresPerMinute: Number(env.EXPOSURE_RATE_LIMIT ?? 60),
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
// Retention from the published _site.json; a publish that changes it restarts both schedules with the new days.
// A/B raw events first: it lets go of the leads the leads' purge is about to delete.
const purges = () => {
  const days = { events: content.eventsRetentionDays(), leads: content.retentionDays() };
  const stops = [scheduleEventsPurge(store, days.events, days.leads), schedulePurge(store, join(dataDir, "uploads"), days.leads)];
  return { key: `${days.events}/${days.leads}`, stop: () => stops.forEach((s) => s()) };
};
let purge = purges();
content.onChange(() => {
  if (`${content.eventsRetentionDays()}/${content.retentionDays()}` === purge.key) return;
  purge.stop();
  purge = purges();
});
void publishing.start().catch((error: Error) => console.error(`[publish] recovery at start failed: ${error.message}`));
const port = Number(env.PORT ?? 4173);
const server = serve({ fetch: app.fetch, port }, () => console.log(`Serving dist/ and the API on http://localhost:${port} (store: ${store.kind})`));

const stop = () => {
  server.close();
  webhook?.stop();
  notifier?.stop();
  publishing.stop();
  content.stop();
  purge.stop();
  void channel?.stop();
  void store.close().finally(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
