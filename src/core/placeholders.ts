// The site placeholders in authored copy: {product}, {email}, {phone} and
// {year}, single values in pages/_site.json. The build (lib/i18n/localize.ts),
// the editor's preview and the server's form messages fill them with these two
// functions, so a text reads the same wherever it is shown.

export interface PlaceholderSource {
  brand?: { name?: string };
  contact?: { email?: string; phone?: string };
}

export type PlaceholderValues = Readonly<Record<"product" | "email" | "phone" | "year", string>>;

export function placeholderValues(site: PlaceholderSource | undefined, now = new Date()): PlaceholderValues {
  return {
    product: site?.brand?.name ?? "",
    email: site?.contact?.email ?? "",
    phone: site?.contact?.phone ?? "",
    year: String(now.getFullYear()),
  };
}

const PLACEHOLDER = /\{(product|email|phone|year)\}/g;

/** `text` with every known placeholder filled; an unknown `{name}` is left as written. */
export const fillPlaceholders = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(PLACEHOLDER, (all, key: string) => values[key] ?? all);

/** The known placeholders `text` holds, each once, as written ("{product}"). */
export const placeholdersIn = (text: string): string[] => [...new Set(text.match(PLACEHOLDER) ?? [])];
