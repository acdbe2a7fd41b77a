// The admin pages' HTML, styled with the site's tokens (light and dark).
// Everything a visitor typed goes through hono/html's escaping: it shows as
// text, never as markup. Dates are Spanish, in the business's time zone;
// fields show under the labels their form declares, empty ones left out.
import { html, raw } from "hono/html";
import { tryGetContext } from "hono/context-storage";
import type { HtmlEscapedString } from "hono/utils/html";
import { flattenFields, type FormDeclaration } from "../src/core/forms/types.ts";
import { palettes, paletteCss, theme } from "../src/theme/tokens.ts";
import type { Booking, Erasure, SpamItem, Submission } from "./store/types.ts";
import { hasRole, ROLE_LABELS, type Role, type User } from "./roles.ts";

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** Where a form lives: its heading and the pages that show it. */
export interface FormInfo {
  title: string;
  pages: string[];
  declaration: FormDeclaration;
}

const STYLE = `:root{${paletteCss("light")}color-scheme:light}
@media (prefers-color-scheme:dark){:root{${paletteCss("dark")}color-scheme:dark}}
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 ${theme.font.sans};color:var(--c-text);background:var(--c-bg-soft)}
a{color:var(--c-accent-strong)}
:focus-visible{outline:2px solid var(--c-focus);outline-offset:2px;border-radius:4px}
.top{background:var(--c-surface);border-bottom:1px solid var(--c-border)}
.top-in,.main{max-width:1200px;margin:0 auto;padding:0 24px}
.top-in{display:flex;align-items:center;gap:0 16px;min-height:56px;flex-wrap:wrap;padding-top:8px}
.brand{font-weight:700;letter-spacing:-.01em;color:var(--c-text);text-decoration:none;white-space:nowrap}
.brand span{color:var(--c-accent)}
.me{margin-left:auto;display:flex;align-items:center;gap:10px;min-width:0}
.me-who{display:flex;flex-direction:column;align-items:flex-end;line-height:1.25;min-width:0;text-align:right}
.me-who strong,.me-who .muted{max-width:32ch;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.me-who strong{font-weight:600;font-size:14px}
.me-who .muted{font-size:12px}
.me .pill,.me button{white-space:nowrap}
nav.tabs{order:3;flex-basis:100%;display:flex;gap:4px;overflow-x:auto;margin:4px -12px 0;padding:0 0 8px}
nav.tabs a{padding:8px 12px;border-radius:${theme.radius.sm};color:var(--c-text-soft);text-decoration:none;white-space:nowrap;font-weight:500}
nav.tabs a:hover{color:var(--c-text);background:var(--c-bg-soft)}
nav.tabs a[aria-current=page]{background:var(--c-accent-tint);color:var(--c-accent-strong)}
nav.tabs .n{font-variant-numeric:tabular-nums;color:var(--c-text-muted);margin-left:4px;font-weight:400}
.main{padding-top:24px;padding-bottom:48px}
h1{font-size:22px;margin:0 0 16px;letter-spacing:-.01em}
h2{font-size:16px;margin:24px 0 8px}
.card{background:var(--c-surface);border:1px solid var(--c-border);border-radius:${theme.radius.md};box-shadow:${theme.shadow.sm}}
.filters{display:flex;flex-wrap:wrap;gap:12px;align-items:end;padding:16px;margin-bottom:16px}
.filters label{display:flex;flex-direction:column;gap:4px;font-size:13px;color:var(--c-text-soft);font-weight:500}
.filters .grow{flex:1 1 220px}
.filters select{max-width:260px}
input,select,button,.btn{font:inherit;font-size:14px;border-radius:${theme.radius.sm};min-height:38px}
input,select{padding:7px 10px;border:1px solid var(--c-border);background:var(--c-surface);color:var(--c-text);width:100%}
button,.btn{padding:8px 14px;border:1px solid var(--c-border);background:var(--c-surface);color:var(--c-text);cursor:pointer;text-decoration:none;display:inline-flex;align-items:center;font-weight:500}
button.primary{background:var(--c-accent);border-color:var(--c-accent);color:var(--c-accent-text)}
button.danger{color:var(--c-danger);border-color:var(--c-danger)}
button.quiet{border-color:transparent;background:transparent;color:var(--c-text-soft)}
table{border-collapse:collapse;width:100%}
th,td{padding:12px 16px;text-align:left;vertical-align:top;border-bottom:1px solid var(--c-border)}
th{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:var(--c-text-muted);font-weight:600}
tbody tr:last-child td{border-bottom:0}
tbody tr:hover{background:var(--c-bg-soft)}
td.when{white-space:nowrap;color:var(--c-text-soft);font-variant-numeric:tabular-nums}
.who strong{display:block}
.muted{color:var(--c-text-muted);font-size:13px}
.summary{color:var(--c-text-soft);max-width:46ch;overflow-wrap:anywhere}
.pill{display:inline-block;padding:2px 8px;border-radius:${theme.radius.pill};background:var(--c-accent-tint);color:var(--c-accent-strong);font-size:12px;font-weight:600}
.pager{display:flex;justify-content:space-between;align-items:center;padding:12px 16px;border-top:1px solid var(--c-border);gap:12px}
.pager nav{display:flex;gap:8px}
.notice,.error{padding:12px 16px;border-radius:${theme.radius.sm};margin-bottom:16px}
.notice{background:var(--c-success-tint);color:var(--c-success)}
.error{background:var(--c-danger-tint);color:var(--c-danger)}
.empty{padding:40px 16px;text-align:center;color:var(--c-text-muted)}
dl.fields{margin:0;padding:8px 20px}
dl.fields div{display:grid;grid-template-columns:minmax(140px,220px) 1fr;gap:16px;padding:12px 0;border-bottom:1px solid var(--c-border)}
dl.fields div:last-child{border-bottom:0}
dt{color:var(--c-text-muted);font-size:14px}
dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.detail-head{display:flex;justify-content:space-between;gap:16px;flex-wrap:wrap;align-items:start;margin-bottom:16px}
.actions{display:flex;gap:8px;flex-wrap:wrap;align-items:center}
form.inline{display:inline}
details.confirm{position:relative}
details.confirm summary{list-style:none;color:var(--c-danger);border-color:var(--c-danger)}
details.confirm summary::-webkit-details-marker{display:none}
details.confirm form{position:absolute;right:0;top:calc(100% + 8px);width:280px;padding:16px;z-index:1;box-shadow:${theme.shadow.md}}
details.confirm p{margin:0 0 12px;font-size:14px;color:var(--c-text-soft)}
.login{max-width:380px;margin:12vh auto;padding:28px}
.login form{display:flex;flex-direction:column;gap:12px}
.login label{display:flex;flex-direction:column;gap:6px;font-weight:500}
.grid2{display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(280px,1fr))}
.grid2 form{display:flex;gap:8px;align-items:end;padding:16px}
.grid2 label{flex:1;display:flex;flex-direction:column;gap:4px;font-size:13px;color:var(--c-text-soft);font-weight:500}
@media (max-width:720px){
  .top-in,.main{padding-left:16px;padding-right:16px}
  .top-in{padding-top:8px}
  nav.tabs{margin:0 -16px;padding:0 8px 8px;gap:0}
  nav.tabs a{padding:8px 9px}
  .me{flex-basis:100%;margin-left:0;gap:8px}
  .me-who{align-items:stretch;text-align:left}
  .me-who .muted{display:none}
  .me-who strong{max-width:100%}
  .me form{margin-left:auto}
  .me button.quiet{padding:8px 0 8px 8px}
  .filters select{max-width:none}
  details.confirm form{left:0;right:auto}
  thead{display:none}
  table,tbody,tr,td{display:block;width:100%}
  tr{padding:12px 16px;border-bottom:1px solid var(--c-border)}
  td{padding:2px 0;border:0}
  td.open{padding-top:8px}
  dl.fields div{grid-template-columns:1fr;gap:2px}
  .pager{flex-direction:column;align-items:stretch}
}`;

