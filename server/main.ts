// `npm start` (after the build): the site and its API on PORT. Every
// setting comes from server/config.ts (the README's variable table); a
// wrong value stops the start with the variable's name.
import { serve } from "@hono/node-server";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.ts";
import { KEEP_ALIVE } from "./http/keep-alive.ts";
import { config, ConfigError, type Config } from "./config.ts";
import { reviewMailer, startNotifier } from "./notify.ts";
import { inviteMailer } from "./auth/invite-mail.ts";
import { siteTimeZone } from "./booking-zone.ts";
import { scheduleEventsPurge } from "./experiments/index.ts";
import { openStore } from "./store/index.ts";
import { schedulePurge } from "./retention.ts";
import { startWebhook } from "./webhook.ts";
import { contentCheckouts, defaultPublishDir, startPublishing } from "./publish/index.ts";
import { advisoryLock } from "./publish/pg-lock.ts";
import { gitContent } from "./content/index.ts";
import { contentRepository, defaultContentRepo } from "./content/repository.ts";
import { pgContentChannel } from "./content/pg-channel.ts";
import { cdnPurger } from "./cdn/purge.ts";
import { recordPurge, releasePurges, type ReleasePurges } from "./cdn/releases.ts";
import { heartbeat, instanceId, instanceTable } from "./cdn/instances.ts";
import { pgPresence } from "./cdn/presence.ts";
import { refsStamp, type SharedRefs, shareRefs } from "./content/shared-refs.ts";
import { contentRemote, remoteNotice } from "./content/remote.ts";
import { setInstanceNotice } from "./shell/layout.ts";

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
// The published content (server/content): the content repository's branch, read from a checkout of its own
// and followed (another instance's publish: NOTIFY, and a poll of the branch every 2 s).
// CONTENT_REPO: default a dedicated clone of this project under DATA_DIR, made on first start.
const publishDir = resolve(root, env.PUBLISH_DIR ?? defaultPublishDir(dataDir));
// Many instances (CONTENT_REMOTE with DATABASE_URL): the remote is the truth, each instance's clone is made from it,
// and the instances share nothing else but the database (docs/publishing.md, "Many instances").
const remoteIsTruth = Boolean(env.CONTENT_REMOTE && env.DATABASE_URL);
const contentRepo = await contentRepository(
  resolve(root, env.CONTENT_REPO ?? defaultContentRepo(dataDir)),
  root,
  console.log,
  remoteIsTruth ? env.CONTENT_REMOTE : undefined,
);
const content = await gitContent({
  repo: contentRepo,
  dir: contentCheckouts(publishDir),
  nodeModules: join(root, "node_modules"),
  prepareEditorData: true,
});
const contentRemoteTruth =
  remoteIsTruth && env.CONTENT_REMOTE
    ? contentRemote({ repo: contentRepo, url: env.CONTENT_REMOTE, branch: content.branch })
    : undefined;
let followNow: (() => void) | undefined;
let sharedRefs: SharedRefs | undefined;
const channel = env.DATABASE_URL
  ? pgContentChannel(
      env.DATABASE_URL,
      (commit) => {
        if (commit === content.version()) return;
        if (followNow) followNow();
        else void content.refresh().catch(() => undefined);
      },
      console.log,
      // A draft saved elsewhere: fetched now, so the next read here finds it without a fetch of its own.
      () => void sharedRefs?.fetch().catch(() => undefined),
    )
  : undefined;
if (contentRemoteTruth)
  sharedRefs = shareRefs(contentRepo, contentRemoteTruth, { stamp: refsStamp(store.db), saved: channel?.announceRefs });
// Following the remote is the publisher's (it renders each commit here before serving it); else the branch is read every 2 s.
else content.follow(2000);
const webhook = env.LEADS_WEBHOOK_URL ? startWebhook({ url: env.LEADS_WEBHOOK_URL, store }) : undefined;
const notifier =
  env.SMTP_URL && env.NOTIFY_EMAIL
    ? startNotifier({
        smtpUrl: env.SMTP_URL,
        to: env.NOTIFY_EMAIL,
        from: env.NOTIFY_FROM,
        siteUrl: env.SITE_URL,
        store,
        forms: content.formCatalogue,
        timeZone: () => siteTimeZone(content.site()),
      })
    : undefined;
if (Boolean(env.SMTP_URL) !== Boolean(env.NOTIFY_EMAIL))
  console.warn("[notify] set both SMTP_URL and NOTIFY_EMAIL to email each new lead; no email is sent now");
// The cache in front (server/cdn/, docs/publishing.md "Behind a CDN or Varnish"): told what each change of the served release changed.
const cdnPurge = env.CDN_PURGE_URL
  ? cdnPurger({ url: env.CDN_PURGE_URL, style: env.CDN_PURGE_STYLE, token: env.CDN_PURGE_TOKEN, siteUrl: env.SITE_URL })
  : undefined;
