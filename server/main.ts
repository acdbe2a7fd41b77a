// `npm start` (after the build): the site and its API on PORT. Every
// setting comes from server/config.ts (the README's variable table); a
// wrong value stops the start with the variable's name.
import { serve } from "@hono/node-server";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.ts";
import { config, ConfigError, type Config } from "./config.ts";
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
let env: Config;
try {
  env = config();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const dataDir = resolve(root, env.DATA_DIR);
// CLOCK_START (browser tests only): the server's clock starts at this instant and runs on, so the booking rules see the tests' moment.
const clockStart = env.CLOCK_START;
const booted = Date.now();
const now = clockStart === undefined ? undefined : () => new Date(clockStart + (Date.now() - booted));
const store = await openStore(env, join(dataDir, "site.db"));
const pagesDir = join(root, "pages");
const forms = loadForms(pagesDir);
const webhook = env.LEADS_WEBHOOK_URL ? startWebhook({ url: env.LEADS_WEBHOOK_URL, store }) : undefined;
const notifier =
  env.SMTP_URL && env.NOTIFY_EMAIL ? startNotifier({ smtpUrl: env.SMTP_URL, to: env.NOTIFY_EMAIL, from: env.NOTIFY_FROM, siteUrl: env.SITE_URL, store, forms: formCatalogue(pagesDir, forms) }) : undefined;
if (Boolean(env.SMTP_URL) !== Boolean(env.NOTIFY_EMAIL)) console.warn("[notify] set both SMTP_URL and NOTIFY_EMAIL to email each new lead; no email is sent now");
// Publishing from the browser (docs/publishing.md).
const publishing = startPublishing({
  repo: resolve(root, env.CONTENT_REPO),
  adminDist: resolve(root, env.SITE_ADMIN_DIST),
  dir: resolve(root, env.PUBLISH_DIR ?? defaultPublishDir(dataDir)),
  fallbackDist: resolve(root, env.SITE_DIST),
  remote: env.CONTENT_REMOTE,
  buildCommand: env.PUBLISH_BUILD_COMMAND,
  exclusive: env.DATABASE_URL ? advisoryLock(env.DATABASE_URL, "site-publish") : undefined,
  now,
});
const app = createApp({
  dist: resolve(root, env.SITE_DIST),
  store,
  forms,
  pagesDir,
  exposuresPerMinute: env.EXPOSURE_RATE_LIMIT,
  demoSections: loadDemoSections(join(root, "pages")),
  uploadsDir: join(dataDir, "uploads"),
  ratePerMinute: env.RATE_LIMIT,
  allowedOrigins: env.ALLOWED_ORIGINS,
  trustProxy: env.TRUST_PROXY,
  meetUrl: env.MEET_URL,
  bookingCaps: { perEmail: env.BOOKINGS_PER_EMAIL, perAddress: env.BOOKINGS_PER_ADDRESS },
  adminToken: env.ADMIN_TOKEN,
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
const port = env.PORT;
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
