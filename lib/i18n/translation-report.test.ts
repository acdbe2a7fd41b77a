// @vitest-environment node
import { describe, expect, it } from "vitest";
import { gapReport } from "./translation-report.ts";

describe("the build's list of copy waiting for a translator", () => {
  it("gives one line per string with the languages that show it in Spanish and why", () => {
    const title = {
      file: "pages/home.json",
      gap: { pointer: "/sections/0/title", source: "Más calma", reason: "untranslated" as const },
    };
    const highlight = {
      file: "pages/home.json",
      gap: { pointer: "/sections/0/highlight", source: "calma", reason: "tied" as const },
    };
    expect(gapReport({ en: [title, highlight], fr: [title, highlight], it: [] })).toEqual([
      "translations: 2 copy string(s) are shown in Spanish until translated (en 2, fr 2, it 0); translate them in the editor or in locales/<lang>/content.po:",
      '  en, fr: pages/home.json /sections/0/title "Más calma": no translation yet',
      '  en, fr: pages/home.json /sections/0/highlight "calma": its title/highlight has no translation yet, so both stay in Spanish',
    ]);
  });

  it("says so when everything is translated", () => {
    expect(gapReport({ en: [], fr: [] })).toEqual(["translations: every copy string is translated in en, fr."]);
  });
});
