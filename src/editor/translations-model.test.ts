// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { PageTranslations } from "./api-client";
import { waitingByLang, withPageTranslations, withTranslation } from "./translations-model";

const page: PageTranslations = {
  langs: ["en", "fr"],
  entries: [
    {
      pointer: "/sections/0/title",
      label: "Portada › Título",
      source: "Hola",
      translations: { en: { text: "", status: "pending" }, fr: { text: "Bonjour", status: "done" } },
    },
    {
      pointer: "/sections/0/lead",
      label: "Portada › Entradilla",
      source: "Texto nuevo",
      translations: { en: { text: "", status: "stale", previous: "Old text" }, fr: { text: "Texte", status: "done" } },
    },
  ],
};

describe("translations beside the Spanish", () => {
  it("lists, per language, what waits for a translator", () => {
    const waiting = waitingByLang(page);
    expect(waiting.en.map((e) => e.pointer)).toEqual(["/sections/0/title", "/sections/0/lead"]);
    expect(waiting.fr).toEqual([]);
  });

  it("a translation typed in the editor counts as done and shows in that language's preview", () => {
    const after = withTranslation(page, "en", "Hola", "Hello");
    expect(waitingByLang(after).en.map((e) => e.pointer)).toEqual(["/sections/0/lead"]);
    expect(withPageTranslations({ es: {}, en: { Otro: "Other" } }, after).en).toEqual({ Otro: "Other", Hola: "Hello" });
    // Cleared again: stale when an earlier translation exists, else pending.
    expect(withTranslation(after, "en", "Hola", "").entries[0].translations.en.status).toBe("pending");
    expect(withTranslation(page, "en", "Texto nuevo", " ").entries[1].translations.en.status).toBe("stale");
  });
});
