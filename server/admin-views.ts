// The admin pages' HTML. Everything a visitor typed goes through hono/html's
// escaping: it shows as text, never as markup.
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { Booking, Submission } from "./store/types.ts";

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:24px;color:#1a1a2e}
table{border-collapse:collapse;width:100%;margin:12px 0 28px}th,td{border-bottom:1px solid #ddd;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f4f2fb}form.inline{display:inline}label{margin-right:12px}input,select,button{font:inherit;padding:4px 8px}
.notice{background:#eef8ee;padding:8px 12px}.error{background:#fdeeee;padding:8px 12px}pre{white-space:pre-wrap;word-break:break-word}`;

export function layout(title: string, body: Html): Html {
  return html`<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="robots" content="noindex, nofollow" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>${body}</main>
  </body>
</html>`;
}

export function loginPage(error?: string): Html {
  return layout(
    "Admin · acceso",
    html`<h1>Acceso al panel</h1>
      ${error ? html`<p class="error" role="alert">${error}</p>` : ""}
      <form method="post" action="/admin/login">
        <label>Token de administración <input type="password" name="token" autocomplete="current-password" required autofocus /></label>
        <button type="submit">Entrar</button>
      </form>`,
  );
}

export interface ListView {
  submissions: Submission[];
  bookings: Booking[];
  forms: string[];
  filter: { form?: string; from?: string; to?: string };
  notice?: string;
}

const summary = (data: Submission["data"]) =>
  Object.entries(data)
    .filter(([key]) => key !== "email")
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(" · ");

const exportHref = (filter: ListView["filter"]) => {
  const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  return `/admin/export.csv${query ? `?${query}` : ""}`;
};

export function listPage(view: ListView): Html {
  const { filter } = view;
  return layout(
    "Admin · contactos y demos",
    html`<h1>Contactos y demos</h1>
      ${view.notice ? html`<p class="notice" role="status">${view.notice}</p>` : ""}
      <form method="get" action="/admin" aria-label="Filtrar">
        <label
          >Formulario
          <select name="form">
            <option value="">Todos</option>
            ${view.forms.map((f) => html`<option value="${f}" ${f === filter.form ? "selected" : ""}>${f}</option>`)}
          </select></label
        >
        <label>Desde <input type="date" name="from" value="${filter.from ?? ""}" /></label>
        <label>Hasta <input type="date" name="to" value="${filter.to ?? ""}" /></label>
        <button type="submit">Filtrar</button>
        <a href="${exportHref(filter)}">Exportar CSV</a>
      </form>
      <h2>Envíos de formularios (${view.submissions.length})</h2>
      <table>
        <thead>
          <tr><th>Fecha</th><th>Formulario</th><th>Email</th><th>Contenido</th><th>Prueba A/B</th><th></th></tr>
        </thead>
        <tbody>
          ${view.submissions.map(
            (s) => html`<tr data-row="submission">
              <td>${s.createdAt}</td><td>${s.formId}</td><td>${s.email}</td><td>${summary(s.data).slice(0, 160)}</td><td>${s.experiment ?? ""}</td>
              <td><a href="/admin/submissions/${String(s.id)}">Abrir</a></td>
            </tr>`,
          )}
        </tbody>
      </table>
      <h2>Demos reservadas (${view.bookings.length})</h2>
      <table>
        <thead>
          <tr><th>Reservada el</th><th>Demo</th><th>Nombre</th><th>Email</th><th>Teléfono</th><th>Restaurante</th><th>Origen</th><th>Prueba A/B</th></tr>
        </thead>
        <tbody>
          ${view.bookings.map(
            (b) => html`<tr data-row="booking">
              <td>${b.createdAt}</td><td>${b.slotStart}</td><td>${b.name}</td><td>${b.email}</td><td>${b.phone}</td><td>${b.restaurant}</td><td>${b.source}</td><td>${b.experiment ?? ""}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      <h2>Borrar los datos de una persona</h2>
      <form method="post" action="/admin/erase">
        <label>Email <input type="email" name="email" required /></label>
        <button type="submit">Borrar todo lo de este email</button>
      </form>`,
  );
}

export function submissionPage(s: Submission): Html {
  return layout(
    `Admin · envío ${s.id}`,
    html`<p><a href="/admin">← Volver</a></p>
      <h1>Envío ${String(s.id)} · ${s.formId}</h1>
      <p>${s.createdAt} · ${s.email}</p>
      <table>
        <tbody>
          ${Object.entries(s.data).map(([key, value]) => html`<tr><th scope="row">${key}</th><td><pre>${String(value)}</pre></td></tr>`)}
        </tbody>
      </table>
      ${s.filePath ? html`<p><a href="/admin/submissions/${String(s.id)}/file">Descargar ${s.fileName ?? "archivo"}</a></p>` : ""}`,
  );
}
