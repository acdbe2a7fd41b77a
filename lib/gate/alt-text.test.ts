// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { PageDoc } from "../validate/content.ts";
import { altText, emptyAltReason } from "./alt-text.ts";
import { input, page } from "./testing.ts";

const withImage = (alt: unknown, src = "/img/uploads/0123456789abcdef-1600.webp") =>
  page("pages/x.json", {
    sections: [
      {
        type: "productHero",
        id: "inicio",
        title: "T",
        image: { src, alt, width: 1600, height: 900 },
      } as PageDoc["sections"][number],
    ],
  });

describe("alt text that says nothing", () => {
  it("blocks empty and whitespace-only alt text at the image's alt field", () => {
    for (const alt of ["", "   ", "\n\t"]) {
      expect(altText(input([withImage(alt)]))).toEqual([
        expect.objectContaining({
          pointer: "/sections/0/image/alt",
          severity: "block",
          es: expect.stringMatching(/vacío/),
        }),
      ]);
    }
  });

  it("blocks the file's name, a camera's name and a bare 'imagen'", () => {
    expect(emptyAltReason("0123456789abcdef-1600.webp", "/img/uploads/0123456789abcdef-1600.webp")).toBe("file");
    expect(emptyAltReason("la-brasa", "/img/clients/la-brasa.svg")).toBe("file");
    expect(emptyAltReason("IMG_2041", "/img/uploads/0123456789abcdef-1600.webp")).toBe("file");
    expect(emptyAltReason("Imagen", "/img/a.png")).toBe("generic");
    expect(altText(input([withImage("foto")]))[0]?.es).toMatch(/solo dice que es una imagen/);
  });

  it("accepts words that describe the image, even when the file is named after them", () => {
    expect(emptyAltReason("La Brasa", "/img/clients/la-brasa.svg")).toBeUndefined();
    expect(altText(input([withImage("Plano de sala de {product} con las mesas libres")]))).toEqual([]);
  });
});
