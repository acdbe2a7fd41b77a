// The audit log in sentences a marketer reads («Ana retiró la página
// /contact»), not action codes and ids (`page.retire`, `release.create`):
// who, by their name when the account has one, what, and on which page.
import type { AuditEntry } from "./store.ts";
import { ROLE_LABELS, type Role } from "../roles.ts";
import { spanishScheduled } from "../shell/format.ts";

type Detail = AuditEntry["detail"];

/** A page by its address: a document's file is named after its path (pages/contact.json is /contact, an A/B variant pages/contact.b.json). */
export function pageName(file: string | number | undefined): string {
  const name = String(file ?? "")
    .replace(/^pages\//, "")
    .replace(/\.json$/, "");
  if (!name) return "una página";
  const variant = /^(.*)\.([a-z0-9-]+)$/.exec(name);
  const path = (base: string) => (base === "home" ? "/" : `/${base}`);
  return variant ? `${path(variant[1] as string)} (variante ${variant[2]})` : path(name);
}

const role = (value: string | number | undefined) =>
  (ROLE_LABELS[String(value) as Role] ?? String(value ?? "")).toLowerCase();
const pages = (files: string | number | undefined) =>
  String(files ?? "")
    .split(",")
    .filter(Boolean)
    .map(pageName)
    .join(", ");
const weights = (json: string | number | undefined) => {
  try {
    return Object.entries(JSON.parse(String(json)) as Record<string, number>)
      .map(([arm, weight]) => `${arm === "control" ? "original" : `variante ${arm}`} ${weight}`)
      .join(", ");
  } catch {
    return "";
  }
};
const because = (d: Detail) => (d.reason ? `: ${d.reason}` : "");

/** What each action says, after the person's name. An action without a sentence says its detail plainly. */
const SENTENCES: Record<string, (d: Detail) => string> = {
  "signin.ok": (d) => `entró${d.via === "token" ? " con el token de administración" : ""}`,
  "signin.fail": (d) => `no pudo entrar${d.email ? ` como ${d.email}` : ""}`,
  signout: () => "cerró su sesión",
  "user.invite": (d) => `invitó a ${d.email} como ${role(d.role)}`,
  "user.link": (d) => `envió un enlace de acceso nuevo a ${d.email}`,
  "user.activate": () => "creó su contraseña",
  "user.role": (d) => `cambió el rol de ${d.email} de ${role(d.from)} a ${role(d.role)}`,
  "user.remove": (d) => `retiró el acceso a ${d.email}`,
  "lead.erase": (d) => `borró ${d.rows} ${Number(d.rows) === 1 ? "contacto" : "contactos"} (por ${d.by})`,
  "spam.restore": (d) =>
    Number(d.restored) ? "recuperó un mensaje marcado como spam" : "intentó recuperar un mensaje de spam",
  "draft.save": (d) => `guardó un borrador de ${pageName(d.file)}`,
  "page.publish": (d) => `publicó ${pageName(d.file)}${d.review ? " (revisión aprobada)" : ""}`,
  "page.publish.refused": (d) =>
    `intentó publicar ${d.file ? pageName(d.file) : d.name ? `«${d.name}»` : "cambios"}, sin éxito${because(d)}`,
  "page.restore": (d) => `restauró una versión anterior de ${pageName(d.file)}`,
  "page.retire": (d) =>
    `retiró la página ${pageName(d.file)}${d.mode === "redirect" && d.to ? ` (ahora lleva a ${d.to})` : ""}`,
  "page.duplicate": (d) => `duplicó ${pageName(d.from)} como ${pageName(d.file)}`,
  "publish.schedule": (d) => `programó la publicación de ${pageName(d.file)} para el ${spanishScheduled(String(d.at))}`,
  "publish.cancel": () => "canceló una publicación programada",
  "publish.scheduled": (d) => `publicó ${pageName(d.file)} a la hora programada`,
  "publish.refused": (d) =>
    `no pudo publicar ${d.release ? "una entrega" : pageName(d.file)} a la hora programada${because(d)}`,
  "release.scheduled": () => "publicó una entrega a la hora programada",
  "lock.takeover": (d) => `tomó el control de la edición de ${pageName(d.file)}`,
  "experiment.variant": (d) =>
    `inició una prueba A/B en ${pageName(d.file)}${d.preparedBy ? ` con el borrador de ${d.preparedBy}` : ""}`,
  "experiment.variant.draft": (d) => `preparó una variante A/B de ${pageName(d.file)}`,
  "experiment.weights": (d) => `cambió el reparto de visitantes de una prueba A/B (${weights(d.weights)})`,
  "experiment.winner": (d) => `declaró ganadora la ${d.arm === "control" ? "página original" : `variante ${d.arm}`}`,
  "experiment.stop": () => "detuvo una prueba A/B",
  "translation.draft": (d) => `guardó una traducción de ${pageName(d.file)} (${String(d.lang).toUpperCase()})`,
  "translations.publish": (d) => `publicó ${d.count} ${Number(d.count) === 1 ? "traducción" : "traducciones"}`,
  "review.request": (d) => `pidió revisión de ${pageName(d.file)}`,
  "review.comment": (d) => `comentó la revisión de ${pageName(d.file)}`,
  "review.return": (d) => `devolvió con cambios la revisión de ${pageName(d.file)}`,
  "review.approve": (d) => `aprobó la revisión de ${pageName(d.file)}`,
  "release.create": (d) => `creó la entrega «${d.name}»${d.files ? ` (${pages(d.files)})` : ""}`,
  "release.update": (d) => `cambió la entrega «${d.name}»${d.files ? ` (${pages(d.files)})` : ""}`,
  "release.delete": (d) => `borró la entrega «${d.name}»`,
  "release.publish": (d) => `publicó la entrega${d.name ? ` «${d.name}»` : ""}`,
  "release.schedule": (d) => `programó la entrega «${d.name}» para el ${spanishScheduled(String(d.at))}`,
  "release.schedule.cancel": () => "canceló la publicación programada de una entrega",
};

/** Who did it: the account's name when it has one, else its email; the token's sign-in as «Administración». */
export function actorName(actor: string, names: ReadonlyMap<string, string>): string {
  if (actor.endsWith(" (token)")) return actor.slice(0, -" (token)".length);
  return names.get(actor) || actor;
}

export function auditSentence(entry: AuditEntry, names: ReadonlyMap<string, string>): string {
  const what = SENTENCES[entry.action];
  const who = actorName(entry.actor, names);
  return what ? `${who} ${what(entry.detail)}` : `${who}: ${entry.action}`;
}
