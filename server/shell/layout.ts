// The one page shell of /admin: the document, the stylesheet, the bar with
// the tabs the signed-in person's role may open, and the session's CSRF
// token for every form that posts (csrfField). Every admin page is
// layout(title, body, { tab, counts }).
import { html, raw } from "hono/html";
import { tryGetContext } from "hono/context-storage";
import type { HtmlEscapedString } from "hono/utils/html";
import { palettes } from "../../src/theme/tokens.ts";
import { hasRole, ROLE_LABELS, type Role, type User } from "../roles.ts";
import { count } from "./format.ts";
import { STYLE } from "./style.ts";

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export type Tab = "editor" | "submissions" | "bookings" | "spam" | "privacy" | "experiments" | "users" | "audit";
export interface Counts {
  submissions: number;
  bookings: number;
  spam: number;
}

/**
 * The admin bar's sections, each with the least role that may use it (the
 * server's own rule, server/admin/routes.ts ADMIN_ROUTES, is what refuses; a
 * test keeps the two equal). A tab the person cannot use is not shown.
 */
export const TABS: ReadonlyArray<{ id: Tab; href: string; label: string; role: Role; count?: keyof Counts }> = [
  { id: "editor", href: "/admin/edit", label: "Editor", role: "translator" },
  { id: "submissions", href: "/admin", label: "Formularios", role: "owner", count: "submissions" },
  { id: "bookings", href: "/admin/bookings", label: "Demos", role: "owner", count: "bookings" },
  { id: "spam", href: "/admin/spam", label: "Spam", role: "owner", count: "spam" },
  { id: "privacy", href: "/admin/privacy", label: "Privacidad", role: "owner" },
  { id: "experiments", href: "/admin/experiments", label: "Pruebas A/B", role: "publisher" },
  { id: "users", href: "/admin/users", label: "Usuarios", role: "owner" },
  { id: "audit", href: "/admin/audit", label: "Registro", role: "owner" },
];

/** The sections a role may open, in the bar's order: the admin pages' bar and the editor's (GET /admin/api/me) both show these. */
export const tabsFor = (role: Role) => TABS.filter((t) => hasRole(role, t.role));

/** The person signed in for the request being answered (server/app.ts keeps the context for /admin), if any. */
const signedInUser = (): User | undefined => tryGetContext()?.get("user") as User | undefined;

/**
 * The hidden field every admin form that posts carries: the session's CSRF
 * token (server/auth/session.ts checks it). Empty without a session (a
 * Bearer script needs none; the sign-in form has no session yet).
 */
export const csrfField = (): Html | "" => {
  const token = tryGetContext()?.get("auth")?.csrfToken;
  return token ? html`<input type="hidden" name="_csrf" value="${token}" />` : "";
};

/**
 * The bar above every admin page: the sections the person may open, who is
 * signed in and "Cerrar sesión". Rendered for a request without a person
 * (a view rendered outside a request) it shows every section and no name.
 */
export function adminBar(nav: { tab?: Tab; counts?: Counts }, user = signedInUser()): Html {
  const tabs = user ? tabsFor(user.role) : TABS;
  const tab = (t: (typeof TABS)[number]) => {
    const n = t.count && nav.counts ? nav.counts[t.count] : undefined;
    return html`<a href="${t.href}" ${nav.tab === t.id ? html`aria-current="page"` : ""}>${t.label}${n === undefined ? "" : html`<span class="n">${count(n)}</span>`}</a>`;
  };
  return html`<header class="top">
    <div class="top-in">
      <a class="brand" href="${user && !hasRole(user.role, "owner") ? "/admin/edit" : "/admin"}">Mesalia <span>·</span> admin</a>
      <nav class="tabs" aria-label="Secciones">${tabs.map(tab)}</nav>
      <div class="me">
        ${
          user
            ? html`<span class="me-who" title="${user.email}"><strong>${user.name || user.email}</strong><span class="muted">${user.email}</span></span><span class="pill" aria-label="Rol: ${ROLE_LABELS[user.role]}">${ROLE_LABELS[user.role]}</span>`
            : ""
        }
        <form method="post" action="/admin/logout" class="inline">${csrfField()}<button type="submit" class="quiet">Cerrar sesión</button></form>
      </div>
    </div>
  </header>`;
}

/** What this instance must tell every signed-in person now (its content remote out of reach), set by server/main.ts. */
let instanceNotice: () => string | undefined = () => undefined;
export const setInstanceNotice = (notice: () => string | undefined) => {
  instanceNotice = notice;
};

export function layout(title: string, body: Html, nav?: { tab?: Tab; counts?: Counts }): Html {
  const notice = nav ? instanceNotice() : undefined;
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
    ${notice ? html`<p class="error instance-notice" role="status">${notice}</p>` : ""}
    <main class="main">${body}</main>
  </body>
</html>`;
}
