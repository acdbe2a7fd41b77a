// The pages of accounts: sign-in, the invitation (set a password), "no
// access", the owner's users and audit log. Same layout and tokens as the
// rest of /admin; everything typed by someone goes through hono/html's escaping.
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { spanishDate } from "../shell/format.ts";
import { csrfField, layout, type Counts } from "../shell/layout.ts";
import { pager, type Paging } from "../shell/pager.ts";
import { MIN_PASSWORD } from "./password.ts";
import { ROLE_LABELS, ROLES, homeOf, type Role, type User } from "../roles.ts";
import type { AuditEntry, StoredUser } from "./store.ts";
import { auditSentence } from "./audit-sentences.ts";

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** What these pages add to the admin stylesheet. */
const STYLE = html`<style>
  .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
  .login details.token{margin-top:20px;border-top:1px solid var(--c-border);padding-top:16px}
  .login details.token summary{cursor:pointer;color:var(--c-text-soft);font-size:14px}
  .login details.token form{margin-top:12px}
  .invite-link{padding:16px;margin-bottom:16px;border-color:var(--c-accent)}
  .invite-link p{margin:0 0 8px}
  .invite-link input{font-family:ui-monospace,monospace;font-size:13px}
  td .actions select{width:auto}
  .actions.end{justify-content:flex-end}
  .pill.pending{background:var(--c-bg-soft);color:var(--c-text-soft);font-weight:500}
  .pill.accepted{background:color-mix(in srgb,#2f9e5a 16%,transparent);color:inherit;font-weight:500;margin-right:6px}
  @media (max-width:720px){.actions.end{justify-content:flex-start;margin-top:8px}}
  .who .muted{display:block;overflow-wrap:anywhere}
  td.what{font-weight:600}
  td.actor{overflow-wrap:anywhere}
</style>`;

const alert = (error?: string) => (error ? html`<p class="error" role="alert">${error}</p>` : "");
const notice = (text?: string) => (text ? html`<p class="notice" role="status">${text}</p>` : "");

export function loginPage(view: { error?: string; email?: string; next?: string; tokenSignIn: boolean }): Html {
  return layout(
    "Admin · acceso",
    html`${STYLE}<div class="card login">
      <h1>Acceso al panel</h1>
      ${alert(view.error)}
      <form method="post" action="/admin/login">${csrfField()}
        ${view.next ? html`<input type="hidden" name="next" value="${view.next}" />` : ""}
        <label>Email <input type="email" name="email" autocomplete="username" value="${view.email ?? ""}" required autofocus /></label>
        <label>Contraseña <input type="password" name="password" autocomplete="current-password" required /></label>
        <button type="submit" class="primary">Entrar</button>
      </form>
      ${
        view.tokenSignIn
          ? html`<details class="token">
            <summary>Entrar con el token de administración</summary>
            <form method="post" action="/admin/login">${csrfField()}
              ${view.next ? html`<input type="hidden" name="next" value="${view.next}" />` : ""}
              <label>Token de administración <input type="password" name="token" autocomplete="off" required /></label>
              <button type="submit">Entrar con el token</button>
            </form>
          </details>`
          : ""
      }
    </div>`,
  );
}

export function invitePage(view: { user: StoredUser; error?: string }): Html {
  return layout(
    "Admin · crear contraseña",
    html`${STYLE}<div class="card login">
      <h1>Crea tu contraseña</h1>
      <p class="muted">Entrarás como <strong>${view.user.email}</strong> (${ROLE_LABELS[view.user.role]}). El enlace sirve una sola vez.</p>
      ${alert(view.error)}
      <form method="post">${csrfField()}
        <label>Tu nombre <input name="name" autocomplete="name" maxlength="80" value="${view.user.name}" required /></label>
        <label>Contraseña <input type="password" name="password" autocomplete="new-password" minlength="${MIN_PASSWORD}" required aria-describedby="pw-help" /></label>
        <span id="pw-help" class="muted">Al menos ${MIN_PASSWORD} caracteres. Una frase larga es fácil de recordar y difícil de adivinar.</span>
        <label>Repite la contraseña <input type="password" name="repeat" autocomplete="new-password" required /></label>
        <button type="submit" class="primary">Guardar y entrar</button>
      </form>
    </div>`,
  );
}

export function messagePage(title: string, text: string, link?: { href: string; label: string }): Html {
  return layout(
    `Admin · ${title}`,
    html`<div class="card login">
      <h1>${title}</h1>
      <p>${text}</p>
      ${link ? html`<a class="btn" href="${link.href}">${link.label}</a>` : ""}
    </div>`,
  );
}

export function forbiddenPage(user: User, error: string): Html {
  return layout(
    "Admin · sin acceso",
    html`<div class="card login">
      <h1>Sin acceso</h1>
      <p class="error" role="alert">${error}</p>
      <div class="actions">
        <a class="btn" href="${homeOf(user.role)}">${user.role === "owner" ? "Ir al panel" : "Ir al editor"}</a>
      </div>
    </div>`,
    {},
  );
}

const roleSelect = (name: string, selected: Role, label: string) =>
  html`<select name="${name}" aria-label="${label}">${ROLES.map((r) => html`<option value="${r}" ${r === selected ? "selected" : ""}>${ROLE_LABELS[r]}</option>`)}</select>`;

