// Pieces the lead pages share: who sent it, from which form and page, and
// the A/B test it converted for.
import { html } from "hono/html";
import type { Submission } from "../../store/types.ts";
import type { FormInfo } from "./fields.ts";
import { CONTROL } from "../../../src/core/experiments/assign.ts";
import { armLabel } from "../../experiments/results.ts";

export const personOf = (data: Submission["data"], email: string) => {
  const name = [data.name, data.fullName, data.nombre, data.restaurant].find((v) => typeof v === "string" && v.trim());
  return html`<div class="who"><strong>${typeof name === "string" ? name : email || "—"}</strong>${name && email ? html`<span class="muted">${email}</span>` : ""}</div>`;
};

/**
 * The version of the A/B test a lead saw (server/experiments), under its origin, which names the page:
 * «Prueba A/B: vio la variante B», not the test's code «agendar-demo-hero-2026-11:b» (issue 41; the CSV keeps it).
 */
export const abTest = (lead: { experiment?: string }) => {
  if (!lead.experiment) return "";
  const arm = lead.experiment.slice(lead.experiment.lastIndexOf(":") + 1);
  return html`<div class="muted" data-ab title="${lead.experiment}">Prueba A/B: ${arm === CONTROL ? "vio el original" : `vio la variante ${armLabel(arm)}`}</div>`;
};

export const originOf = (formId: string, page: string, forms: ReadonlyMap<string, FormInfo>) => {
  const info = forms.get(formId);
  const where = page || info?.pages.join(", ") || "";
  return html`<div><span class="pill">${info?.title ?? formId}</span>${where ? html`<div class="muted">${where}</div>` : ""}</div>`;
};
