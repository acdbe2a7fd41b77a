// One server for the site: the prerendered pages (as a static host serves
// them) and the leads API on the same origin.
import type { InviteMail } from "./auth/invite-mail.ts";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { Hono, type Context } from "hono";
import { cors } from "hono/cors";
import type { FormDeclaration } from "../src/core/forms/types.ts";
import { contextStorage } from "hono/context-storage";
import { fileURLToPath } from "node:url";
import { adminRoutes } from "./admin/leads/routes.ts";
import { adminFrameHeaders, adminGate, adminNoindex, assertEveryRouteDeclared } from "./admin/routes.ts";
import { MIN_ADMIN_TOKEN } from "./config.ts";
import { bodyLimits, MAX_JSON_BYTES, MAX_MULTIPART_BYTES } from "./http/body-limits.ts";
import { clientAddress, isHttps, originGuard, pageOf, type SitePolicy } from "./http/origin.ts";
import { memoryCounts, rateLimit } from "./http/rate-limit.ts";
import { refuse } from "./http/refuse.ts";
import { visitorMessage } from "./visitor-language.ts";
import { people, sessionMiddleware } from "./auth/index.ts";
import { formCatalogue } from "./forms.ts";
import { formsApi } from "./api-forms.ts";
import { demoApi, demoTakenApi, type DemoSection } from "./api-demo.ts";
import { bookingsApi, slotsApi } from "./api-bookings.ts";
import { siteFileTimeZone, siteTimeZone } from "./booking-zone.ts";
import type { BookingCaps } from "./booking-guards.ts";
import { staticSite } from "./static.ts";
import { noStore } from "./cdn/cache-policy.ts";
import { healthz } from "./healthz.ts";
import type { InstanceRow } from "./cdn/instances.ts";
import { isComplete } from "./publish/release-files.ts";
import { experimentsAdmin } from "./experiments/admin.ts";
import { setupExperiments } from "./experiments/index.ts";
import type { OutboxKind, Store } from "./store/index.ts";
import type { Publishing } from "./publish/index.ts";
import type { ContentSource } from "./content/index.ts";

export interface AppOptions {
  dist: string;
  store: Store;
  forms: Map<string, FormDeclaration>;
  /** The page documents (for the inbox: which page holds each form). Default pages/. */
  pagesDir?: string;
  /** The inline demo forms (demoBooking sections) by id. */
  demoSections?: Map<string, DemoSection>;
  uploadsDir: string;
  /** Stored submissions or bookings per address, per form (or the bookings, or a demo section), per minute. */
  ratePerMinute?: number;
  /** Origins besides this one allowed to POST (a static copy of the site on a CDN). */
  allowedOrigins?: readonly string[];
  /** How many reverse proxies in front of the server append to X-Forwarded-For (TRUST_PROXY=n); 0: none, the socket's address counts. */
  trustProxy?: number;
  meetUrl?: string;
  /** Upcoming bookings per email and per address (default 2 and 5). */
  bookingCaps?: BookingCaps;
  now?: () => Date;
  /** The owner's bootstrap and scripts' key (Bearer); people sign in with accounts (npm run users). */
  adminToken?: string;
  /** The site's public base URL (SITE_URL), for invitation links (else the owner's origin). */
  siteUrl?: string;
  /** SMTP set up: an invitation's link is also mailed to the person invited. */
  inviteMail?: InviteMail;
  /** Something new for the outbox (a lead, or an event such as lead.erased). */
  onStored?: (kind: OutboxKind, id: number) => void;
  /** Exposures per address per minute (a visitor sends one per page view of a page under test). */
  exposuresPerMinute?: number;
  /** The editor on the server and publishing (server/publish/). Visitors are then served its current release. */
  publishing?: Publishing;
  /**
   * The published content (server/content): forms, demo sections, A/B tests
   * and the inbox's labels come from it and follow each publish; `forms`,
   * `demoSections` and `pagesDir` are then ignored.
   */
  content?: ContentSource;
  /** Which commit each instance serves (server/cdn/instances.ts), for /healthz?instances. */
  instances?: () => Promise<InstanceRow[]>;
}

