// /admin: the owner reads what visitors sent. Forms and demos newest first,
// paged, searched and filtered by form and date; one lead in full (its
// fields under their labels, its CV); a CSV export of every row; the spam
// the honeypot caught (restorable); erasure by email, phone or row, with its
// records. Not indexed, never cached.
import type { InviteMail } from "../../auth/invite-mail.ts";
import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { Hono, type Context } from "hono";
import { audit, authRoutes } from "../../auth/index.ts";
import type { Counts } from "../../shell/layout.ts";
import type { FormInfo } from "./fields.ts";
import { bookingsPage, listPage, type ListFilterView } from "./list-views.ts";
import { bookingPage, privacyPage, spamPage, submissionPage } from "./record-views.ts";
import { BOM, csvLine } from "../../csv.ts";
import { formFields } from "../../http/read-body.ts";
import { LIST_LIMIT } from "../../store/rows.ts";
import type { ListFilter, Store } from "../../store/index.ts";
import { declareRoutes, on } from "../../http/route.ts";
import { isRefusal } from "../../operation.ts";
import { eraseLeads, type LeadsDeps, restoreSpam } from "./operations/leads.ts";

// The leads: the owner's.
export const LEADS_ROUTES = declareRoutes("/admin", {
  inbox: { method: "GET", path: "/", role: "owner" },
  bookings: { method: "GET", path: "/bookings", role: "owner" },
  booking: { method: "GET", path: "/bookings/:id", role: "owner" },
  privacy: { method: "GET", path: "/privacy", role: "owner" },
  spam: { method: "GET", path: "/spam", role: "owner" },
  restoreSpam: { method: "POST", path: "/spam/:kind/:id/restore", role: restoreSpam.role },
  submission: { method: "GET", path: "/submissions/:id", role: "owner" },
  submissionFile: { method: "GET", path: "/submissions/:id/file", role: "owner" },
  export: { method: "GET", path: "/export.csv", role: "owner" },
  erase: { method: "POST", path: "/erase", role: eraseLeads.role },
});

