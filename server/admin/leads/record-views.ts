// One lead in full (a form sent, a demo booked), the spam the honeypot
// caught, and erasure. Everything a visitor typed goes through hono/html's escaping.
import { html } from "hono/html";
import type { Booking, Erasure, SpamItem, Submission } from "../../store/types.ts";
import { clip, spanishDate, spanishSlot } from "../../shell/format.ts";
import { csrfField, layout, type Counts, type Html } from "../../shell/layout.ts";
import { labelledFields, type FormInfo } from "./fields.ts";
import { sourceLabel } from "./list-views.ts";

// Erasing cannot be undone: a second, deliberate click (no script needed).
const eraseRow = (kind: "submission" | "booking", id: number) =>
  html`<details class="confirm"><summary class="btn">Borrar este registro</summary><form method="post" action="/admin/erase" class="card">${csrfField()}<p>Se borrará para siempre; queda constancia del borrado, no de los datos.</p><input type="hidden" name="kind" value="${kind}" /><input type="hidden" name="id" value="${String(id)}" /><button type="submit" class="danger">Sí, borrar</button></form></details>`;

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

export function bookingPage(b: Booking, counts: Counts, timeZone?: string): Html {
  const rows: Array<[string, string]> = [
    ["Demo", spanishSlot(b.slotStart, timeZone)],
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

export function spamPage(
  items: SpamItem[],
  counts: Counts,
  forms: ReadonlyMap<string, FormInfo>,
  notice?: string,
  timeZone?: string,
): Html {
  return layout(
    "Admin · spam",
    html`<h1>Spam</h1>
      <p class="muted">Lo que ha caído en el campo trampa. Se guarda 30 días; si algo es de una persona, recupéralo y pasará a los contactos.</p>
      ${notice ? html`<p class="notice" role="status">${notice}</p>` : ""}
      <div class="card">
        ${
          items.length === 0
            ? html`<p class="empty">No hay spam.</p>`
            : html`<table>
              <thead><tr><th>Recibido</th><th>Tipo</th><th>Contenido</th><th><span class="muted">Acciones</span></th></tr></thead>
              <tbody>
                ${items.map((item) => {
                  const p = item.payload;
                  const text =
                    "data" in p
                      ? labelledFields(p.data, forms.get(p.formId)?.declaration)
                          .map(([l, v]) => `${l}: ${v}`)
                          .join(" · ")
                      : `${p.name} · ${p.email} · ${spanishSlot(p.slotStart, timeZone)}`;
                  return html`<tr data-row="spam">
                    <td class="when">${spanishDate(item.createdAt)}</td>
                    <td><span class="pill">${item.kind === "submission" ? (forms.get("formId" in p ? p.formId : "")?.title ?? "Formulario") : "Demo"}</span></td>
                    <td class="summary">${clip(text, 200)}</td>
                    <td class="open"><form method="post" action="/admin/spam/${item.kind}/${String(item.id)}/restore" class="inline">${csrfField()}<button type="submit">Recuperar</button></form></td>
                  </tr>`;
                })}
              </tbody>
            </table>`
        }
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
        <form method="post" action="/admin/erase" class="card">${csrfField()}
          <label>Email <input type="email" name="email" required /></label>
          <button type="submit" class="danger">Borrar todo</button>
        </form>
        <form method="post" action="/admin/erase" class="card">${csrfField()}
          <label>Teléfono <input type="tel" name="phone" required /></label>
          <button type="submit" class="danger">Borrar todo</button>
        </form>
      </div>
      <h2>Borrados</h2>
      <div class="card">
        ${
          erasures.length === 0
            ? html`<p class="empty">Todavía no se ha borrado nada.</p>`
            : html`<table>
              <thead><tr><th>Cuándo</th><th>Quién</th><th>Cómo</th><th>Registros</th></tr></thead>
              <tbody>
                ${erasures.map((e) => html`<tr data-row="erasure"><td class="when">${spanishDate(e.at)}</td><td>${e.by}</td><td>${how[e.method]}</td><td>${String(e.rows)}</td></tr>`)}
              </tbody>
            </table>`
        }
      </div>`,
    { tab: "privacy", counts },
  );
}
