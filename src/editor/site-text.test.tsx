// A marketer reads the site's copy in /admin as a visitor reads it: «Reservo», not «{product}» (issue 41). The
// review's changes, the history's table, the problems and the translation screens all showed the raw placeholder.
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FieldDiffTable } from "./FieldDiffTable";
import { PendingTranslations } from "./PendingTranslations";
import { Problems } from "./Problems";
import { SectionChanges } from "./review/SectionChanges";
import { SiteTranslations } from "./review/SiteTranslations";
import { TranslatePage } from "./review/TranslatePage";
import { siteText } from "./site-text";

vi.mock("virtual:editor", () => ({
  default: { placeholders: { product: "Reservo", email: "hola@reservo.es", phone: "+34 910 000 000", year: "2026" } },
}));
vi.mock("./review/review-client", () => ({
  reviewApi: {
    siteTranslations: async () => ({
      langs: ["en"],
      waiting: {
        en: [
          {
            file: "pages/home.json",
            title: "{product} | Reservas",
            pointer: "/sections/0/title",
            label: "Portada › Título",
            source: "Escríbenos a {email}",
            stale: false,
          },
        ],
      },
      drafted: 0,
      drafts: [],
      canPublish: false,
    }),
  },
}));

vi.mock("./publish/SignedIn", () => ({ SignedIn: () => null }));
vi.mock("./api-client", async (original) => ({
  ...(await original<typeof import("./api-client")>()),
  api: {
    open: async () => ({ doc: { meta: { title: "{product} | Reservas online" } } }),
    translations: async () => ({
      langs: ["en"],
      entries: [
        {
          pointer: "/sections/0/title",
          label: "Portada › Título",
          source: "Prueba {product} gratis",
          translations: { en: { text: "", status: "pending" } },
        },
      ],
    }),
  },
}));

describe("siteText", () => {
  it("fills the site's placeholders and leaves any other {name} as written", () => {
    expect(siteText("{product} para {plan}: llama al {phone} o escribe a {email} · © {year}")).toBe(
      "Reservo para {plan}: llama al +34 910 000 000 o escribe a hola@reservo.es · © 2026",
    );
  });
});

describe("screens of /admin that show the site's copy", () => {
  it("the review's changes: an added section's texts and a changed field, before and after", () => {
    render(
      <SectionChanges
        changes={{
          page: [],
          sections: [
            {
              kind: "added",
              key: "hero#portada",
              name: "Portada «portada»",
              at: 1,
              texts: [{ label: "Título", text: "Prueba {product} gratis" }],
            },
            {
              kind: "changed",
              key: "cta#final",
              name: "Llamada «final»",
              at: 2,
              fields: [
                {
                  pointer: "/sections/1/title",
                  label: "Título",
                  disk: "{product} hoy",
                  yours: "Empieza con {product}",
                },
              ],
            },
          ],
        }}
      />,
    );
    const text = screen.getByTestId("review-sections").textContent ?? "";
    expect(text).toContain("Prueba Reservo gratis");
    expect(text).toContain("Reservo hoy");
    expect(text).toContain("Empieza con Reservo");
    expect(text).not.toContain("{product}");
  });

  it("the history's table of a version (the same table as the conflict and the live-changed notices)", () => {
    render(
      <FieldDiffTable
        differences={[
          { pointer: "/meta/title", label: "Título en Google", disk: undefined, yours: "{product} | Precios" },
        ]}
        headings={["Campo", "Antes", "Después"]}
        absent="(no estaba)"
        testId="version-diff"
      />,
    );
    expect(screen.getByTestId("version-diff").textContent).toContain("Reservo | Precios");
  });

  it("the problems panel", () => {
    render(
      <Problems
        problems={[
          { file: "pages/home.json", pointer: "/meta/title", label: "Título", message: "«{product}» se repite" },
        ]}
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByTestId("problems").textContent).toContain("«Reservo» se repite");
  });

  it("the editor's «Por traducir» list", () => {
    render(
      <PendingTranslations
        translations={{
          langs: ["en"],
          entries: [
            {
              pointer: "/sections/0/title",
              label: "Portada › Título",
              source: "Prueba {product}",
              translations: { en: { text: "", status: "pending" } },
            },
          ],
        }}
        open
        onOpen={() => undefined}
        lang="en"
        onLang={() => undefined}
        onSelect={() => undefined}
      />,
    );
    expect(document.querySelector(".pending__source")?.textContent).toBe("«Prueba Reservo»");
  });

  it("the site's «Traducciones pendientes»: the page's title and its texts", async () => {
    await act(async () => {
      render(<SiteTranslations onOpen={() => undefined} />);
    });
    const text = (await screen.findByTestId("site-translations")).textContent ?? "";
    expect(text).toContain("Reservo | Reservas");
    expect(text).toContain("«Escríbenos a hola@reservo.es»");
  });

  it("a translator's page: its heading and the Spanish filled, and which placeholder the translation keeps", async () => {
    await act(async () => {
      render(<TranslatePage file="pages/home.json" onOpen={() => undefined} />);
    });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Traducir: Reservo");
    expect(document.querySelector(".translate-row__source")?.textContent).toBe("ESPrueba Reservo gratis");
    expect(document.querySelector(".translate-row__hint")?.textContent).toContain("{product}");
  });
});
