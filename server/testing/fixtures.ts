// A small built site and app for server tests: a few pages, two 404s and a
// _headers file, with the real form declarations from pages/.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createApp, type AppOptions } from "../app.ts";
import { loadForms } from "../forms.ts";
import { loadDemoSections } from "../api-demo.ts";
import type { Store } from "../store/index.ts";

export const PAGES = fileURLToPath(new URL("../../pages", import.meta.url));

export function fixtureDist(): string {
  const dist = mkdtempSync(join(tmpdir(), "dist-"));
  const page = (path: string, text: string) => {
    mkdirSync(join(dist, path, ".."), { recursive: true });
    writeFileSync(join(dist, path), `<!doctype html><title>${text}</title>${"<p>relleno</p>".repeat(200)}`);
  };
  page("index.html", "Inicio");
  page("about/index.html", "Sobre nosotros");
  page("contact.html", "Contacto");
  page("404.html", "No encontrado");
  page("en/404.html", "Not found");
  page("features/404.html", "Funcionalidad no encontrada");
  writeFileSync(join(dist, "robots.txt"), "User-agent: *\n");
  writeFileSync(join(dist, "_headers"), "/*\n  X-Frame-Options: DENY\n/about*\n  X-Test: about\n");
  return dist;
}

/** `hour`:00 on `day` December 2026 in Madrid, the business's zone (booking.timeZone): the tests hold whatever the process's TZ. */
export const madridDecember = (day: number, hour: number) =>
  new Date(`2026-12-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00:00+01:00`);
/** A weekday morning in Madrid: tomorrow is bookable from 09:00. */
export const NOW = madridDecember(2, 8);
/** Thursday 3 December 2026, 10:00 in Madrid. */
export const SLOT = madridDecember(3, 10).toISOString();

export function testApp(store: Store, extra: Partial<AppOptions> = {}) {
  const dist = extra.dist ?? fixtureDist();
  return createApp({
    dist,
    store,
    forms: loadForms(PAGES),
    demoSections: loadDemoSections(PAGES),
    uploadsDir: mkdtempSync(join(tmpdir(), "uploads-")),
    ratePerMinute: 100_000,
    now: () => NOW,
    ...extra,
  });
}

export const contact = {
  name: "Lola",
  email: "Lola@Restaurante.com",
  phone: "+34 600 111 222",
  company: "Casa Lola",
  subject: "Planes",
  message: "¿Tenéis plan para dos locales?",
};
export const booking = {
  name: "Lola",
  email: "lola@restaurante.com",
  phone: "600 111 222",
  restaurant: "Casa Lola",
  slot: { startISO: SLOT, label: "10:00" },
  acceptedPrivacy: true,
  acceptedMarketing: false,
};

/** A person's inline demo booking (a demoBooking section's form): 09:00 on Thursday 3 December. */
export const inlineDemo = {
  name: "Lucía",
  email: "lucia@restaurante.com",
  phone: "",
  restaurant: "Casa Lucía",
  date: "2026-12-03",
  time: "09:00",
};

export const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});
