import { describe, expect, it } from "vitest";
import { parseStrike } from "./strike";

describe("parseStrike", () => {
  it("marks the words between double tildes", () => {
    expect(parseStrike("Multiplica tus reservas desde WhatsApp, Instagram y ~~Google~~")).toEqual([
      { text: "Multiplica tus reservas desde WhatsApp, Instagram y ", struck: false },
      { text: "Google", struck: true },
    ]);
  });

  it("leaves plain text and single tildes alone", () => {
    expect(parseStrike("Sin marcas ~ aquí")).toEqual([{ text: "Sin marcas ~ aquí", struck: false }]);
  });
});