export interface AdminOptions {
  store: Store;
  /** SITE_URL, when set (the invitation links' origin). */
  siteUrl?: string;
  /** SMTP set up: invitations are mailed too. */
  inviteMail?: InviteMail;
  /** The declared forms by id, with their headings and pages (labels in the inbox). */
  forms: ReadonlyMap<string, FormInfo>;
  uploadsDir: string;
  now: () => Date;
  addressOf: (c: Context) => string;
  /** A restored lead is new to the webhook and the notification. */
  onRestored?: (kind: "submission" | "booking", id: number) => void;
  /** An erasure queued a lead.erased event for the webhook. */
  onErased?: () => void;
  /** The business's zone (the published `booking.timeZone`): demos are listed in its time. */
  timeZone?: () => string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function filterOf(c: Context, forms: ReadonlyMap<string, unknown>): { filter: ListFilter; view: ListFilterView } {
  const form = c.req.query("form");
  const from = c.req.query("from");
  const to = c.req.query("to");
  const q = (c.req.query("q") ?? "").trim().slice(0, 100);
  const view: ListFilterView = {
    form: form && forms.has(form) ? form : undefined,
    from: from && DATE.test(from) ? from : undefined,
    to: to && DATE.test(to) ? to : undefined,
    q: q || undefined,
  };
  return { filter: { formId: view.form, from: view.from, to: view.to, search: view.q }, view };
}

export function adminRoutes(options: AdminOptions) {
  const admin = new Hono();
  admin.use("*", async (c, next) => {
    await next();
    c.header("X-Robots-Tag", "noindex, nofollow");
    c.header("Cache-Control", "no-store");
    c.header(
      "Content-Security-Policy",
      "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    // Not no-referrer: with it Chromium sends "Origin: null" on the admin forms, which the origin guard refuses.
    c.header("Referrer-Policy", "same-origin");
    c.header("X-Content-Type-Options", "nosniff");
  });
  // Who may use each route: server/admin/routes.ts (the gate runs before this app).
  admin.route(
    "/",
    authRoutes({
      store: options.store,
      siteUrl: options.siteUrl,
      addressOf: options.addressOf,
      inviteMail: options.inviteMail,
    }),
  );

  const counts = async (): Promise<Counts> => {
    const [submissions, bookings, spam] = await Promise.all([
      options.store.countSubmissions(),
      options.store.countBookings(),
      options.store.countSpam(),
    ]);
    return { submissions, bookings, spam };
  };
  const pageOf = (c: Context) => Math.max(1, Math.min(1_000_000, Math.trunc(Number(c.req.query("page") ?? 1)) || 1));
  const listQuery = (filter: ListFilterView) =>
    new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1])));
  const exportHref = (filter: ListFilterView) =>
    `/admin/export.csv${listQuery(filter).size ? `?${listQuery(filter)}` : ""}`;

  on(admin, LEADS_ROUTES.inbox, async (c) => {
    const { filter, view } = filterOf(c, options.forms);
    const page = pageOf(c);
    const [submissions, total, all] = await Promise.all([
      options.store.listSubmissions({ ...filter, limit: LIST_LIMIT, offset: (page - 1) * LIST_LIMIT }),
      options.store.countSubmissions(filter),
      counts(),
    ]);
    const erased = c.req.query("erased");
    return c.html(
      listPage({
        submissions,
        forms: options.forms,
        filter: view,
        paging: { page, pageSize: LIST_LIMIT, total, query: listQuery(view), path: "/admin" },
        counts: all,
        exportHref: exportHref(view),
        notice: erased !== undefined ? `Borrados ${Number(erased) || 0} registros.` : undefined,
      }),
    );
  });

  on(admin, LEADS_ROUTES.bookings, async (c) => {
    const { filter, view } = filterOf(c, new Map());
    const page = pageOf(c);
    const [bookings, total, all] = await Promise.all([
      options.store.listBookings({ ...filter, limit: LIST_LIMIT, offset: (page - 1) * LIST_LIMIT }),
      options.store.countBookings(filter),
      counts(),
    ]);
    return c.html(
      bookingsPage({
        bookings,
        filter: view,
        paging: { page, pageSize: LIST_LIMIT, total, query: listQuery(view), path: "/admin/bookings" },
        counts: all,
        exportHref: exportHref(view),
        timeZone: options.timeZone?.(),
      }),
    );
  });

  on(admin, LEADS_ROUTES.booking, async (c) => {
    const row = await options.store.getBooking(Number(c.req.param("id")));
    return row ? c.html(bookingPage(row, await counts(), options.timeZone?.())) : c.text("Not found", 404);
  });

  on(admin, LEADS_ROUTES.privacy, async (c) => {
    const erased = c.req.query("erased");
    return c.html(
      privacyPage(
        await options.store.listErasures(),
        await counts(),
        erased !== undefined ? `Borrados ${Number(erased) || 0} registros.` : undefined,
      ),
    );
  });

  on(admin, LEADS_ROUTES.spam, async (c) => {
    const restored = c.req.query("restored");
    const notice =
      restored === "1"
        ? "Recuperado: ya está entre los contactos."
        : restored === "0"
          ? "No se pudo recuperar (la hora de la demo ya está reservada)."
          : undefined;
    return c.html(
      spamPage(await options.store.listSpam(), await counts(), options.forms, notice, options.timeZone?.()),
    );
  });

  const leadsDeps: LeadsDeps = {
    store: options.store,
    now: options.now,
    uploadsDir: options.uploadsDir,
    ...(options.onRestored ? { onRestored: options.onRestored } : {}),
    ...(options.onErased ? { onErased: options.onErased } : {}),
  };
  on(admin, LEADS_ROUTES.restoreSpam, async (c) => {
    const input = { kind: c.req.param("kind"), id: c.req.param("id") };
    const result = await restoreSpam(input, c.get("user"), leadsDeps);
    if (isRefusal(result)) return c.text("Not found", 404);
    await audit(c, "spam.restore", { kind: input.kind, restored: result.restored ? 1 : 0 });
    return c.redirect(`/admin/spam?restored=${result.restored ? 1 : 0}`, 303);
  });

  on(admin, LEADS_ROUTES.submission, async (c) => {
    const row = await options.store.getSubmission(Number(c.req.param("id")));
    return row ? c.html(submissionPage(row, options.forms, await counts())) : c.text("Not found", 404);
  });

  on(admin, LEADS_ROUTES.submissionFile, async (c) => {
    const row = await options.store.getSubmission(Number(c.req.param("id")));
    const path = row?.filePath ? join(options.uploadsDir, basename(row.filePath)) : undefined;
    if (!row || !path || !existsSync(path)) return c.text("Not found", 404);
    const name = (row.fileName ?? basename(path)).replace(/[^\w.\- ]/g, "_");
    return c.body(new Uint8Array(readFileSync(path)), 200, {
      "Content-Type": row.fileType ?? "application/octet-stream",
      "Content-Disposition": `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(row.fileName ?? name)}`,
    });
  });

  // Every matching row, read and sent a batch at a time (no cap, little memory).
  on(admin, LEADS_ROUTES.export, (c) => {
    const { filter } = filterOf(c, options.forms);
    const store = options.store;
    const encoder = new TextEncoder();
    const BATCH = 1000;
    async function* lines() {
      yield BOM +
        csvLine([
          "tipo",
          "id",
          "fecha",
          "formulario",
          "página",
          "email",
          "nombre",
          "teléfono",
          "demo",
          "contenido",
          "prueba_ab",
        ]);
      for (let offset = 0; ; offset += BATCH) {
        const batch = await store.listSubmissions({ ...filter, limit: BATCH, offset });
        for (const s of batch) {
          const name = s.data.name ?? s.data.fullName ?? "";
          const phone = s.data.phone ?? "";
          yield csvLine([
            "envío",
            s.id,
            s.createdAt,
            s.formId,
            s.page,
            s.email,
            String(name),
            String(phone),
            "",
            JSON.stringify(s.data),
            s.experiment ?? "",
          ]);
        }
        if (batch.length < BATCH) break;
      }
      if (filter.formId) return;
      for (let offset = 0; ; offset += BATCH) {
        const batch = await store.listBookings({ ...filter, limit: BATCH, offset });
        for (const b of batch)
          yield csvLine([
            "demo",
            b.id,
            b.createdAt,
            b.source === "inline" ? "demo-inline" : "demo-modal",
            b.page,
            b.email,
            b.name,
            b.phone,
            b.slotStart,
            JSON.stringify({ restaurant: b.restaurant, acceptedMarketing: b.acceptedMarketing }),
            b.experiment ?? "",
          ]);
        if (batch.length < BATCH) break;
      }
    }
    const source = lines();
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await source.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
    });
    return c.body(stream, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="leads.csv"',
    });
  });

  // Erasure (a person's right): everything of an email or a phone, or one row (operations/leads.ts).
  on(admin, LEADS_ROUTES.erase, async (c) => {
    const body = await formFields(c);
    const via = c.get("auth").via === "bearer" ? "bearer" : "session";
    const { email, phone, kind, id } = body;
    const erased = await eraseLeads({ email, phone, kind, id, via }, c.get("user"), leadsDeps);
    if (isRefusal(erased)) return c.redirect("/admin", 303);
    // Never the email or phone erased: the log says who erased how many rows, like the erasure record.
    await audit(c, "lead.erase", { rows: erased.rows, by: erased.by });
    return c.redirect(`${erased.back}?erased=${erased.rows}`, 303);
  });

  return admin;
}
