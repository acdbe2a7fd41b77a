// Throwaway: seed an app, sign in, screenshot the inbox (not committed).
import { serve } from "@hono/node-server";
import { chromium } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore } from "../server/store/index.ts";
import { testApp, contact, booking, json, NOW } from "../server/testing/fixtures.ts";

const dir = mkdtempSync(join(tmpdir(), "shots-"));
const store = await openStore({ DATABASE_FILE: join(dir, "s.db") }, join(dir, "s.db"));
const TOKEN = "screenshot-token-0123456789-abcdefghijkl";
const app = testApp(store, { adminToken: TOKEN });
const people = [["Lola Martínez", "lola@casalola.es", "Casa Lola", "¿Tenéis plan para dos locales? Abrimos el segundo en marzo y queremos la carta digital en los dos."], ["Jordi Puig", "jordi@elpuerto.cat", "El Puerto", "Necesito integrar las reservas con nuestro TPV actual."], ["Ana Ruiz", "ana@tabernaruiz.com", "", "Hola, ¿cuánto cuesta el plan Pro al año?"]];
for (const [i, [name, email, company, message]] of people.entries()) await app.request("http://localhost/api/forms/formulario", json({ ...contact, name, email, company, message, phone: i === 2 ? "" : contact.phone }, { Referer: "http://localhost/contact" }));
await app.request("http://localhost/api/forms/calc-cta-email", json({ email: "pedro@bar.es", privacy: true, marketing: true, analysis: "Ticket medio 25 €\nImpacto total al mes: 1.234 €" }, { Referer: "http://localhost/" }));
await app.request("/api/bookings", json(booking));
await app.request("/api/forms/formulario", json({ ...contact, name: "Buy cheap", message: "http://spam.example", _hp: "x" }));
const server = serve({ fetch: app.fetch, port: 4402 });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const scheme of ["light", "dark"] as const) {
  for (const width of [1440, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
    await page.goto("http://localhost:4402/admin");
    await page.getByLabel("Token de administración").fill(TOKEN);
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL("**/admin");
    await page.screenshot({ path: `/tmp/leads/inbox-${width}-${scheme}.png`, fullPage: true });
    await page.goto("http://localhost:4402/admin/submissions/1");
    await page.screenshot({ path: `/tmp/leads/detail-${width}-${scheme}.png`, fullPage: true });
    if (scheme === "light") {
      await page.goto("http://localhost:4402/admin/bookings");
      await page.screenshot({ path: `/tmp/leads/bookings-${width}-${scheme}.png`, fullPage: true });
      await page.goto("http://localhost:4402/admin/spam");
      await page.screenshot({ path: `/tmp/leads/spam-${width}-${scheme}.png`, fullPage: true });
    }
    await page.close();
  }
}
const login = await browser.newPage({ viewport: { width: 390, height: 700 }, colorScheme: "dark" });
await login.goto("http://localhost:4402/admin");
await login.screenshot({ path: "/tmp/leads/login-390-dark.png" });
await browser.close();
server.close();
await store.close();
void NOW;