let cdnPurges: ReleasePurges | undefined;
// Publishing from the browser (docs/publishing.md).
const publishing = startPublishing({
  store,
  repo: contentRepo,
  content,
  announce: channel?.announce,
  onLive: (job, record) => cdnPurges && void recordPurge(cdnPurges, job, record),
  nodeModules: join(root, "node_modules"),
  adminDist: resolve(root, env.SITE_ADMIN_DIST),
  dir: publishDir,
  fallbackDist: resolve(root, env.SITE_DIST),
  ssrDir: resolve(root, env.SITE_SSR),
  remote: env.CONTENT_REMOTE,
  contentRemote: contentRemoteTruth,
  buildCommand: env.PUBLISH_BUILD_COMMAND,
  exclusive: env.DATABASE_URL ? advisoryLock(env.DATABASE_URL, "site-publish") : undefined,
  now,
  sendMail:
    env.SMTP_URL && env.NOTIFY_EMAIL
      ? reviewMailer({ smtpUrl: env.SMTP_URL, to: env.NOTIFY_EMAIL, from: env.NOTIFY_FROM })
      : undefined,
  siteUrl: env.SITE_URL,
});
// Which commit each instance serves (a row of the store, beaten every 2 s): the purge waits for all of them.
// On PostgreSQL a lock held while this process lives says it is up, so a killed instance is gone at once.
let beat: ReturnType<typeof heartbeat> | undefined;
const presence = env.DATABASE_URL ? pgPresence(env.DATABASE_URL, () => void beat?.changed()) : undefined;
const instances = instanceTable(store.db, instanceId(env.PORT), Date.now, () => presence?.key());
beat = heartbeat(instances, content.version);
cdnPurges =
  cdnPurge &&
  releasePurges({
    served: () => publishing.releases.current(),
    commit: content.version,
    purge: cdnPurge,
    fleet: instances,
    waitMs: env.CDN_PURGE_WAIT_MS,
  });
// Every change of the served release, on every instance (a publish here or followed from another, a restore, a release).
content.onChange(() => {
  void beat.changed();
  void cdnPurges?.afterChange();
});
const app = createApp({
  dist: resolve(root, env.SITE_DIST),
  store,
  forms: content.forms,
  content,
  exposuresPerMinute: env.EXPOSURE_RATE_LIMIT,
  uploadsDir: join(dataDir, "uploads"),
  ratePerMinute: env.RATE_LIMIT,
  allowedOrigins: env.ALLOWED_ORIGINS,
  trustProxy: env.TRUST_PROXY,
  meetUrl: env.MEET_URL,
  bookingCaps: { perEmail: env.BOOKINGS_PER_EMAIL, perAddress: env.BOOKINGS_PER_ADDRESS },
  adminToken: env.ADMIN_TOKEN,
  siteUrl: env.SITE_URL,
  inviteMail:
    env.SMTP_URL && (env.NOTIFY_FROM ?? env.NOTIFY_EMAIL)
      ? inviteMailer({ smtpUrl: env.SMTP_URL, from: (env.NOTIFY_FROM ?? env.NOTIFY_EMAIL)! })
      : undefined,
  onStored: () => {
    webhook?.nudge();
    notifier?.nudge();
  },
  now,
  publishing,
  instances: instances.list,
});
// Retention from the published _site.json; a publish that changes it restarts both schedules with the new days.
// A/B raw events first: it lets go of the leads the leads' purge is about to delete.
const purges = () => {
  const days = { events: content.eventsRetentionDays(), leads: content.retentionDays() };
  const stops = [
    scheduleEventsPurge(store, days.events, days.leads),
    schedulePurge(store, join(dataDir, "uploads"), days.leads),
  ];
  return {
    key: `${days.events}/${days.leads}`,
    stop: () =>
      stops.forEach((s) => {
        s();
      }),
  };
};
let purge = purges();
content.onChange(() => {
  if (`${content.eventsRetentionDays()}/${content.retentionDays()}` === purge.key) return;
  purge.stop();
  purge = purges();
});
followNow = publishing.publisher.followRemote(2000);
// An instance that cannot reach the content remote keeps serving what it has, and says so on every /admin page.
setInstanceNotice(() => remoteNotice(publishing.publisher.remoteStatus()));
// A start that served another release than before (recovery after a crash) purges what differs.
void publishing
  .start()
  .then(() => cdnPurges?.afterChange())
  .catch((error: Error) => console.error(`[publish] recovery at start failed: ${error.message}`));
const port = env.PORT;
const server = serve({ fetch: app.fetch, port, serverOptions: KEEP_ALIVE }, () =>
  console.log(`Serving dist/ and the API on http://localhost:${port} (store: ${store.kind})`),
);

const stop = () => {
  server.close();
  webhook?.stop();
  notifier?.stop();
  publishing.stop();
  content.stop();
  purge.stop();
  beat.stop();
  void channel?.stop();
  void presence?.stop();
  // Gone from the table first: the others' purges stop waiting for this instance at once.
  void instances
    .leave()
    .catch(() => undefined)
    .finally(() => void store.close().finally(() => process.exit(0)));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
