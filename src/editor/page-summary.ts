// How the page list names and marks a page: by its name as the review, the
// releases and the audit log say it ({product} filled), and badges for what a marketer must know before
// opening it. Pure, for the list and its test.
import { pageName } from "../core/page-name.ts";
import { fillPlaceholders } from "../core/placeholders";
import type { PageSummary } from "./api-client";
import { madridScheduled } from "../core/format/madrid-date";
import { nextChange, shownWindow } from "../core/schedule/section-window";

export type BadgeTone = "accent" | "warning" | "danger" | "neutral";

export interface Badge {
  text: string;
  tone: BadgeTone;
}

/**
 * The page's short name, the one the review, the releases and the audit log give it (pageName): «Sobre nosotros»,
 * not its whole title «Sobre nosotros | Mesalia», which named it in the lists of pages and drafts only (issue 41).
 */
export function pageTitle(page: PageSummary, fill: Readonly<Record<string, string>>): string {
  // A template's own title is «{title} | Funcionalidades»: the marketer reads what it makes instead.
  if (page.template) return `Plantilla de ${page.template.name.toLowerCase()}`;
  return fillPlaceholders(pageName({ path: page.path, meta: { title: page.title } }), fill);
}

/**
 * The pages a visitor is shown instead of another, said by when they show: their own addresses
 * (/404, /410) are codes a marketer does not read (issue 41).
 */
const SPECIAL_PAGES: Readonly<Record<string, string>> = {
  "/404": "Se muestra en cualquier dirección que no existe",
  "/410": "Se muestra en las direcciones de las páginas retiradas",
};

/** Under a page's title: its address, and for a template the pages it makes ("/features/… · 6 páginas: Gestión de Reservas, …"). */
export function pageAddress(page: PageSummary): string {
  const special = SPECIAL_PAGES[page.path];
  if (special) return special;
  if (!page.template) return page.path;
  const { pages } = page.template;
  const named = pages.slice(0, 3).join(", ") + (pages.length > 3 ? ", …" : "");
  return `${page.path.replace(/\/:[^/]+/g, "/…")} · ${pages.length === 1 ? "1 página" : `${pages.length} páginas`}${named ? `: ${named}` : ""}`;
}

/** How far ahead the list warns of a scheduled section that appears or goes: a week. */
const SOON_MS = 7 * 24 * 3600_000;

/** A section of the page that starts or ends showing within a week of `now`: which, and when (Madrid). */
function scheduledChange(page: PageSummary, now: number): Badge | undefined {
  const windows = (page.schedules ?? []).map((schedule) => shownWindow(schedule));
  const next = nextChange(windows, now);
  if (next === undefined || next - now > SOON_MS) return undefined;
  const when = madridScheduled(new Date(next).toISOString());
  const appears = windows.some((w) => w.from === next);
  return { text: appears ? `Aparece una sección el ${when}` : `Desaparece una sección el ${when}`, tone: "accent" };
}

export function pageBadges(page: PageSummary, hasDraft: boolean, now = Date.now()): Badge[] {
  const badges: Badge[] = [];
  if (hasDraft) badges.push({ text: "Borrador sin guardar", tone: "warning" });
  if (!page.valid) badges.push({ text: "Con errores", tone: "danger" });
  if (page.variant) badges.push({ text: variantName(page.variant), tone: "accent" });
  if (page.weights) {
    // Each version's share of the visitors, as the A/B page and the variant dialog say it.
    const total = Object.values(page.weights).reduce((sum, w) => sum + w, 0) || 1;
    badges.push({
      text: `Prueba A/B · ${Object.entries(page.weights)
        .map(
          ([arm, w]) =>
            `${arm === "control" ? "original" : `variante ${armLetter(arm)}`} ${Math.round((w / total) * 100)} %`,
        )
        .join(" · ")}`,
      tone: "accent",
    });
  }
  const scheduled = scheduledChange(page, now);
  if (scheduled) badges.push(scheduled);
  const pending = Object.entries(page.missing).filter(([, n]) => n > 0);
  if (pending.length)
    badges.push({
      text: `Traducciones pendientes: ${pending.map(([lang, n]) => `${lang.toUpperCase()} ${n}`).join(" · ")}`,
      tone: "neutral",
    });
  return badges;
}

/**
 * A page's address from its file, for a row drawn before the page list has loaded (it showed
 * «pages/contact.json» meanwhile): pages/contact.json is /contact, pages/home.json is /.
 */
export function fileAddress(file: string): string {
  const name = file.replace(/^pages\//, "").replace(/\.json$/, "");
  const variant = /^(.*)\.([a-z0-9-]+)$/.exec(name);
  const path = (base: string) => (base === "home" ? "/" : `/${base}`);
  return variant ? `${path(variant[1] ?? "")} (variante ${armLetter(variant[2] ?? "")})` : path(name);
}

/** «B» for the one-letter variant names the A/B page writes in capitals, the name as it is otherwise. */
const armLetter = (name: string) => (name.length === 1 ? name.toUpperCase() : name);
const variantName = (name: string) => `Variante ${armLetter(name)}`;

/** Search by what a marketer knows: the page's name, its whole title as Google shows it, the path, the file. */
export function matches(page: PageSummary, query: string, fill: Readonly<Record<string, string>> = {}): boolean {
  const q = query.trim().toLowerCase();
  return (
    !q ||
    [page.path, pageTitle(page, fill), fillPlaceholders(page.title, fill), page.file].some((s) =>
      s.toLowerCase().includes(q),
    )
  );
}

/**
 * The list's order with each A/B variant right under its original (the page of the same address), the two
 * read as one group (issue 41); a variant whose original is not listed (a search left it out) stays where it was.
 */
export function variantsUnderOriginals<T extends { path: string; variant?: string }>(pages: readonly T[]): T[] {
  const hasOriginal = (v: T) => pages.some((p) => !p.variant && p.path === v.path);
  return pages.flatMap((p) =>
    p.variant ? (hasOriginal(p) ? [] : [p]) : [p, ...pages.filter((v) => v.variant && v.path === p.path)],
  );
}