export interface UsersView {
  users: StoredUser[];
  me: User;
  counts: Counts;
  notice?: string;
  error?: string;
  /** A one-time sign-in link just made, shown once. */
  link?: { email: string; url: string };
}

export function usersPage(view: UsersView): Html {
  return layout(
    "Admin · usuarios",
    html`${STYLE}<h1>Usuarios</h1>
      ${notice(view.notice)} ${alert(view.error)}
      ${
        view.link
          ? html`<div class="card invite-link" role="status">
            <p><strong>Enlace de acceso para ${view.link.email}</strong> (vale 24 horas y una sola vez; se muestra aquí solo unos minutos):</p>
            <div class="actions">
              <input id="invite-url" class="grow" readonly value="${view.link.url}" aria-label="Enlace de acceso" />
              <button type="button" data-copy="invite-url" data-copied="Copiado: pégalo en un mensaje a ${view.link.email}">Copiar enlace</button>
            </div>
            <p class="muted" data-copy-status role="status"></p>
          </div>
          <script src="/admin/users/copy.js" defer></script>`
          : ""
      }
      <form method="post" action="/admin/users" class="card filters">${csrfField()}
        <label class="grow">Email <input type="email" name="email" required /></label>
        <label class="grow">Nombre <input name="name" maxlength="80" /></label>
        <label>Rol ${roleSelect("role", "editor", "Rol")}</label>
        <button type="submit" class="primary">Invitar</button>
      </form>
      <p class="muted">Traductor: escribe las traducciones (inglés, francés, italiano) junto al español, y nada más. Editor: edita y guarda borradores y pide revisión. Publicador: además publica, restaura, programa y cierra pruebas A/B. Propietario: además gestiona usuarios y ve los contactos.</p>
      <div class="card">
        ${
          view.users.length === 0
            ? html`<p class="empty">Todavía no hay usuarios. Invita al primero con el formulario de arriba.</p>`
            : html`<table>
              <thead><tr><th>Persona</th><th>Rol</th><th>Estado</th><th><span class="visually-hidden">Acciones</span></th></tr></thead>
              <tbody>
                ${view.users.map(
                  (u) => html`<tr data-row="user">
                    <td class="who"><strong>${u.name || u.email}</strong>${u.name ? html`<span class="muted">${u.email}</span>` : ""}</td>
                    <td>
                      ${
                        u.id === view.me.id
                          ? html`<span class="pill">${ROLE_LABELS[u.role]}</span>`
                          : html`<form method="post" action="/admin/users/${String(u.id)}/role" class="actions">${csrfField()}
                            ${roleSelect("role", u.role, `Rol de ${u.email}`)}<button type="submit">Cambiar</button>
                          </form>`
                      }
                    </td>
                    <td class="muted">${u.hasPassword ? html`<span class="pill accepted">Invitación aceptada</span> Activo desde ${spanishDate(u.createdAt)}` : html`<span class="pill pending">Invitación pendiente</span>`}</td>
                    <td><div class="actions end">
                      ${
                        u.id === view.me.id
                          ? html`<span class="muted">Tú</span>`
                          : html`<form method="post" action="/admin/users/${String(u.id)}/link" class="inline">${csrfField()}<button type="submit" class="quiet">Nuevo enlace</button></form>
                            <details class="confirm">
                              <summary class="btn">Quitar</summary>
                              <form method="post" action="/admin/users/${String(u.id)}/remove" class="card">${csrfField()}
                                <p>${u.email} dejará de tener acceso y se cerrarán sus sesiones.</p>
                                <button type="submit" class="danger">Quitar acceso</button>
                              </form>
                            </details>`
                      }
                    </div></td>
                  </tr>`,
                )}
              </tbody>
            </table>`
        }
      </div>`,
    { tab: "users", counts: view.counts },
  );
}

export function auditPage(view: {
  entries: AuditEntry[];
  /** Each account's name by its email: the log says who by name. */
  names: ReadonlyMap<string, string>;
  paging: Paging;
  counts: Counts;
}): Html {
  return layout(
    "Admin · registro",
    html`${STYLE}<h1>Registro de actividad</h1>
      <p class="muted">Quién hizo qué y cuándo: accesos, cambios de usuarios, borrados y publicaciones. Nunca guarda los datos de un contacto.</p>
      <div class="card">
        ${
          view.entries.length === 0
            ? html`<p class="empty">Todavía no hay actividad.</p>`
            : html`<table>
              <thead><tr><th>Cuándo</th><th>Qué pasó</th></tr></thead>
              <tbody>
                ${view.entries.map(
                  (e) => html`<tr data-row="audit" data-action="${e.action}">
                    <td class="when">${spanishDate(e.at)}</td>
                    <td class="what">
                      ${auditSentence(e, view.names)}
                      ${
                        // Names are not unique: the account's email under a sentence that names the person.
                        view.names.get(e.actor) ? html`<div class="muted">${e.actor}</div>` : ""
                      }
                    </td>
                  </tr>`,
                )}
              </tbody>
            </table>`
        }
        ${pager(view.paging)}
      </div>`,
    { tab: "audit", counts: view.counts },
  );
}
