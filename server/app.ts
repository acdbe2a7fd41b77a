// One server for the site: the prerendered pages (as a static host serves
// them) and the leads API on the same origin.
import { mkdirSync } from "node:fs";
import { Hono, type Context } from "hono";
import { cors } from "hono/cors";
import type { FormDeclaration } from "../src/forms/types.ts";
import { adminRoutes } from "./admin.ts";
import { formsApi } from "./api-forms.ts";
import { demoApi, demoTakenApi } from "./api-demo.ts";
import type { DemoBookingSection } from "../src/generated/schema.ts";
import { bookingsApi, slotsApi } from "./api-bookings.ts";
import { clientAddress, originGuard, rateLimit } from "./guards.ts";
import { isHttps } from "./admin-auth.ts";
import { experimentsAdmin } from "./experiments/admin.ts";
import { setupExperiments } from "./experiments/index.ts";
import { exposureLimit } from "./experiments/limit.ts";
import { staticSite } from "./static.ts";
import type { Store } from "./store/index.ts";

export interface AppOptions {
  dist: string;
  store: Store;
  forms: Map<string, FormDeclaration>;
  /** The inline demo forms (demoBooking sections) by id. */
  demoSections?: Map<string, DemoBookingSection>;
  uploadsDir: string;
  /** Submissions and bookings per address per minute. */
  ratePerMinute?: number;
  /** Origins besides this one allowed to POST (a static copy of the site on a CDN). */
  allowedOrigins?: readonly string[];
  /** Read X-Forwarded-For for the client's address. */
  trustProxy?: boolean;
  meetUrl?: string;
  now?: () => Date;
  /** Turns /admin on; without it /admin answers 404. */
  adminToken?: string;
  onStored?: (kind: "submission" | "booking", id: number) => void;
  /** The page files: the A/B tests they declare are counted, and decided in /admin/experiments. */
  pagesDir?: string;
  /** Exposures per address per minute (a visitor sends one per page view of a page under test). */
  exposuresPerMinute?: number;
}

export const MAX_JSON_BYTES = 64 * 1024;
// The spec's CV limit is 5 MB; the rest of the form fits in the margin.
export const MAX_MULTIPART_BYTES = 5 * 1024 * 1024 + 256 * 1024;

export function createApp(options: AppOptions) {
  const now = options.now ?? (() => new Date());
  mkdirSync(options.uploadsDir, { recursive: true });
  const app = new Hono();
  const addressOf = (c: Context) => clientAddress(c, options.trustProxy ?? false);

  // The static site on another origin (leads.apiBase) calls the API across origins.
  if (options.allowedOrigins?.length) {
    app.use("/api/*", cors({ origin: [...options.allowedOrigins], allowMethods: ["GET", "POST"], allowHeaders: ["Content-Type", "Idempotency-Key"], maxAge: 600 }));
  }
  app.use("/api/*", originGuard(options.allowedOrigins ?? []));
  // A/B exposures have their own limit, so reading pages never uses up the budget for sending a form.
  const experiments = setupExperiments({ store: options.store, pagesDir: options.pagesDir, now, secure: (c) => isHttps(c, options.trustProxy ?? false) });
  app.post("/api/experiments/exposure", exposureLimit(options.exposuresPerMinute ?? 60, 60_000, addressOf), experiments.exposure);
  // A lead from a browser that saw a test converts for its arm (server/experiments/conversions.ts).
  app.use("/api/*", experiments.visitorContext);
  options = { ...options, onStored: experiments.onStored(options.onStored) };
  app.post("/api/*", rateLimit(options.ratePerMinute ?? 20, 60_000, addressOf));
  app.post("/api/forms/:formId", formsApi({ store: options.store, forms: options.forms, uploadsDir: options.uploadsDir, maxJsonBytes: MAX_JSON_BYTES, maxMultipartBytes: MAX_MULTIPART_BYTES, now, onStored: options.onStored }));
  const bookingOptions = { store: options.store, now, meetUrl: options.meetUrl ?? "https://mesalia.com/contact", maxJsonBytes: MAX_JSON_BYTES, onStored: options.onStored };
  app.get("/api/slots", slotsApi(bookingOptions));
  app.post("/api/bookings", bookingsApi(bookingOptions));
  const demoOptions = { store: options.store, sections: options.demoSections ?? new Map(), now, maxJsonBytes: MAX_JSON_BYTES, onStored: options.onStored };
  app.get("/api/demo/:sectionId/taken", demoTakenApi(demoOptions));
  app.post("/api/demo/:sectionId", demoApi(demoOptions));
  app.all("/api/*", (c) => c.json({ error: "not_found" }, 404));

  // A foreign page must not be able to post the owner's erase form.
  app.use("/admin/*", originGuard([]));
  // Guessing the token is slow: ten tries per address per minute.
  app.post("/admin/login", rateLimit(10, 60_000, addressOf));
  if (options.adminToken) {
    // Erasing a person's leads removes their conversions (and the counts).
    app.use("/admin/erase", async (_c, next) => {
      await next();
      await experiments.data.forgetErasedLeads();
    });
    const admin = adminRoutes({ token: options.adminToken, store: options.store, formIds: [...options.forms.keys()], uploadsDir: options.uploadsDir, trustProxy: options.trustProxy ?? false });
    // Behind /admin's own door (its sign-in, headers and CSRF rules), like the leads export.
    experimentsAdmin(admin, experiments);
    app.route("/admin", admin);
  } else {
    app.all("/admin", (c) => c.text("Not found", 404));
    app.all("/admin/*", (c) => c.text("Not found", 404));
  }

  const site = staticSite(options.dist);
  app.on(["GET", "HEAD"], "*", site);
  return app;
}
