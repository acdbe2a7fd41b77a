// The component strings' catalogs (locales/<lang>/messages.po).
import { existsSync, readFileSync } from "node:fs";
import { poFormat } from "./content-catalog.ts";

/** Source texts of the live (not obsolete) entries that have no translation. */
export function untranslatedMessages(file: string): string[] {
  if (!existsSync(file)) return [];
  const entries = poFormat().parse(readFileSync(file, "utf8"), {
    locale: undefined,
    sourceLocale: "es",
    filename: file,
  }) as Record<string, { message?: string; translation?: string; obsolete?: boolean }>;
  return Object.entries(entries)
    .filter(([, e]) => !e.obsolete && !e.translation)
    .map(([id, e]) => e.message ?? id);
}