const PAGES_DIR = fileURLToPath(new URL("../pages", import.meta.url));

export function createApp(options: AppOptions) {
  const content = options.content ?? options.publishing?.content;
  if (content) options = { ...options, forms: content.forms, demoSections: content.demoSections };
  if (options.adminToken !== undefined && options.adminToken.length < MIN_ADMIN_TOKEN) {
    throw new Error(
      `ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN} characters (got ${options.adminToken.length}); make one with: openssl rand -base64 32`,
    );
  }
  const now = options.now ?? (() => new Date());
  mkdirSync(options.uploadsDir, { recursive: true });
  const app = new Hono();
  // First, so it sees every answer below it, refusals of the body limit and 404s included (server/cdn/cache-policy.ts).
  app.use("/admin/*", noStore());
  app.use("/api/*", noStore());
  app.use("/admin/*", adminNoindex());
  // Before anything reads a byte (sessions, auth, CSRF, the routes): every body counted as it streams, refused past its route's limit.
  app.use("*", bodyLimits());
  const addressOf = (c: Context) => clientAddress(c, options.trustProxy ?? 0);
  const apiPolicy: SitePolicy = {
    allowed: options.allowedOrigins ?? [],
    trustProxy: options.trustProxy,
    siteUrl: options.siteUrl,
  };
  const pageOfLead = (c: Context) => pageOf(c, apiPolicy);

  // The static site on another origin (leads.apiBase) calls the API across origins.
  if (options.allowedOrigins?.length) {
    app.use(
      "/api/*",
      cors({
        origin: [...options.allowedOrigins],
        allowMethods: ["GET", "POST"],
        allowHeaders: ["Content-Type", "Idempotency-Key"],
        maxAge: 600,
      }),
    );
  }
  app.use("/api/*", originGuard(apiPolicy, "forbidden_origin"));
  // A/B tests (server/experiments): exposures with their own limit, so reading pages never uses up the budget for sending a form;
  // a lead from a browser that saw a test converts for its arm.
  // With publishing, the tests are those of the content repository, where a decision is published.
  // The content source's live link always leads to the published commit's files.
  const experimentPages = content ? join(content.liveRoot(), "pages") : (options.pagesDir ?? PAGES_DIR);
  const experiments = setupExperiments({
    store: options.store,
    pagesDir: experimentPages,
    now,
    secure: (c) => isHttps(c, options.trustProxy ?? 0),
    addressOf,
  });
  // New weights, new or ended tests: recorded before the publish that brought them reports "live".
  content?.onChange(() => experiments.refresh());
  const exposureLimit = rateLimit({
    counts: memoryCounts(),
    max: options.exposuresPerMinute ?? 60,
    windowMs: 60_000,
    now,
    keyOf: addressOf,
    refusal: (c) => refuse(c, 429, "rate_limited"),
  });
  app.post("/api/experiments/exposure", exposureLimit, experiments.exposure);
  app.use("/api/*", experiments.visitorContext);
  options = { ...options, onStored: experiments.onStored(options.onStored) };
  // Stored leads per address, per endpoint (a form, the bookings, a demo section), per minute, shared by every server.
  // A place is reserved before the work and given back unless a row was stored (201): a visitor fixing a typo is not punished.
  const limit = (scopeOf: (c: Context) => string) =>
    rateLimit({
      counts: options.store,
      max: options.ratePerMinute ?? 20,
      windowMs: 60_000,
      now,
      keyOf: (c) => `lead:${scopeOf(c)}:${addressOf(c)}`,
      refusal: (c, retryAfter) =>
        refuse(c, 429, "rate_limited", {
          retryAfter,
          message: visitorMessage(c, "rateLimited", { seconds: retryAfter }),
        }),
      keeps: (status) => status === 201,
    });
  app.post(
    "/api/forms/:formId",
    limit((c) => `form:${c.req.param("formId")}`),
    formsApi({
      store: options.store,
      forms: options.forms,
      uploadsDir: options.uploadsDir,
      maxJsonBytes: MAX_JSON_BYTES,
      maxMultipartBytes: MAX_MULTIPART_BYTES,
      now,
      onStored: options.onStored,
      pageOf: pageOfLead,
    }),
  );
  // The business's zone follows the published site document (booking.timeZone), never the process's TZ.
  const timeZone = content
    ? () => siteTimeZone(content.site())
    : siteFileTimeZone(join(options.pagesDir ?? PAGES_DIR, "_site.json"));
  const bookingOptions = {
    timeZone,
    store: options.store,
    now,
    meetUrl: options.meetUrl ?? "https://mesalia.com/contact",
    maxJsonBytes: MAX_JSON_BYTES,
    onStored: options.onStored,
    addressOf,
    pageOf: pageOfLead,
    bookingCaps: options.bookingCaps,
  };
  app.get("/api/slots", slotsApi(bookingOptions));
  app.post(
    "/api/bookings",
    limit(() => "booking"),
    bookingsApi(bookingOptions),
  );
  const demoOptions = {
    timeZone,
    store: options.store,
    sections: options.demoSections ?? new Map(),
    now,
    maxJsonBytes: MAX_JSON_BYTES,
    onStored: options.onStored,
    addressOf,
    pageOf: pageOfLead,
    bookingCaps: options.bookingCaps,
  };
  app.get("/api/demo/:sectionId/taken", demoTakenApi(demoOptions));
  app.post(
    "/api/demo/:sectionId",
    limit((c) => `demo:${c.req.param("sectionId")}`),
    demoApi(demoOptions),
  );
  app.all("/api/*", (c) => c.json({ error: "not_found" }, 404));

  // A foreign page must not be able to post the owner's forms (checked with the proxy's origin in mind).
  // Who is asking (token, session or nobody) and CSRF, before any /admin route; each route then requires its role.
  const siteUrl = options.siteUrl ?? "http://localhost:4173";
  // The admin pages' bar shows who is signed in without every view being handed the person.
  app.use("/admin/*", contextStorage());
  app.use(
    "/admin/*",
    sessionMiddleware({
      store: options.store,
      token: options.adminToken,
      trustProxy: options.trustProxy ?? 0,
      now,
      addressOf,
      siteUrl,
    }),
  );
  // Every /admin route's role, from one table (server/admin/routes.ts); no admin page in a frame.
  app.use("/admin/*", adminFrameHeaders());
  app.use("/admin/*", adminGate());
  options.publishing?.mount(app, people(options.store, Boolean(options.adminToken)));
  const admin = adminRoutes({
    store: options.store,
    // Unset, an invitation link takes the origin the owner is on, not the default above.
    siteUrl: options.siteUrl,
    inviteMail: options.inviteMail,
    forms: content ? content.formCatalogue : formCatalogue(options.pagesDir ?? PAGES_DIR, options.forms),
    uploadsDir: options.uploadsDir,
    now,
    addressOf,
    onRestored: options.onStored,
    onErased: () => options.onStored?.("event", 0),
    timeZone,
  });
  // The A/B results and decisions, behind the same door (server/auth: the publisher's).
  experimentsAdmin(admin, experiments, options.publishing?.publisher);
  // Erasing a person's leads removes their conversions (and the counts).
  app.use("/admin/erase", async (_c, next) => {
    await next();
    await experiments.data.forgetErasedLeads();
  });
  app.route("/admin", admin);

  const site = options.publishing ? options.publishing.site : staticSite(options.dist);
  const served = () => options.publishing?.releases.current() ?? options.dist;
  app.get(
    "/healthz",
    healthz({
      servesCompleteRelease: () => isComplete(served()),
      store: options.store,
      commit: () => content?.version(),
      instances: options.instances,
      adminToken: options.adminToken,
    }),
  );
  app.on(["GET", "HEAD"], "*", site);
  assertEveryRouteDeclared(app);
  return app;
}