/** The business is in Madrid: every date an admin page shows (the audit log included) is Madrid time, never UTC. */
export const TIME_ZONE = "Europe/Madrid";
const dateFormat = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE });
const slotFormat = new Intl.DateTimeFormat("es-ES", { weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE });
/** "26 nov 2026, 13:05" in the business's time zone. */
export const spanishDate = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : dateFormat.format(new Date(iso)));
export const spanishSlot = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : slotFormat.format(new Date(iso)));
/** At most `max` characters, cut at a word with an ellipsis. */
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, "")}…`);
const count = (n: number) => n.toLocaleString("es-ES");

export type Tab = "editor" | "submissions" | "bookings" | "spam" | "privacy" | "experiments" | "users" | "audit";
export interface Counts {
  submissions: number;
  bookings: number;
  spam: number;
}

/**
 * The admin bar's sections, each with the least role that may use it (the
 * server's own rule, server/auth/guard.ts roleForPath, is what refuses; a
 * test keeps the two equal). A tab the person cannot use is not shown.
 */
export const TABS: ReadonlyArray<{ id: Tab; href: string; label: string; role: Role; count?: keyof Counts }> = [
  { id: "editor", href: "/admin/edit", label: "Editor", role: "editor" },
  { id: "submissions", href: "/admin", label: "Formularios", role: "owner", count: "submissions" },
  { id: "bookings", href: "/admin/bookings", label: "Demos", role: "owner", count: "bookings" },
  { id: "spam", href: "/admin/spam", label: "Spam", role: "owner", count: "spam" },
  { id: "privacy", href: "/admin/privacy", label: "Privacidad", role: "owner" },
  { id: "experiments", href: "/admin/experiments", label: "Pruebas A/B", role: "publisher" },
  { id: "users", href: "/admin/users", label: "Usuarios", role: "owner" },
  { id: "audit", href: "/admin/audit", label: "Registro", role: "owner" },
];

/** The person signed in for the request being answered (server/app.ts keeps the context for /admin), if any. */
const signedInUser = (): User | undefined => tryGetContext()?.get("user") as User | undefined;

/**
 * The bar above every admin page: the sections the person may open, who is
 * signed in and "Cerrar sesión". Rendered for a request without a person
 * (a view rendered outside a request) it shows every section and no name.
 */
export function adminBar(nav: { tab?: Tab; counts?: Counts }, user = signedInUser()): Html {
  const tabs = TABS.filter((t) => !user || hasRole(user.role, t.role));
  const tab = (t: (typeof TABS)[number]) => {
    const n = t.count && nav.counts ? nav.counts[t.count] : undefined;
    return html`<a href="${t.href}" ${nav.tab === t.id ? html`aria-current="page"` : ""}>${t.label}${n === undefined ? "" : html`<span class="n">${count(n)}</span>`}</a>`;
  };
  return html`<header class="top">
    <div class="top-in">
      <a class="brand" href="${user && !hasRole(user.role, "owner") ? "/admin/edit" : "/admin"}">Mesalia <span>·</span> admin</a>
      <nav class="tabs" aria-label="Secciones">${tabs.map(tab)}</nav>
      <div class="me">
        ${user
          ? html`<span class="me-who" title="${user.email}"><strong>${user.name || user.email}</strong><span class="muted">${user.email}</span></span><span class="pill" aria-label="Rol: ${ROLE_LABELS[user.role]}">${ROLE_LABELS[user.role]}</span>`
          : ""}
        <form method="post" action="/admin/logout" class="inline"><button type="submit" class="quiet">Cerrar sesión</button></form>
      </div>
    </div>
  </header>`;
}

export function layout(title: string, body: Html, nav?: { tab?: Tab; counts?: Counts }): Html {
  return html`<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${palettes.light.surface}" />
    <title>${title}</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    ${nav ? adminBar(nav) : ""}
    <main class="main">${body}</main>
  </body>
