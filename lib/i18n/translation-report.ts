// The build's list of copy waiting for a translator: one line per string,
// with the languages that show it in Spanish and why.
import type { LocalizedFile } from "./localize.ts";

const REASONS = {
  untranslated: "no translation yet",
  tied: "its title/highlight has no translation yet, so both stay in Spanish",
  mismatch: "the translated highlight is not in the translated title, so both stay in Spanish",
} as const;

export function gapReport(gaps: Record<string, LocalizedFile[]>): string[] {
  const byString = new Map<string, { langs: string[]; line: string }>();
  for (const [lang, list] of Object.entries(gaps)) {
    for (const { file, gap } of list) {
      const line = `${file} ${gap.pointer} "${gap.source}": ${REASONS[gap.reason]}`;
      const entry = byString.get(line) ?? { langs: [], line };
      entry.langs.push(lang);
      byString.set(line, entry);
    }
  }
  if (byString.size === 0)
    return ["translations: every copy string is translated in " + Object.keys(gaps).join(", ") + "."];
  const counts = Object.entries(gaps)
    .map(([lang, list]) => `${lang} ${list.length}`)
    .join(", ");
  return [
    `translations: ${byString.size} copy string(s) are shown in Spanish until translated (${counts}); translate them in the editor or in locales/<lang>/content.po:`,
    ...[...byString.values()].map(({ langs, line }) => `  ${langs.join(", ")}: ${line}`),
  ];
}
