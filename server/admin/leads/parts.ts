// Pieces the lead pages share: who sent it, from which form and page, and
// the A/B test it converted for.
import { html } from "hono/html";
import type { Submission } from "../../store/types.ts";
import type { FormInfo } from "./fields.ts";

export const personOf = (data: Submission["data"], email: string) => {
  const name = [data.name, data.fullName, data.nombre, data.restaurant].find((v) => typeof v === "string" && v.trim());
  return html`<div class="who"><strong>${typeof name === "string" ? name : email || "—"}</strong>${name && email ? html`<span class="muted">${email}</span>` : ""}</div>`;
};

/** The A/B test and arm a lead converted (server/experiments), under its origin. */
export const abTest = (lead: { experiment?: string }) =>
  lead.experiment ? html`<div class="muted" data-ab>Prueba A/B: ${lead.experiment}</div>` : "";

export const originOf = (formId: string, page: string, forms: ReadonlyMap<string, FormInfo>) => {
  const info = forms.get(formId);
  const where = page || info?.pages.join(", ") || "";
  return html`<div><span class="pill">${info?.title ?? formId}</span>${where ? html`<div class="muted">${where}</div>` : ""}</div>`;
};
