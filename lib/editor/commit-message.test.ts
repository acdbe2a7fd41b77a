// @vitest-environment node
// Historial's lines are commit subjects: they must read as what a person did
// to a page, never "Publica /about (pages/about.json)" (issue 35).
import { describe, expect, it } from "vitest";
import { fillPlaceholders, placeholderValues } from "../../src/core/placeholders.ts";
import { pageName } from "../../src/core/page-name.ts";
import { publishMessage, restoreMessage } from "./commit-message.ts";

const labels: Record<string, string> = {
  pageHeader: "Cabecera de página",
  faq: "Preguntas frecuentes",
  ctaBanner: "Banda de llamada a la acción",
};
const label = (type: string) => labels[type] ?? type;
const about = () => ({
  path: "/about",
  meta: { title: "Sobre nosotros | {product}", description: "Quiénes somos." },
  sections: [
    { type: "pageHeader", id: "inicio", title: "Hola" },
    { type: "faq", id: "preguntas", items: [] },
  ],
});
const subject = (message: string) => message.split("\n")[0];

describe("commit messages for people", () => {
  it("says who changed the title of which page, the file only in the body", () => {
    const after = about();
    after.meta.title = "Quiénes somos | {product}";
    const message = publishMessage("Ana", "pages/about.json", about(), after, label);
    expect(subject(message)).toBe("«Ana» cambió el título de «Sobre nosotros»");
    expect(message).toMatch(/\n\npages\/about\.json$/);
  });

  it("names the sections changed, added, removed and a new order", () => {
    const after = about();
    (after.sections[0] as Record<string, unknown>).title = "Otra";
    after.sections.push({ type: "ctaBanner", id: "cta", title: "Ven" } as never);
    expect(subject(publishMessage("Ana", "pages/about.json", about(), after, label))).toBe(
      "«Ana» cambió «Cabecera de página» y añadió «Banda de llamada a la acción» en «Sobre nosotros»",
    );
    const swapped = about();
    swapped.sections.reverse();
    expect(subject(publishMessage("Luis", "pages/about.json", about(), swapped, label))).toBe(
      "«Luis» reordenó las secciones en «Sobre nosotros»",
    );
    const fewer = about();
    fewer.sections.pop();
    expect(subject(publishMessage("Luis", "pages/about.json", about(), fewer, label))).toBe(
      "«Luis» quitó «Preguntas frecuentes» en «Sobre nosotros»",
    );
  });

  it("names a shared section placed on a page by its own name (issue 43)", () => {
    const after = about();
    after.sections.push({ type: "shared", id: "empezar", ref: "probar-por-tu-cuenta" } as never);
    expect(subject(publishMessage("Ana", "pages/about.json", about(), after, label))).toBe(
      "«Ana» añadió «sección compartida probar-por-tu-cuenta» en «Sobre nosotros»",
    );
  });

  it("says a new page was created, and never names the file in the subject", () => {
    const message = publishMessage(
      "Eva",
      "pages/ofertas.json",
      undefined,
      { ...about(), path: "/ofertas", meta: { title: "Ofertas | {product}", description: "" } },
      label,
    );
    expect(subject(message)).toBe("«Eva» creó la página «Ofertas» (/ofertas)");
    expect(subject(message)).not.toMatch(/pages\/|\.json/);
  });

  it("says a restore in Madrid time, in winter and in summer", () => {
    const restored = (at: string) =>
      subject(restoreMessage("Ana", "pages/about.json", about(), new Date(at), "0123456789abcdef"));
    expect(restored("2026-11-27T15:05:00Z")).toBe(
      "«Ana» restauró «Sobre nosotros» a la versión del 27 nov 2026, 16:05 (hora de Madrid)",
    );
    expect(restored("2026-07-15T15:05:00Z")).toMatch(/del 15 jul 2026, 17:05 \(hora de Madrid\)$/);
    expect(pageName({ path: "/x", meta: { title: "{product}" } })).toBe("/x");
    expect(pageName({ path: "/", meta: { title: "{product} | Software de reservas" } })).toBe("Software de reservas");
  });

  it("keeps the product in a page's name for /admin to fill, instead of a gap («Demo de »)", () => {
    const name = pageName({ path: "/demo", meta: { title: "Demo de {product}" } });
    expect(fillPlaceholders(name, placeholderValues({ brand: { name: "Mesalia" } }))).toBe("Demo de Mesalia");
  });
});
