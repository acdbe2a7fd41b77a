// /admin: the owner reads what visitors sent. Lists newest first with a
// filter by form and date, one submission in full, its CV, a CSV export,
// and erasing everything of one email. Not indexed, never cached.
import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { Hono, type Context } from "hono";
import { adminAuth, COOKIE, sameSecret } from "./admin-auth.ts";
import { fixedWindow } from "./counter.ts";
import { listPage, loginPage, spamPage, submissionPage } from "./admin-views.ts";
import { toCsv } from "./csv.ts";
import { removeFiles } from "./retention.ts";
import { phoneKey } from "./phone-key.ts";
import type { ErasureTarget, ListFilter, Store } from "./store/index.ts";

export interface AdminOptions {
  token: string;
  store: Store;
  formIds: string[];
  uploadsDir: string;
  trustProxy: boolean;
  now: () => Date;
  addressOf: (c: Context) => string;
  /** A restored lead is new to the webhook and the notification. */
  onRestored?: (kind: "submission" | "booking", id: number) => void;
  /** An erasure queued a lead.erased event for the webhook. */
  onErased?: () => void;
}

/** Failed tries (wrong token, Bearer or session cookie) per browser or address per minute. */
export const MAX_ADMIN_FAILURES = 10;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function filterOf(c: Context, formIds: readonly string[]): ListFilter {
  const form = c.req.query("form");
  const from = c.req.query("from");
  const to = c.req.query("to");
  return { formId: form && formIds.includes(form) ? form : undefined, from: from && DATE.test(from) ? from : undefined, to: to && DATE.test(to) ? to : undefined };
}

