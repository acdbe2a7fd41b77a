// /admin: the owner reads what visitors sent. Lists newest first with a
// filter by form and date, one submission in full, its CV, a CSV export,
// and erasing everything of one email. Not indexed, never cached.
import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { Hono, type Context } from "hono";
import { COOKIE, isAuthorized, isHttps, sameSecret, startSession } from "./admin-auth.ts";
import { listPage, loginPage, submissionPage } from "./admin-views.ts";
import { toCsv } from "./csv.ts";
import { removeFiles } from "./retention.ts";
import type { ListFilter, Store } from "./store/index.ts";

export interface AdminOptions {
  token: string;
  store: Store;
  formIds: string[];
  uploadsDir: string;
  trustProxy: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function filterOf(c: Context, formIds: readonly string[]): ListFilter {
  const form = c.req.query("form");
  const from = c.req.query("from");
  const to = c.req.query("to");
  return { formId: form && formIds.includes(form) ? form : undefined, from: from && DATE.test(from) ? from : undefined, to: to && DATE.test(to) ? to : undefined };
}

export function adminRoutes(options: AdminOptions) {
  const admin = new Hono();
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
    if (!sameSecret(token, options.token)) return c.html(loginPage("Token incorrecto."), 401);
    startSession(c, options.token, isHttps(c, options.trustProxy));
    return c.redirect("/admin", 303);
  });

  admin.use("*", async (c, next) => {
    if (isAuthorized(c, options.token)) return next();
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
    const rows: Array<Array<string | number | boolean>> = [["tipo", "id", "fecha", "formulario", "email", "nombre", "teléfono", "demo", "contenido", "prueba_ab"]];
    for (const s of submissions) {
      const name = s.data.name ?? s.data.fullName ?? "";
      const phone = s.data.phone ?? "";
      rows.push(["envío", s.id, s.createdAt, s.formId, s.email, String(name), String(phone), "", JSON.stringify(s.data), s.experiment ?? ""]);
    }
    for (const b of bookings) rows.push(["demo", b.id, b.createdAt, b.source === "inline" ? "demo-inline" : "demo-modal", b.email, b.name, b.phone, b.slotStart, JSON.stringify({ restaurant: b.restaurant, acceptedMarketing: b.acceptedMarketing }), b.experiment ?? ""]);
    return c.body(toCsv(rows), 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="leads.csv"' });
  });

  admin.post("/erase", async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
    if (!email) return c.redirect("/admin", 303);
    const { rows, files } = await options.store.eraseEmail(email);
    removeFiles(options.uploadsDir, files);
    return c.redirect(`/admin?erased=${rows}`, 303);
  });

  return admin;
}
