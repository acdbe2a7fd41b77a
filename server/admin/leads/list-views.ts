// The owner's lists: forms sent and demos booked, filtered and paged.
// Everything a visitor typed goes through hono/html's escaping.
import { html } from "hono/html";
import type { Booking, Submission } from "../../store/types.ts";
import { clip, spanishDate, spanishSlot } from "../../shell/format.ts";
import { layout, type Counts, type Html } from "../../shell/layout.ts";
import { pager, type Paging } from "../../shell/pager.ts";
import { labelledFields, type FormInfo } from "./fields.ts";
import { abTest, originOf, personOf } from "./parts.ts";

export interface ListFilterView {
  form?: string;
  from?: string;
  to?: string;
  q?: string;
}

function filters(
  path: string,
  filter: ListFilterView,
  forms: ReadonlyMap<string, FormInfo> | undefined,
  exportHref: string,
): Html {
  return html`<form method="get" action="${path}" class="card filters" role="search" aria-label="Filtrar">
    <label class="grow">Buscar <input type="search" name="q" value="${filter.q ?? ""}" placeholder="Nombre, email, teléfono o texto" /></label>
    ${
      forms
        ? html`<label
          >Formulario
          <select name="form">
            <option value="">Todos</option>
            ${[...forms].map(([id, info]) => html`<option value="${id}" ${id === filter.form ? "selected" : ""}>${info.title}</option>`)}
          </select></label
        >`
        : ""
    }
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
        ${
          view.submissions.length === 0
            ? html`<p class="empty">Nada por aquí con estos filtros.</p>`
            : html`<table>
              <thead>
                <tr><th>Recibido</th><th>Formulario y página</th><th>Persona</th><th>Contenido</th><th><span class="muted">Abrir</span></th></tr>
              </thead>
              <tbody>
                ${view.submissions.map((s) => {
                  const fields = labelledFields(s.data, view.forms.get(s.formId)?.declaration).filter(
                    ([label]) => !/^(nombre|email|nombre completo)$/i.test(label),
                  );
                  return html`<tr data-row="submission">
                    <td class="when">${spanishDate(s.createdAt)}</td>
                    <td>${originOf(s.formId, s.page, view.forms)}${abTest(s)}</td>
                    <td>${personOf(s.data, s.email)}</td>
                    <td class="summary">${clip(
                      fields
                        .filter(([, value]) => value !== "Sí")
                        .map(([label, value]) => `${label}: ${value}`)
                        .join(" · "),
                      160,
                    )}</td>
                    <td class="open"><a href="/admin/submissions/${String(s.id)}">Ver<span class="muted"> envío ${String(s.id)}</span></a></td>
                  </tr>`;
                })}
              </tbody>
            </table>`
        }
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
  /** The business's zone: a demo's start is its time. */
  timeZone?: string;
}

export const sourceLabel = (b: Booking) => (b.source === "inline" ? "Formulario de demo" : "Ventana de reserva");

export function bookingsPage(view: BookingsView): Html {
  return layout(
    "Admin · demos",
    html`<h1>Demos reservadas</h1>
      ${filters("/admin/bookings", view.filter, undefined, view.exportHref)}
      <div class="card">
        ${
          view.bookings.length === 0
            ? html`<p class="empty">Nada por aquí con estos filtros.</p>`
            : html`<table>
              <thead>
                <tr><th>Demo</th><th>Persona</th><th>Restaurante</th><th>Origen</th><th><span class="muted">Abrir</span></th></tr>
              </thead>
              <tbody>
                ${view.bookings.map(
                  (b) => html`<tr data-row="booking">
                    <td class="when">${spanishSlot(b.slotStart, view.timeZone)}<div class="muted">reservada el ${spanishDate(b.createdAt)}</div></td>
                    <td><div class="who"><strong>${b.name}</strong><span class="muted">${b.email} · ${b.phone}</span></div></td>
                    <td>${b.restaurant || html`<span class="muted">—</span>`}</td>
                    <td><span class="pill">${sourceLabel(b)}</span>${b.page ? html`<div class="muted">${b.page}</div>` : ""}${abTest(b)}</td>
                    <td class="open"><a href="/admin/bookings/${String(b.id)}">Ver<span class="muted"> demo ${String(b.id)}</span></a></td>
                  </tr>`,
                )}
              </tbody>
            </table>`
        }
        ${pager(view.paging)}
      </div>`,
    { tab: "bookings", counts: view.counts },
  );
}