</html>`;
}

/** The filled fields of a submission under their declared labels (empty ones left out); fields the form no longer declares keep their key. */
export function labelledFields(data: Submission["data"], declaration: FormDeclaration | undefined): Array<[string, string]> {
  const fields = declaration ? flattenFields(declaration.fields) : [];
  // A label as the owner reads it: no required mark, no {placeholder} the page fills with a link, no trailing colon.
  const labels = new Map(fields.map((f) => [f.name, f.label.replace(/\s*\*$/, "").replace(/\s*\{\w+\}/g, " política de privacidad").replace(/[.:\s]+$/, "")]));
  const shown = (value: string | boolean) => (value === true ? "Sí" : value === false ? "No" : value.trim());
  const ordered = [...fields.map((f) => f.name).filter((name) => name in data), ...Object.keys(data).filter((name) => !labels.has(name))];
  return ordered.flatMap((name) => {
    const value = data[name];
    if (value === undefined || value === "" || value === false) return [];
    const text = shown(value);
    return text ? [[labels.get(name) ?? name, text] as [string, string]] : [];
  });
}

const personOf = (data: Submission["data"], email: string) => {
  const name = [data.name, data.fullName, data.nombre, data.restaurant].find((v) => typeof v === "string" && v.trim());
  return html`<div class="who"><strong>${typeof name === "string" ? name : email || "—"}</strong>${name && email ? html`<span class="muted">${email}</span>` : ""}</div>`;
};

/** The A/B test and arm a lead converted (server/experiments), under its origin. */
const abTest = (lead: { experiment?: string }) => (lead.experiment ? html`<div class="muted" data-ab>Prueba A/B: ${lead.experiment}</div>` : "");

const originOf = (formId: string, page: string, forms: ReadonlyMap<string, FormInfo>) => {
  const info = forms.get(formId);
  const where = page || info?.pages.join(", ") || "";
  return html`<div><span class="pill">${info?.title ?? formId}</span>${where ? html`<div class="muted">${where}</div>` : ""}</div>`;
};

export interface Paging {
  page: number;
  pageSize: number;
  total: number;
  /** The list's URL with everything but the page. */
  query: URLSearchParams;
  path: string;
}

export function pager(p: Paging): Html {
  const first = p.total === 0 ? 0 : (p.page - 1) * p.pageSize + 1;
  const last = Math.min(p.total, p.page * p.pageSize);
  const pages = Math.max(1, Math.ceil(p.total / p.pageSize));
  const href = (page: number) => {
    const q = new URLSearchParams(p.query);
    if (page > 1) q.set("page", String(page));
    const s = q.toString();
    return `${p.path}${s ? `?${s}` : ""}`;
  };
  return html`<div class="pager">
    <span class="muted">${first}–${last} de ${p.total}</span>
    <nav aria-label="Páginas">
      ${p.page > 1 ? html`<a class="btn" href="${href(p.page - 1)}" rel="prev">← Más recientes</a>` : ""}
      ${p.page < pages ? html`<a class="btn" href="${href(p.page + 1)}" rel="next">Anteriores →</a>` : ""}
    </nav>
  </div>`;
}

export interface ListFilterView {
  form?: string;
  from?: string;
  to?: string;
  q?: string;
}

function filters(path: string, filter: ListFilterView, forms: ReadonlyMap<string, FormInfo> | undefined, exportHref: string): Html {
  return html`<form method="get" action="${path}" class="card filters" role="search" aria-label="Filtrar">
    <label class="grow">Buscar <input type="search" name="q" value="${filter.q ?? ""}" placeholder="Nombre, email, teléfono o texto" /></label>
    ${forms
      ? html`<label
          >Formulario
          <select name="form">
            <option value="">Todos</option>
            ${[...forms].map(([id, info]) => html`<option value="${id}" ${id === filter.form ? "selected" : ""}>${info.title}</option>`)}
          </select></label
        >`
      : ""}
    <label>Desde <input type="date" name="from" value="${filter.from ?? ""}" /></label>
    <label>Hasta <input type="date" name="to" value="${filter.to ?? ""}" /></label>
    <button type="submit" class="primary">Filtrar</button>
    <a class="btn" href="${exportHref}">Exportar CSV</a>
  </form>`;
}

export interface SubmissionsView {
  submissions: Submission[];
  forms: ReadonlyMap<string, FormInfo>;
  filter: ListFilterView;
  paging: Paging;
  counts: Counts;
  exportHref: string;
  notice?: string;
}

export function listPage(view: SubmissionsView): Html {
  return layout(
    "Admin · formularios",
    html`<h1>Formularios</h1>
      ${view.notice ? html`<p class="notice" role="status">${view.notice}</p>` : ""}
      ${filters("/admin", view.filter, view.forms, view.exportHref)}
      <div class="card">
        ${view.submissions.length === 0
          ? html`<p class="empty">Nada por aquí con estos filtros.</p>`
          : html`<table>
              <thead>
                <tr><th>Recibido</th><th>Formulario y página</th><th>Persona</th><th>Contenido</th><th><span class="muted">Abrir</span></th></tr>
              </thead>
              <tbody>
                ${view.submissions.map((s) => {
                  const fields = labelledFields(s.data, view.forms.get(s.formId)?.declaration).filter(([label]) => !/^(nombre|email|nombre completo)$/i.test(label));
                  return html`<tr data-row="submission">
                    <td class="when">${spanishDate(s.createdAt)}</td>
                    <td>${originOf(s.formId, s.page, view.forms)}${abTest(s)}</td>
                    <td>${personOf(s.data, s.email)}</td>
                    <td class="summary">${clip(fields.filter(([, value]) => value !== "Sí").map(([label, value]) => `${label}: ${value}`).join(" · "), 160)}</td>
                    <td class="open"><a href="/admin/submissions/${String(s.id)}">Ver<span class="muted"> envío ${String(s.id)}</span></a></td>
                  </tr>`;
                })}
              </tbody>
            </table>`}
        ${pager(view.paging)}
      </div>`,
    { tab: "submissions", counts: view.counts },
  );
}

export interface BookingsView {
  bookings: Booking[];
  filter: ListFilterView;
  paging: Paging;
  counts: Counts;
  exportHref: string;
}

const sourceLabel = (b: Booking) => (b.source === "inline" ? "Formulario de demo" : "Ventana de reserva");

export function bookingsPage(view: BookingsView): Html {
  return layout(
    "Admin · demos",
    html`<h1>Demos reservadas</h1>
      ${filters("/admin/bookings", view.filter, undefined, view.exportHref)}
      <div class="card">
        ${view.bookings.length === 0
          ? html`<p class="empty">Nada por aquí con estos filtros.</p>`
          : html`<table>
              <thead>
                <tr><th>Demo</th><th>Persona</th><th>Restaurante</th><th>Origen</th><th><span class="muted">Abrir</span></th></tr>
              </thead>
              <tbody>
                ${view.bookings.map(
                  (b) => html`<tr data-row="booking">
                    <td class="when">${spanishSlot(b.slotStart)}<div class="muted">reservada el ${spanishDate(b.createdAt)}</div></td>
                    <td><div class="who"><strong>${b.name}</strong><span class="muted">${b.email} · ${b.phone}</span></div></td>
                    <td>${b.restaurant || html`<span class="muted">—</span>`}</td>
                    <td><span class="pill">${sourceLabel(b)}</span>${b.page ? html`<div class="muted">${b.page}</div>` : ""}${abTest(b)}</td>
                    <td class="open"><a href="/admin/bookings/${String(b.id)}">Ver<span class="muted"> demo ${String(b.id)}</span></a></td>
                  </tr>`,
                )}
              </tbody>
            </table>`}
        ${pager(view.paging)}
      </div>`,
    { tab: "bookings", counts: view.counts },
  );
}

// Erasing cannot be undone: a second, deliberate click (no script needed).
const eraseRow = (kind: "submission" | "booking", id: number) =>
  html`<details class="confirm"><summary class="btn">Borrar este registro</summary><form method="post" action="/admin/erase" class="card"><p>Se borrará para siempre; queda constancia del borrado, no de los datos.</p><input type="hidden" name="kind" value="${kind}" /><input type="hidden" name="id" value="${String(id)}" /><button type="submit" class="danger">Sí, borrar</button></form></details>`;

export function submissionPage(s: Submission, forms: ReadonlyMap<string, FormInfo>, counts: Counts): Html {
  const info = forms.get(s.formId);
  const fields = labelledFields(s.data, info?.declaration);
  return layout(
    `Admin · envío ${s.id}`,
    html`<p><a href="${s.spam ? "/admin/spam" : "/admin"}">← Volver</a></p>
      <div class="detail-head">
        <div>
          <h1>${info?.title ?? s.formId}${s.spam ? html` <span class="pill">Spam</span>` : ""}</h1>
          <p class="muted">Recibido el ${spanishDate(s.createdAt)}${s.page ? ` · desde ${s.page}` : info?.pages.length ? ` · ${info.pages.join(", ")}` : ""} · envío ${String(s.id)}${s.experiment ? ` · prueba A/B ${s.experiment}` : ""}</p>
        </div>
        <div class="actions">
          ${s.filePath ? html`<a class="btn" href="/admin/submissions/${String(s.id)}/file">Descargar ${s.fileName ?? "archivo"}</a>` : ""}
          ${eraseRow("submission", s.id)}
        </div>
      </div>
      <div class="card">
        <dl class="fields">
          ${fields.length ? fields.map(([label, value]) => html`<div><dt>${label}</dt><dd>${value}</dd></div>`) : html`<div><dt>Contenido</dt><dd class="muted">Sin campos rellenos.</dd></div>`}
        </dl>
      </div>`,
    { tab: s.spam ? "spam" : "submissions", counts },
  );
}

export function bookingPage(b: Booking, counts: Counts): Html {
  const rows: Array<[string, string]> = [
    ["Demo", spanishSlot(b.slotStart)],
    ["Nombre", b.name],
    ["Email", b.email],
    ["Teléfono", b.phone],
    ["Restaurante", b.restaurant],
    ["Política de privacidad", b.acceptedPrivacy ? "Aceptada" : ""],
    ["Comunicaciones comerciales", b.acceptedMarketing ? "Acepta recibirlas" : ""],
  ];
  return layout(
    `Admin · demo ${b.id}`,
    html`<p><a href="/admin/bookings">← Volver</a></p>
      <div class="detail-head">
        <div>
          <h1>Demo con ${b.name}</h1>
          <p class="muted">Reservada el ${spanishDate(b.createdAt)} · ${sourceLabel(b)}${b.page ? ` · desde ${b.page}` : ""}${b.experiment ? ` · prueba A/B ${b.experiment}` : ""}</p>
        </div>
        <div class="actions">${eraseRow("booking", b.id)}</div>
      </div>
      <div class="card">
        <dl class="fields">${rows.filter(([, v]) => v).map(([label, value]) => html`<div><dt>${label}</dt><dd>${value}</dd></div>`)}</dl>
      </div>`,
    { tab: "bookings", counts },
  );
}

export function spamPage(items: SpamItem[], counts: Counts, forms: ReadonlyMap<string, FormInfo>, notice?: string): Html {
  return layout(
    "Admin · spam",
    html`<h1>Spam</h1>
      <p class="muted">Lo que ha caído en el campo trampa. Se guarda 30 días; si algo es de una persona, recupéralo y pasará a los contactos.</p>
      ${notice ? html`<p class="notice" role="status">${notice}</p>` : ""}
      <div class="card">
        ${items.length === 0
          ? html`<p class="empty">No hay spam.</p>`
          : html`<table>
              <thead><tr><th>Recibido</th><th>Tipo</th><th>Contenido</th><th><span class="muted">Acciones</span></th></tr></thead>
              <tbody>
                ${items.map((item) => {
                  const p = item.payload;
                  const text = "data" in p ? labelledFields(p.data, forms.get(p.formId)?.declaration).map(([l, v]) => `${l}: ${v}`).join(" · ") : `${p.name} · ${p.email} · ${spanishSlot(p.slotStart)}`;
                  return html`<tr data-row="spam">
                    <td class="when">${spanishDate(item.createdAt)}</td>
                    <td><span class="pill">${item.kind === "submission" ? forms.get("formId" in p ? p.formId : "")?.title ?? "Formulario" : "Demo"}</span></td>
                    <td class="summary">${clip(text, 200)}</td>
                    <td class="open"><form method="post" action="/admin/spam/${item.kind}/${String(item.id)}/restore" class="inline"><button type="submit">Recuperar</button></form></td>
                  </tr>`;
                })}
              </tbody>
            </table>`}
      </div>`,
    { tab: "spam", counts },
  );
}

export function privacyPage(erasures: Erasure[], counts: Counts, notice?: string): Html {
  const how = { email: "por email", phone: "por teléfono", row: "un registro" } as const;
  return layout(
    "Admin · privacidad",
    html`<h1>Privacidad</h1>
      ${notice ? html`<p class="notice" role="status">${notice}</p>` : ""}
      <p class="muted">Borra todo lo que una persona envió: formularios, demos y spam. Queda constancia de cuándo y cuántos registros, nunca de los datos.</p>
      <div class="grid2">
        <form method="post" action="/admin/erase" class="card">
          <label>Email <input type="email" name="email" required /></label>
          <button type="submit" class="danger">Borrar todo</button>
        </form>
        <form method="post" action="/admin/erase" class="card">
          <label>Teléfono <input type="tel" name="phone" required /></label>
          <button type="submit" class="danger">Borrar todo</button>
        </form>
      </div>
      <h2>Borrados</h2>
      <div class="card">
        ${erasures.length === 0
          ? html`<p class="empty">Todavía no se ha borrado nada.</p>`
          : html`<table>
              <thead><tr><th>Cuándo</th><th>Quién</th><th>Cómo</th><th>Registros</th></tr></thead>
              <tbody>
                ${erasures.map((e) => html`<tr data-row="erasure"><td class="when">${spanishDate(e.at)}</td><td>${e.by}</td><td>${how[e.method]}</td><td>${String(e.rows)}</td></tr>`)}
              </tbody>
            </table>`}
      </div>`,
    { tab: "privacy", counts },
  );
}
