// "← Más recientes" / "Anteriores →" under a paged admin list.
import { html } from "hono/html";
import type { Html } from "./layout.ts";

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