export function adminRoutes(options: AdminOptions) {
  const admin = new Hono();
  const auth = adminAuth(options);
  const failures = fixedWindow(options.store, MAX_ADMIN_FAILURES, 60_000, options.now);
  const failureKey = (c: Context) => {
    const device = auth.deviceOf(c);
    return device ? `admin-fail:device:${device}` : `admin-fail:address:${options.addressOf(c)}`;
  };
  const tooMany = (c: Context, retryAfter: number) => {
    c.header("Retry-After", String(retryAfter));
    const message = `Demasiados intentos fallidos. Vuelve a intentarlo en ${retryAfter} s.`;
    return c.req.header("accept")?.includes("text/html") ? c.html(loginPage(message), 429) : c.text(message, 429);
  };
  admin.use("*", async (c, next) => {
    await next();
    c.header("X-Robots-Tag", "noindex, nofollow");
    c.header("Cache-Control", "no-store");
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
    // Not no-referrer: with it Chromium sends "Origin: null" on the admin forms, which the origin guard refuses.
    c.header("Referrer-Policy", "same-origin");
    c.header("X-Content-Type-Options", "nosniff");
  });

  admin.post("/login", async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = typeof body.token === "string" ? body.token : "";
    const full = await failures.full(failureKey(c));
    if (full) return tooMany(c, full.retryAfter);
    if (!sameSecret(token, options.token)) {
      await failures.count(failureKey(c));
      return c.html(loginPage("Token incorrecto."), 401);
    }
    await auth.startSession(c);
    return c.redirect("/admin", 303);
  });

  admin.post("/logout", async (c) => {
    await auth.endSession(c);
    return c.redirect("/admin", 303);
  });

  admin.use("*", async (c, next) => {
    if (auth.hasCredentials(c)) {
      const full = await failures.full(failureKey(c));
      if (full) return tooMany(c, full.retryAfter);
    }
    if (await auth.isAuthorized(c)) return next();
    if (auth.hasCredentials(c)) await failures.count(failureKey(c));
    // A script (CSV export) gets a plain 401; a person gets the token form.
    if (c.req.header("authorization") || !c.req.header("accept")?.includes("text/html")) return c.text("Unauthorized", 401, { "WWW-Authenticate": 'Bearer realm="admin"' });
    return c.html(loginPage(c.req.header("cookie")?.includes(`${COOKIE}=`) ? "La sesión no es válida." : undefined), 401);
  });

  admin.get("/", async (c) => {
    const filter = filterOf(c, options.formIds);
    const [submissions, bookings] = await Promise.all([options.store.listSubmissions(filter), options.store.listBookings({ ...filter, formId: undefined })]);
    const erased = c.req.query("erased");
    return c.html(listPage({ submissions, bookings: filter.formId ? [] : bookings, forms: options.formIds, filter, notice: erased !== undefined ? `Borrados ${Number(erased) || 0} registros.` : undefined }));
  });

  admin.get("/spam", async (c) => {
    const restored = c.req.query("restored");
    const notice = restored === "1" ? "Recuperado: ya está entre los contactos." : restored === "0" ? "No se pudo recuperar (la hora de la demo ya está reservada)." : undefined;
    return c.html(spamPage(await options.store.listSpam(), notice));
  });

  admin.post("/spam/:kind/:id/restore", async (c) => {
    const kind = c.req.param("kind");
    if (kind !== "submission" && kind !== "booking") return c.text("Not found", 404);
    const result = await options.store.restoreSpam(kind, Number(c.req.param("id")));
    if (result.restored && result.id !== undefined) options.onRestored?.(kind, result.id);
    return c.redirect(`/admin/spam?restored=${result.restored ? 1 : 0}`, 303);
  });

  admin.get("/submissions/:id", async (c) => {
    const row = await options.store.getSubmission(Number(c.req.param("id")));
    return row ? c.html(submissionPage(row)) : c.text("Not found", 404);
  });

  admin.get("/submissions/:id/file", async (c) => {
    const row = await options.store.getSubmission(Number(c.req.param("id")));
    const path = row?.filePath ? join(options.uploadsDir, basename(row.filePath)) : undefined;
    if (!row || !path || !existsSync(path)) return c.text("Not found", 404);
    const name = (row.fileName ?? basename(path)).replace(/[^\w.\- ]/g, "_");
    return c.body(new Uint8Array(readFileSync(path)), 200, {
      "Content-Type": row.fileType ?? "application/octet-stream",
      "Content-Disposition": `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(row.fileName ?? name)}`,
    });
  });

  admin.get("/export.csv", async (c) => {
    const filter = filterOf(c, options.formIds);
    const [submissions, bookings] = await Promise.all([options.store.listSubmissions({ ...filter, limit: 100_000 }), filter.formId ? [] : options.store.listBookings({ ...filter, limit: 100_000 })]);
    const rows: Array<Array<string | number | boolean>> = [["tipo", "id", "fecha", "formulario", "email", "nombre", "teléfono", "demo", "contenido"]];
    for (const s of submissions) {
      const name = s.data.name ?? s.data.fullName ?? "";
      const phone = s.data.phone ?? "";
      rows.push(["envío", s.id, s.createdAt, s.formId, s.email, String(name), String(phone), "", JSON.stringify(s.data)]);
    }
    for (const b of bookings) rows.push(["demo", b.id, b.createdAt, b.source === "inline" ? "demo-inline" : "demo-modal", b.email, b.name, b.phone, b.slotStart, JSON.stringify({ restaurant: b.restaurant, acceptedMarketing: b.acceptedMarketing })]);
    return c.body(toCsv(rows), 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="leads.csv"' });
  });

  // Erasure (a person's right): everything of an email or a phone, or one row.
  admin.post("/erase", async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const field = (name: string) => (typeof body[name] === "string" ? (body[name] as string).trim() : "");
    const kind = field("kind");
    const id = Number(field("id"));
    const target: ErasureTarget | undefined = field("email")
      ? { email: field("email") }
      : field("phone")
        ? { phone: phoneKey(field("phone")) }
        : (kind === "submission" || kind === "booking") && Number.isSafeInteger(id) && id > 0
          ? { kind, id }
          : undefined;
    if (!target) return c.redirect("/admin", 303);
    const { rows, files } = await options.store.erase(target, `admin (${auth.methodOf(c)})`, options.now().toISOString());
    removeFiles(options.uploadsDir, files);
    options.onErased?.();
    return c.redirect(`/admin?erased=${rows}`, 303);
  });

  return admin;
}
